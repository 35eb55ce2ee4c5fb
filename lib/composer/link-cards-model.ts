// The preview's link cards (docs/design.md §3.7): the shared page's read from its tab, any other only on "Load
// preview"; a card's image is shown only as the background's checked thumbnail, never from the page's address.
import { computed, signal } from '@preact/signals';
import { say } from '@/lib/errors/quickpost-error';
import { worded } from '@/lib/errors/sentence';
import { t } from '@/lib/i18n/t';
import { browser } from '@/lib/storage/browser-api';
import type { Ask } from '@/lib/messaging/protocol';
import { hostPattern } from '@/lib/prefill/image-grants';
import { cardOfTab, linkCardFrom, metaOfPage, samePage, type CardScripting } from '@/lib/prefill/link-card';
import { imageGrantsItem } from '@/lib/storage/image-grants-item';
import { linkCardsItem } from '@/lib/storage/link-cards-item';
import type { LinkCard } from '@/lib/draft/link-card';
import type { ComposerPorts } from './ports';
import { pageTab } from './page-tab';

export type CardState =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'shown'; card: LinkCard; thumb: string | null; fromTab: boolean }
  | { state: 'failed'; message: string };

/** Cards stored for a draft: the latest few. */
const STORED = 20;

export const cardFromHtml = (html: string, url: string) => linkCardFrom(metaOfPage(html, url), url);

/** Asked for within the click, noted so the background gives it back even if this page closes (image-grants.ts). */
async function fetchHtml(ask: Ask, url: string) {
  const origins = [hostPattern(url) ?? `${new URL(url).origin}/*`];
  const had = browser.permissions.contains({ origins }).catch(() => false);
  const noted = had.then(
    async (granted) => granted || imageGrantsItem.set([...new Set([...(await imageGrantsItem.get()), ...origins])]),
  );
  const granted = await browser.permissions.request({ origins }).catch(() => false);
  await noted.catch(() => undefined);
  if (!granted) return { ok: false as const, failure: say('link_card_not_allowed', new URL(url).hostname) };
  try {
    return await ask('linkCard.fetch', { url });
  } finally {
    if (!(await had)) void browser.permissions.remove({ origins }).catch(() => undefined);
  }
}

export function createLinkCardsModel({ ask, mode }: Pick<ComposerPorts, 'ask' | 'mode'>) {
  const states = signal<Record<string, CardState>>({});
  const set = (url: string, state: CardState): void => void (states.value = { ...states.value, [url]: state });
  const shared = pageTab(mode).catch(() => null);

  async function shown(card: LinkCard, fromTab: boolean): Promise<CardState> {
    const thumb = card.image
      ? await ask('prefill.thumbnail', { url: card.image }).then(
          ({ dataUrl }) => dataUrl,
          () => null,
        )
      : null;
    return { state: 'shown', card, thumb, fromTab };
  }

  return {
    states: computed(() => states.value),
    async show(url: string): Promise<void> {
      if (states.value[url]) return;
      set(url, { state: 'loading' });
      const tab = await shared;
      if (tab?.url && samePage(tab.url, url)) {
        const card = await cardOfTab((browser as unknown as { scripting?: CardScripting }).scripting, tab);
        if (card) return set(url, await shown({ ...card, url }, true));
      }
      const known = (await linkCardsItem.get().catch(() => [])).find((c) => c.url === url);
      set(url, known ? await shown(known, false) : { state: 'idle' });
    },
    async load(url: string): Promise<void> {
      set(url, { state: 'loading' });
      const answer = await fetchHtml(ask, url).catch(() => ({
        ok: false as const,
        failure: say('link_card_no_answer', url),
      }));
      if (!answer.ok) return set(url, { state: 'failed', message: worded(answer.failure) });
      const card = cardFromHtml(answer.html, url);
      if (!card) return set(url, { state: 'failed', message: t('link_card_none') });
      const others = (await linkCardsItem.get().catch(() => [])).filter((c) => c.url !== card.url);
      await linkCardsItem.set([card, ...others].slice(0, STORED)).catch(() => undefined);
      set(url, await shown(card, false));
    },
  };
}
