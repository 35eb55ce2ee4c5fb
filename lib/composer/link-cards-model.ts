/**
 * The preview's link cards (docs/design.md §3.7): the page being shared shows its card from its own tab at once
 * (no request to it); any other address waits for "Load preview", then is fetched once by the background and kept
 * for the draft. Each card's image is shown only as a checked thumbnail (`thumbnail`), never from the page's address.
 */
import { computed, signal } from '@preact/signals';
import { linkCardFrom, metaOfPage, samePage, type LinkCard } from '@/lib/prefill/link-card';
import type { PageHtml } from '@/lib/prefill/link-card-fetch';
import { t } from '@/lib/i18n/t';
import { say } from '@/lib/errors/quickpost-error';
import { worded } from '@/lib/errors/sentence';

export interface LinkCardPorts {
  /** The page the composer is for: its address and its card read from the tab; null when unreadable. */
  sharedPage(): Promise<{ url: string; card: () => Promise<LinkCard | null> } | null>;
  /** "Load preview": the background's guarded fetch of the HTML (`linkCard.fetch`). */
  fetchHtml(url: string): Promise<PageHtml>;
  /** Cards kept for the draft (session storage). */
  kept: { get(): Promise<LinkCard[]>; set(cards: LinkCard[]): Promise<void> };
  /** A checked thumbnail of a card's image as a data: URL; absent or null: the card shows no image. */
  thumbnail?: ((imageUrl: string, pageUrl: string) => Promise<string | null>) | undefined;
}

export type CardState =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'shown'; card: LinkCard; thumb: string | null; fromTab: boolean }
  | { state: 'failed'; message: string };

/** Cards kept for a draft: the latest few. */
const KEPT = 20;

/** The HTML fetched for `url`, parsed with the browser's own parser (DOMParser in metaOfPage). */
export function cardFromHtml(html: string, url: string): LinkCard | null {
  return linkCardFrom(metaOfPage(html, url), url);
}

export function createLinkCardsModel(ports: LinkCardPorts) {
  const states = signal<Record<string, CardState>>({});
  const set = (url: string, state: CardState): void => void (states.value = { ...states.value, [url]: state });
  const shared = ports.sharedPage().catch(() => null);
  const kept = ports.kept.get().catch(() => [] as LinkCard[]);

  async function shown(card: LinkCard, fromTab: boolean): Promise<CardState> {
    const thumb = card.image && ports.thumbnail ? await ports.thumbnail(card.image, card.url).catch(() => null) : null;
    return { state: 'shown', card, thumb, fromTab };
  }

  async function keep(card: LinkCard): Promise<void> {
    const others = (await kept).filter((c) => c.url !== card.url);
    await ports.kept.set([card, ...others].slice(0, KEPT)).catch(() => undefined);
  }

  return {
    states: computed(() => states.value),
    /** Makes the card of `url` known: the shared page's from its tab, a kept one, or waiting for "Load preview". */
    async show(url: string): Promise<void> {
      if (states.value[url]) return;
      set(url, { state: 'loading' });
      const page = await shared;
      if (page && samePage(page.url, url)) {
        const card = await page.card().catch(() => null);
        if (card) return set(url, await shown({ ...card, url }, true));
      }
      const known = (await kept).find((c) => c.url === url);
      set(url, known ? await shown(known, false) : { state: 'idle' });
    },
    /** "Load preview": one guarded fetch of the address, parsed here, kept for the draft. */
    async load(url: string): Promise<void> {
      set(url, { state: 'loading' });
      const answer = await ports
        .fetchHtml(url)
        .catch(() => ({ ok: false as const, failure: say('link_card_no_answer', url) }));
      if (!answer.ok) return set(url, { state: 'failed', message: worded(answer.failure) });
      const card = cardFromHtml(answer.html, url);
      if (!card) return set(url, { state: 'failed', message: t('link_card_none') });
      await keep(card);
      set(url, await shown(card, false));
    },
  };
}
