/**
 * Clean and tagged links in the composer (lib/links/sent-links.ts), loaded once the draft holds a link they may
 * change: the draft as each network will get it — for the check, the preview and the counters — and "Clean this link".
 */
import { computed, effect, signal } from '@preact/signals';
import type { Draft } from '@/lib/draft/draft';
import type { LinkSettings } from '@/lib/settings/share-templates';
import type { DraftModel } from './draft-model';
import type { ComposerPorts } from './ports';

type SentLinks = typeof import('@/lib/links/sent-links');

/** An address with a query or a fragment: the only kind a tracking parameter can be in. */
const WITH_PARAMETERS = /https?:\/\/[^\s?#]*[?#]/i;

export function createLinksModel(ports: { items: Pick<ComposerPorts['items'], 'share'> }, drafts: DraftModel) {
  const settings = signal<LinkSettings | null>(null);
  const links = signal<SentLinks | null>(null);
  let loading: Promise<unknown> | undefined;
  const load = () =>
    (loading ??= import('@/lib/links/sent-links').then(
      (module) => (links.value = module),
      () => (loading = undefined), // a failed chunk load (extension updated underneath) may be retried later
    ));
  const wanted = computed(() => {
    const d = drafts.draft.value;
    const texts = [d.text, ...(d.networks?.copies.map((c) => c.text) ?? []), ...d.replies];
    return texts.some((text) => WITH_PARAMETERS.test(text)) || Boolean(settings.value?.tag && d.inserted?.length);
  });

  return {
    /** The draft as it is sent: each network's links to the person's sites tagged (the draft itself until loaded). */
    forSending: (draft: Draft): Draft =>
      links.value && settings.value ? links.value.taggedDraft(draft, settings.value) : draft,
    /** The addresses the person wrote that carry tracking parameters: each offered "Clean this link". */
    toClean: computed(() => links.value?.linksToClean(drafts.draft.value) ?? []),
    clean(url: string): void {
      const module = links.value;
      if (module) drafts.update((d) => module.withCleanLink(d, url));
    },
    /** Before a send: what tags the draft is loaded when it may apply. */
    ensure: async (): Promise<void> => void (wanted.value && (await load())),
    follow(): () => void {
      void ports.items.share.get().then(
        (s) => (settings.value = s.links),
        () => undefined,
      );
      const stopWatch = ports.items.share.watch((s) => (settings.value = s.links));
      const stopLoad = effect(() => void (wanted.value && load()));
      return () => {
        stopWatch();
        stopLoad();
      };
    },
  };
}

export type LinksModel = ReturnType<typeof createLinksModel>;
