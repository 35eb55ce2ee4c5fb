/**
 * The link cards' ports in a real composer page: the shared page's card is read from its tab with `scripting` (the
 * toolbar click's activeTab grant, as "From this page" reads images); other addresses through the background.
 */
import { z } from 'zod/mini';
import { pageBrowser } from './page-browser';
import { cardOfTab, LinkCard, type CardScripting } from '@/lib/prefill/link-card';
import { defineParsedItem } from '@/lib/storage/parsed-item';
import type { ComposerPorts } from './ports';
import type { LinkCardPorts } from './link-cards-model';

/** Cards loaded with "Load preview", kept while the browser runs (for the draft; gone at restart). */
const linkCardsItem = defineParsedItem('session:linkCards', { schema: z.array(LinkCard), fallback: [] });

export function browserLinkCardPorts(ports: Pick<ComposerPorts, 'ask' | 'prefill'>): LinkCardPorts {
  const browser = pageBrowser();
  return {
    async sharedPage() {
      const tab = await (await ports.prefill?.())?.currentPage();
      if (!tab?.url) return null;
      return {
        url: tab.url,
        card: () => cardOfTab((browser as unknown as { scripting?: CardScripting }).scripting, tab),
      };
    },
    fetchHtml: (url) => ports.ask('linkCard.fetch', { url }),
    kept: linkCardsItem,
  };
}
