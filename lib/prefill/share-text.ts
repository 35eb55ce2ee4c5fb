/**
 * The text a way in brings, from the person's template for it (lib/settings/share-templates.ts): the prefill's
 * values tidied, a title or link text that only repeats its address left out, a blank selection shared as its page.
 */
import type { ShareTemplates } from '@/lib/settings/share-templates';
import type { Prefill } from '@/lib/storage/prefill';
import { tidy } from './prefill-text';
import { renderTemplate, type TemplateValues } from './share-template';

type ShareSource = Exclude<Prefill['source'], 'text'>;

/** Its name, else '' when it only repeats the address. */
const named = (name: string | undefined, url: string) => (tidy(name) === url ? '' : tidy(name));

const siteOf = (url: string) => {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return '';
  }
};

function shareValues(prefill: Prefill & { source: ShareSource }, author = ''): TemplateValues {
  const pageUrl = prefill.pageUrl ?? '';
  const url = prefill.source === 'link' ? (prefill.linkUrl ?? '') : pageUrl;
  return {
    title: named(prefill.pageTitle, pageUrl),
    url,
    selection: tidy(prefill.selection),
    link_text: named(prefill.linkText, url),
    site: siteOf(url),
    author,
  };
}

export function shareText(
  prefill: Prefill & { source: ShareSource },
  templates: ShareTemplates,
  author = '',
): { text: string; unknown: string[] } {
  const values = shareValues(prefill, author);
  const way = prefill.source === 'selection' && !values.selection ? 'page' : prefill.source;
  return renderTemplate(templates[way], values);
}
