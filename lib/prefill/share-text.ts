/**
 * The text a way in brings, from the person's template for it (lib/settings/share-templates.ts): the prefill's
 * values tidied, its address cleaned when the person wants it, a title or link text that only repeats its address
 * left out, a blank selection shared as its page.
 */
import { cleanUrl } from '@/lib/links/clean-url';
import type { ShareWay } from '@/lib/settings/defaults';
import type { ShareTemplates } from '@/lib/settings/share-templates';
import type { Prefill } from '@/lib/storage/prefill';
import { tidy } from './text-tidy';
import { renderTemplate, type TemplateValues } from './share-template';

export type ShareSource = Exclude<Prefill['source'], 'text'>;

/** Its name, else '' when it only repeats the address. */
const named = (name: string | undefined, url: string) => (tidy(name) === url ? '' : tidy(name));

const siteOf = (url: string) => {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return '';
  }
};

/** The values of a prefill's placeholders; `clean`: its address without tracking parameters (lib/links). */
export function shareValues(prefill: Prefill & { source: ShareSource }, author = '', clean = false): TemplateValues {
  const pageUrl = prefill.pageUrl ?? '';
  const given = prefill.source === 'link' ? (prefill.linkUrl ?? '') : pageUrl;
  const url = clean ? cleanUrl(given) : given;
  return {
    title: named(prefill.pageTitle, pageUrl),
    url,
    selection: tidy(prefill.selection),
    link_text: named(prefill.linkText, url),
    site: siteOf(url),
    author,
  };
}

/** The template a prefill is shared with: a blank selection is shared as its page. */
export const wayOf = (prefill: Prefill & { source: ShareSource }): ShareWay =>
  prefill.source === 'selection' && !tidy(prefill.selection) ? 'page' : prefill.source;

/** Whether sharing this prefill needs its page's author read first (only a template naming it does). */
export const needsAuthor = (prefill: Prefill & { source: ShareSource }, templates: ShareTemplates): boolean =>
  /\{author\}/i.test(templates[wayOf(prefill)]);

export function shareText(
  prefill: Prefill & { source: ShareSource },
  templates: ShareTemplates,
  author = '',
  clean = false,
): { text: string; unknown: string[] } {
  return renderTemplate(templates[wayOf(prefill)], shareValues(prefill, author, clean));
}
