/**
 * The composer's side of the ways in (docs/design.md §3.3): what a menu, the command or the toolbar brings goes into
 * the draft at once when it is empty, otherwise only as the person chooses — never overwriting an unsent draft
 * without asking.
 */
import { computed, signal, type ReadonlySignal } from '@preact/signals';
import type { Draft } from '@/lib/draft/draft';
import { hasContent } from '@/lib/draft/next-draft';
import { canAttach } from '@/lib/draft/media-rules';
import { hasThreadPlatform } from '@/lib/service/platforms';
import type { Measure } from '@/lib/draft/twitter-length';
import type { DraftModel } from '@/lib/composer/draft-model';
import type { ComposerPorts } from '@/lib/composer/ports';
import { browser } from '@/lib/storage/browser-api';
import { imageGrantsItem } from '../prefill/image-grants';
import { idbImageStore } from '../prefill/image-store';
import { pageTab, type PageTab } from './page-tab';
import { contentOf, isShareable, type PrefillContent } from '../prefill/prefill-text';
import type { Prefill } from '@/lib/storage/prefill';
import { PREFILL_TTL_MS } from '@/lib/storage/prefill-item';
import { t } from '@/lib/i18n/t';
import { saveInstead } from '@/lib/errors/sentence';
import { readOnly } from '@/lib/signals/read-only';
import type { ShareSettings } from '@/lib/settings/share-templates';
import { needsAuthor } from '../prefill/share-text';

export type PrefillPorts = Pick<ComposerPorts, 'ask' | 'now' | 'mode'> & {
  items: Pick<ComposerPorts['items'], 'prefill' | 'share'>;
};

export interface PrefillDeps {
  drafts: DraftModel;
  accounts: { selectedTypes: ReadonlySignal<string[]> };
  twitter: { measure: ReadonlySignal<Measure | null>; ensure(): Promise<Measure> };
}

/** The toolbar's page lives only in this composer: nothing is stored for it. */
const TOOLBAR_ID = 'toolbar';

/**
 * Asks for one origin (needs the person's click), noted as it is asked for — not awaited first: the request must stay
 * within the click — so the background gives it back however the image's flow ends (lib/prefill/image-grants.ts).
 */
async function allowOrigin(pattern: string): Promise<boolean> {
  const noted = imageGrantsItem.get().then((asked) => imageGrantsItem.set([...new Set([...asked, pattern])]));
  const granted = await browser.permissions.request({ origins: [pattern] });
  await noted.catch(() => undefined);
  return granted;
}

/** Is what the prefill brings already in the draft (reopening the popup on the page just shared)? */
function alreadyIn(draft: Draft, prefill: Prefill, content: PrefillContent): boolean {
  const url = prefill.source === 'link' ? prefill.linkUrl : prefill.source === 'page' ? prefill.pageUrl : undefined;
  const textIn =
    (url !== undefined && draft.text.includes(url)) || (content.text !== '' && draft.text.includes(content.text));
  const mediaIn = content.attachments.every((a) => draft.attachments.some((d) => d.media_id === a.media_id));
  return (content.text === '' || textIn) && mediaIn;
}

