/**
 * The person's share settings as the background checks them: the share text of each way in (lib/prefill/share-text.ts
 * renders them) and what becomes of the links Quickpost puts into a post (lib/links). Defaults in defaults.ts.
 */
import { z } from 'zod/mini';
import { DEFAULT_LINK_SETTINGS, DEFAULT_SHARE_TEMPLATES, type ShareWay } from './defaults';

/** Each way in falls back to its default alone when stored damaged. */
const template = (way: ShareWay) => z.catch(z.string().check(z.maxLength(1000)), DEFAULT_SHARE_TEMPLATES[way]);

export const ShareTemplates = z.object({
  page: template('page'),
  selection: template('selection'),
  link: template('link'),
  image: template('image'),
});
export type ShareTemplates = z.infer<typeof ShareTemplates>;

/** Remove tracking parameters; tag links to the person's own sites with the network they go to. */
export const LinkSettings = z.object({
  clean: z.catch(z.boolean(), DEFAULT_LINK_SETTINGS.clean),
  tag: z.catch(z.boolean(), DEFAULT_LINK_SETTINGS.tag),
  /** As the person typed them, one a line (lib/links/tag-url.ts reads each as a host). */
  sites: z.catch(z.array(z.string().check(z.maxLength(300))).check(z.maxLength(100)), []),
  /** `utm_campaign`; '' for none. */
  campaign: z.catch(z.string().check(z.maxLength(100)), DEFAULT_LINK_SETTINGS.campaign),
});
export type LinkSettings = z.infer<typeof LinkSettings>;

export const ShareSettings = z.object({
  templates: z.catch(ShareTemplates, DEFAULT_SHARE_TEMPLATES),
  links: z.catch(LinkSettings, DEFAULT_LINK_SETTINGS),
});
export type ShareSettings = z.infer<typeof ShareSettings>;
