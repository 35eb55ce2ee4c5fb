/**
 * The link cards' ports in a real composer page: the shared page's card is read from its tab with `scripting` (the
 * toolbar click's activeTab grant, as "From this page" reads images); other addresses through the background.
 */
import { say } from '@/lib/errors/quickpost-error';
import { browser } from '@/lib/storage/browser-api';
import { cardOfTab, type LinkCard, type CardScripting } from '@/lib/prefill/link-card';
import { defineItem } from '@/lib/storage/item';
import type { ComposerPorts } from './ports';
import type { LinkCardPorts } from './link-cards-model';
import { pageTab } from './page-tab';
import { hostPattern, imageGrantsItem } from '@/lib/prefill/image-grants';

/** Cards loaded with "Load preview", kept while the browser runs (for the draft; gone at restart). */
export const linkCardsItem = defineItem<LinkCard[]>('session:linkCards', { fallback: [] });

export function browserLinkCardPorts(ports: Pick<ComposerPorts, 'ask' | 'mode'>): LinkCardPorts {
  return {
    async sharedPage() {
      const tab = await pageTab(ports.mode);
      if (!tab?.url) return null;
      return {
        url: tab.url,
        card: () => cardOfTab((browser as unknown as { scripting?: CardScripting }).scripting, tab),
      };
    },
    /**
     * The site's host permission is asked for in the click itself (permissions.request wants the person's gesture:
     * its first call), since a page rarely lets another origin read it; one granted here is given back afterwards.
     */
    async fetchHtml(url) {
      const host = new URL(url).hostname;
      const origins = [hostPattern(url) ?? `${new URL(url).origin}/*`];
      const had = browser.permissions.contains({ origins }).catch(() => false);
      // Noted as it is asked for, so the background gives it back even if this page closes first (image-grants.ts).
      const noted = had.then(
        async (kept) => kept || imageGrantsItem.set([...new Set([...(await imageGrantsItem.get()), ...origins])]),
      );
      const granted = await browser.permissions.request({ origins }).catch(() => false);
      await noted.catch(() => undefined);
      if (!granted) return { ok: false, failure: say('link_card_not_allowed', host) };
      try {
        return await ports.ask('linkCard.fetch', { url });
      } finally {
        if (!(await had)) void browser.permissions.remove({ origins }).catch(() => undefined);
      }
    },
    kept: linkCardsItem,
    // The card's image as "From this page" shows pictures: bytes the background fetched under the checks.
    thumbnail: async (imageUrl) => (await ports.ask('prefill.thumbnail', { url: imageUrl })).dataUrl,
  };
}
