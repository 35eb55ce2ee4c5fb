/**
 * The person's share text for each way in, and today's texts as the defaults (lib/prefill/share-text.ts renders
 * them). zod/mini: settings ship in UI bundles.
 */
import { z } from 'zod/mini';

const SHARE_WAYS = ['page', 'selection', 'link', 'image'] as const;
export type ShareWay = (typeof SHARE_WAYS)[number];

export const DEFAULT_SHARE_TEMPLATES: Record<ShareWay, string> = {
  page: '{title}\n{url}',
  selection: '“{selection}”\n\n{url}',
  link: '{link_text}\n{url}',
  image: '',
};

/** Each way in falls back to its default alone when stored damaged. */
const template = (way: ShareWay) => z.catch(z.string().check(z.maxLength(1000)), DEFAULT_SHARE_TEMPLATES[way]);

export const ShareTemplates = z.object({
  page: template('page'),
  selection: template('selection'),
  link: template('link'),
  image: template('image'),
});
export type ShareTemplates = z.infer<typeof ShareTemplates>;
