/** The address bar's `qp <text>`, `qp <text> +` (with the page's URL), `qp +`; a "+" inside the words is a plus. */
import { t } from '@/lib/i18n/t';
import { platformLabel } from '@/lib/service/platforms';
import type { AccountRef } from '@/lib/service/post';
import { isShareable } from './prefill-text';
import { tidy } from './text-tidy';
import type { Prefill } from '@/lib/storage/prefill';

export function parseOmnibox(input: string): { text: string; withPage: boolean } {
  const trimmed = input.trim();
  const mark = /(?:^|\s)\+$/.exec(trimmed);
  if (!mark) return { text: tidy(trimmed), withPage: false };
  return { text: tidy(trimmed.slice(0, mark.index)), withPage: true };
}

/** What pressing Enter brings to the composer; null for nothing at all (the composer opens as it is). */
export function omniboxPrefill(
  input: string,
  page: { url?: string | undefined; title?: string | undefined } | undefined,
  id: string,
  now: number,
): Prefill | null {
  const { text, withPage } = parseOmnibox(input);
  const url = withPage && isShareable(page?.url) ? page.url : undefined;
  const pageParts = url ? { pageUrl: url, ...(page?.title ? { pageTitle: page.title } : {}) } : {};
  if (!text) return url ? { id, createdAt: now, source: 'page', ...pageParts } : null;
  return { id, createdAt: now, source: 'text', text, ...pageParts };
}

interface CachedAccount {
  id: number;
  type: string;
  name?: string | null | undefined;
  username?: string | null | undefined;
}

export function accountNames(chosen: readonly AccountRef[], cached: readonly CachedAccount[] | null): string[] {
  return chosen.map((ref) => {
    const account = cached?.find((a) => a.id === ref.id && a.type === ref.type);
    const name = account?.name ?? (account?.username ? `@${account.username}` : `#${ref.id}`);
    return `${name} (${platformLabel(ref.type)})`;
  });
}

/** Chrome's descriptions are XML (`<match>`, `<dim>`); Firefox's are plain text. */
const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** What the address bar shows while the person types; `slot`: where "Add to queue" would put the post. */
export function omniboxSuggestions(
  input: string,
  names: readonly string[],
  { markup, slot }: { markup: boolean; slot?: string | undefined },
): { description: string; suggestions: { content: string; description: string }[] } {
  const { text, withPage } = parseOmnibox(input);
  const safe = markup ? escapeXml : (s: string) => s;
  const named = names.length > 0 ? names.join(', ') : t('omnibox_no_accounts');
  const accounts = slot ? t('omnibox_accounts_and_slot', named, slot) : named;
  const describe = (page: boolean) =>
    safe(
      text
        ? t(page ? 'omnibox_text_and_page' : 'omnibox_text', text, accounts)
        : t(page ? 'omnibox_page' : 'omnibox_empty', accounts),
    );
  if (!text) return { description: describe(withPage), suggestions: [] };
  return {
    description: describe(withPage),
    suggestions: [{ content: withPage ? text : `${text} +`, description: describe(!withPage) }],
  };
}