export function createPrefillModel(ports: PrefillPorts, deps: PrefillDeps) {
  /** What waits for the person (or for its image); null when nothing does. */
  const offer = signal<Prefill | null>(null);
  /** After applying: a shortened selection's warning. Otherwise: why allowing the image's host did not work. */
  const notice = signal('');
  /** "From this page" is open: it asks a picked image's question beside the image (PageImages.tsx), not the offer. */
  const picking = signal(false);
  /** The fetched image shown before it is attached: an object URL, '' when none. */
  const preview = signal('');
  /** The choice the person made for a fetched image, applied once its upload is ready (by prefill id). */
  let attaching: { id: string; mode: 'replace' | 'append' } | null = null;
  /** The prefill whose image the preview shows (loaded once). */
  let previewOf = '';
  /** The person's share templates and link settings, as last read. */
  const share = signal<ShareSettings | undefined>(undefined);
  const options = () => ({
    types: deps.accounts.selectedTypes.value,
    measure: deps.twitter.measure.value,
    share: share.value,
  });
  const content = computed(() => (offer.value ? contentOf(offer.value, options()) : null));
  /** Append would put an image beside a video (Create Post: "A post cannot mix images and videos"). */
  const appendBlocked = computed(() => {
    const attachments = content.value?.attachments ?? [];
    const draft = deps.drafts.draft.value.attachments;
    const refused = attachments.map((a) => canAttach(a, draft)).find((v) => !v.ok && !v.reason.startsWith('Already'));
    return refused && !refused.ok ? refused.reason : '';
  });

  /** Forgets the prefill here and in storage (unless a newer one arrived meanwhile). */
  async function finish(prefill: Prefill): Promise<void> {
    if (offer.value?.id === prefill.id) offer.value = null;
    if (attaching?.id === prefill.id) attaching = null;
    if (preview.value) URL.revokeObjectURL(preview.value);
    preview.value = '';
    previewOf = '';
    if (prefill.id === TOOLBAR_ID) return;
    const stored = await ports.items.prefill.get().catch(() => null);
    if (stored?.id === prefill.id) await ports.items.prefill.set(null).catch(() => undefined);
  }

  function apply(mode: 'replace' | 'append', prefill: Prefill): void {
    const added = contentOf(prefill, options());
    // The address put in is Quickpost's: tagged for the person's sites when sent, unless they edit it.
    const inserted = (d: Draft) => (added.link ? { inserted: [...new Set([...(d.inserted ?? []), added.link])] } : {});
    deps.drafts.update((d) =>
      mode === 'replace'
        ? { ...d, text: added.text, replies: [], title: '', attachments: added.attachments, ...inserted(d) }
        : {
            ...d,
            text: added.text ? [d.text.trimEnd(), added.text].filter(Boolean).join('\n\n') : d.text,
            attachments: [...d.attachments, ...added.attachments.filter((a) => canAttach(a, d.attachments).ok)],
            ...inserted(d),
          },
    );
    notice.value = added.warning ?? '';
    void finish(prefill);
  }

  /**
   * The page in front, offered as the toolbar's own prefill ("Use this page" too), with its author read from its tab
   * by the background when the page's template names it.
   */
  async function pageOffer(page: PageTab): Promise<Prefill> {
    const offered: Prefill = {
      id: TOOLBAR_ID,
      source: 'page',
      createdAt: ports.now(),
      pageUrl: page.url,
      ...(page.title ? { pageTitle: page.title } : {}),
    };
    if (page.id === undefined || !share.value || !needsAuthor({ ...offered, source: 'page' }, share.value.templates))
      return offered;
    const { author } = await ports.ask('prefill.author', { tabId: page.id }).catch(() => ({ author: '' }));
    return author ? { ...offered, author } : offered;
  }

  async function consider(prefill: Prefill | null): Promise<void> {
    if (!prefill || ports.now() - prefill.createdAt > PREFILL_TTL_MS) {
      if (offer.value && offer.value.id !== TOOLBAR_ID) offer.value = null; // taken by another composer page
      return;
    }
    const image = prefill.image;
    if (image?.state === 'fetched' && previewOf !== prefill.id) void showPreview(prefill.id);
    if (image && image.state !== 'ready') {
      offer.value = prefill; // the composer shows how the fetch and upload go
      // Picked from the page in this composer: the person chose already, it joins the draft once fetched.
      if (prefill.picked && image.state === 'fetched' && attaching?.id !== prefill.id) attachImage('append');
      return;
    }
    if (image && attaching?.id === prefill.id) return apply(attaching.mode, prefill); // the person chose already
    if (image && prefill.picked) return apply('append', prefill); // … also when this composer was reopened meanwhile
    // Shortening a selection for Twitter needs its real count (URLs count 23): load it first when Twitter is chosen.
    if (prefill.source === 'selection' && hasThreadPlatform(deps.accounts.selectedTypes.value))
      await deps.twitter.ensure().catch(() => undefined);
    const draft = deps.drafts.draft.value;
    if (!hasContent(draft)) return apply('replace', prefill);
    if (alreadyIn(draft, prefill, contentOf(prefill, options()))) return void finish(prefill);
    offer.value = prefill;
  }

  async function showPreview(id: string): Promise<void> {
    previewOf = id;
    const blob = await idbImageStore.get(id).then(
      (stored) => stored?.file ?? null,
      () => null,
    );
    if (preview.value) URL.revokeObjectURL(preview.value);
    preview.value = blob ? URL.createObjectURL(blob) : '';
  }

  /** The person attaches the fetched image (Replace or Append): uploaded now, then put into the draft. */
  function attachImage(mode: 'replace' | 'append'): void {
    const prefill = offer.value;
    if (!prefill?.image || prefill.image.state !== 'fetched') return;
    attaching = { id: prefill.id, mode };
    void ports.ask('prefill.attach', { id: prefill.id }).catch(() => {
      notice.value = t('prefill_no_background', saveInstead());
    });
  }

  return {
    picking: computed(() => picking.value),
    setPicking(open: boolean): void {
      picking.value = open;
    },
    offer: computed(() => offer.value),
    content,
    ...readOnly({ notice, preview }),
    /** The draft the prefill would go into (the fetched image's choices depend on whether it has content). */
    draft: deps.drafts.draft,
    appendBlocked,
    attachImage,
    /** The person agrees to fetch the image from the local address named to them. */
    async confirmFetch(): Promise<void> {
      const prefill = offer.value;
      if (!prefill?.image || prefill.image.state !== 'needs-confirm') return;
      await ports.ask('prefill.image', { id: prefill.id, confirm: true }).catch(() => {
        notice.value = t('prefill_no_background', saveInstead());
      });
    },
    replace: () => offer.value && apply('replace', offer.value),
    append: () => offer.value && !appendBlocked.value && apply('append', offer.value),
    /** Keeps the draft as it is; what was brought is dropped. */
    keep: () => void (offer.value && finish(offer.value)),
    /** Asks for the image's host (this click is the user gesture the browser wants), then fetches again. */
    async allow(): Promise<void> {
      const prefill = offer.value;
      const origin = prefill?.image?.origin;
      if (!prefill || !origin) return;
      const host = origin.replace(/^\w+:\/\/|\/\*$/g, '');
      const granted = await allowOrigin(origin).catch(() => false);
      if (!granted) {
        notice.value = t('prefill_no_access', host, saveInstead());
        return;
      }
      notice.value = '';
      await ports.ask('prefill.image', { id: prefill.id, granted: true }).catch(() => {
        notice.value = t('prefill_no_background', saveInstead());
      });
    },
    /** Starts with what is waiting, else the page the composer was opened on; follows later arrivals. */
    async follow(): Promise<() => void> {
      share.value = await ports.items.share.get().catch(() => undefined);
      const stopShare = ports.items.share.watch((s) => (share.value = s));
      const stopPrefill = ports.items.prefill.watch((p) => void consider(p));
      const stop = () => {
        stopShare();
        stopPrefill();
      };
      const stored = await ports.items.prefill.get().catch(() => null);
      if (stored && ports.now() - stored.createdAt <= PREFILL_TTL_MS) {
        await consider(stored);
        return stop;
      }
      // The side panel stays open while the person browses: "Use this page" takes the page there.
      if (ports.mode === 'sidepanel') return stop;
      const page = await pageTab(ports.mode).catch(() => null);
      if (page && isShareable(page.url)) {
        await consider(await pageOffer(page));
      }
      return stop;
    },
    /**
     * "Use this page" (the side panel): the current tab's title and URL, offered like the toolbar's page — straight
     * into an empty draft, else Replace / Append / Keep. A tab whose address Quickpost may not see asks for `tabs` first.
     */
    async usePage(): Promise<void> {
      let page = await pageTab(ports.mode).catch(() => null);
      if (page && !page.url && (await browser.permissions.request({ permissions: ['tabs'] }).catch(() => false)))
        page = await pageTab(ports.mode).catch(() => null);
      if (!page || !isShareable(page.url)) {
        notice.value = t('sidepanel_no_page');
        return;
      }
      notice.value = '';
      await consider(await pageOffer(page));
    },
  };
}

export type PrefillModel = ReturnType<typeof createPrefillModel>;
