/** What a way in brings goes into an empty draft at once, else only as the person chooses (docs/design.md §3.3). */
import { computed, signal, type ReadonlySignal } from '@preact/signals';
import type { Draft } from '@/lib/draft/draft';
import { hasContent } from '@/lib/draft/next-draft';
import { canAttach } from '@/lib/draft/media-rules';
import { hasThreadPlatform } from '@/lib/service/platforms';
import type { Measure } from '@/lib/draft/twitter-length';
import type { DraftModel } from './draft-model';
import type { ComposerPorts } from './ports';
import { browser } from '@/lib/storage/browser-api';
import { imageGrantsItem } from '@/lib/storage/image-grants-item';
import { idbImageStore } from '@/lib/prefill/image-store';
import { pageTab, type PageTab } from './page-tab';
import { contentOf, isShareable, type PrefillContent } from '@/lib/prefill/prefill-text';
import type { Prefill } from '@/lib/storage/prefill';
import { PREFILL_TTL_MS } from '@/lib/storage/prefill-item';
import { t } from '@/lib/i18n/t';
import { saveInstead } from '@/lib/errors/sentence';
import { readOnly } from '@/lib/signals/read-only';
import type { ShareSettings } from '@/lib/settings/share-templates';
import { needsAuthor } from '@/lib/prefill/share-text';

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

/** Reopening the popup on the page just shared: what it brings is in the draft already. */
function alreadyIn(draft: Draft, prefill: Prefill, content: PrefillContent): boolean {
  const url = prefill.source === 'link' ? prefill.linkUrl : prefill.source === 'page' ? prefill.pageUrl : undefined;
  const textIn =
    (url !== undefined && draft.text.includes(url)) || (content.text !== '' && draft.text.includes(content.text));
  const mediaIn = content.attachments.every((a) => draft.attachments.some((d) => d.media_id === a.media_id));
  return (content.text === '' || textIn) && mediaIn;
}

export function createPrefillModel(ports: PrefillPorts, deps: PrefillDeps) {
  const offer = signal<Prefill | null>(null);
  /** A shortened selection's warning, or why allowing the image's host did not work. */
  const notice = signal('');
  /** "From this page" is open: it asks a picked image's question beside the image, not the offer. */
  const picking = signal(false);
  const preview = signal('');
  /** The person's choice for a fetched image, applied once its upload is ready. */
  let attaching: { id: string; mode: 'replace' | 'append' } | null = null;
  let previewOf = '';
  /** The person's share templates and link settings, as last read. */
  const share = signal<ShareSettings | undefined>(undefined);
  const options = () => ({
    types: deps.accounts.selectedTypes.value,
    measure: deps.twitter.measure.value,
    share: share.value,
  });
  const content = computed(() => (offer.value ? contentOf(offer.value, options()) : null));
  const unanswered = () => void (notice.value = t('prefill_no_background', saveInstead()));
  /** Append would put an image beside a video (Create Post: "A post cannot mix images and videos"). */
  const appendBlocked = computed(() => {
    const attachments = content.value?.attachments ?? [];
    const draft = deps.drafts.draft.value.attachments;
    const refused = attachments.map((a) => canAttach(a, draft)).find((v) => !v.ok && !v.reason.startsWith('Already'));
    return refused && !refused.ok ? refused.reason : '';
  });

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
      if (prefill.picked && image.state === 'fetched' && attaching?.id !== prefill.id) attachImage('append');
      return;
    }
    if (image && attaching?.id === prefill.id) return apply(attaching.mode, prefill); // the person chose already
    if (image && prefill.picked) return apply('append', prefill);
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

  /** Replace or Append for the fetched image: uploaded now, then put into the draft. */
  function attachImage(mode: 'replace' | 'append'): void {
    const prefill = offer.value;
    if (!prefill?.image || prefill.image.state !== 'fetched') return;
    attaching = { id: prefill.id, mode };
    void ports.ask('prefill.attach', { id: prefill.id }).catch(unanswered);
  }

  return {
    ...readOnly({ picking, offer, notice, preview }),
    setPicking: (open: boolean) => void (picking.value = open),
    content,
    draft: deps.drafts.draft,
    appendBlocked,
    attachImage,
    async confirmFetch(): Promise<void> {
      const prefill = offer.value;
      if (!prefill?.image || prefill.image.state !== 'needs-confirm') return;
      await ports.ask('prefill.image', { id: prefill.id, confirm: true }).catch(unanswered);
    },
    replace: () => offer.value && apply('replace', offer.value),
    append: () => offer.value && !appendBlocked.value && apply('append', offer.value),
    keep: () => void (offer.value && finish(offer.value)),
    /** Asks for the host within this click, noted as it asks (not before), so the background gives it back. */
    async allow(): Promise<void> {
      const prefill = offer.value;
      const origin = prefill?.image?.origin;
      if (!prefill || !origin) return;
      const noted = imageGrantsItem.get().then((asked) => imageGrantsItem.set([...new Set([...asked, origin])]));
      const granted = await browser.permissions.request({ origins: [origin] }).catch(() => false);
      await noted.catch(() => undefined);
      notice.value = granted ? '' : t('prefill_no_access', origin.replace(/^\w+:\/\/|\/\*$/g, ''), saveInstead());
      if (granted) await ports.ask('prefill.image', { id: prefill.id, granted: true }).catch(unanswered);
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
      if (stored && ports.now() - stored.createdAt <= PREFILL_TTL_MS) await consider(stored);
      // The side panel stays open while the person browses: "Use this page" takes the page there.
      else if (ports.mode !== 'sidepanel') {
        const page = await pageTab(ports.mode).catch(() => null);
        if (page && isShareable(page.url)) await consider(await pageOffer(page));
      }
      return stop;
    },
    /** "Use this page" (the side panel), as the toolbar's page; an address Quickpost may not see asks for `tabs`. */
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
