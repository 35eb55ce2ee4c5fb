/** A link card holds what a page said about itself: strings only, each cut to length (lib/prefill/link-card.ts). */
import { z } from 'zod/mini';

export const CARD_MAX = { url: 2048, title: 300, description: 500, image: 2048, site: 100 };
const upTo = (max: number) => z.string().check(z.maxLength(max));
export const LinkCard = z.object({
  url: upTo(CARD_MAX.url),
  title: upTo(CARD_MAX.title),
  description: upTo(CARD_MAX.description),
  /** An http(s) address, or '' for none. */
  image: upTo(CARD_MAX.image),
  /** The site's name, else its host. */
  site: upTo(CARD_MAX.site),
});
export type LinkCard = z.infer<typeof LinkCard>;
