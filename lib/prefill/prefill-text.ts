// The post text each way in brings. A selection too long is cut at a word by the composer's own counters, so that
// what fits here is what they accept.
import { countersFor, type Counter } from '@/lib/draft/counters';
import type { DraftAttachment } from '@/lib/draft/draft';
import type { Measure } from '@/lib/draft/twitter-length';
import { t } from '@/lib/i18n/t';
import type { Prefill } from '@/lib/storage/prefill';

export type PrefillContent = { text: string; attachments: DraftAttachment[]; warning?: string };

export interface FormatOptions {
  /** Of the accounts chosen in the draft (none: nothing is shortened). */
  types: readonly string[];
  /** Twitter's weighted count once loaded; else the counters' rough count, which only over-trims. */
  measure: Measure | null;
}

/** An http(s) address; null for anything else (browser pages, files, data: nothing worth sharing or reading). */
export function webAddress(value: string | undefined): URL | null {
  try {
    const url = new URL(value ?? '');
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

export const isShareable = (url: string | undefined): url is string => webAddress(url) !== null;

/** Whitespace as a person would retype it: single spaces, at most one blank line. */
export function tidy(text: string | undefined): string {
  return (text ?? '')
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** "Title\nURL", or the URL alone when the title is missing or only repeats it. */
function labelled(label: string | undefined, url: string | undefined): string {
  const name = tidy(label);
  const address = url ?? '';
  if (!name || name === address) return address;
  return address ? `${name}\n${address}` : name;
}

const quoted = (quote: string, url: string | undefined) => (url ? `“${quote}”\n\n${url}` : `“${quote}”`);

const overLimit = (text: string, options: FormatOptions): Counter[] =>
  countersFor(text, options.types, options.measure).filter((c) => c.over);

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** The first `n` graphemes, back to the last word boundary when one is near. */
function cut(parts: string[], n: number): string {
  const head = parts.slice(0, n).join('').trimEnd();
  const space = head.search(/\s\S*$/);
  const atWord = space > head.length * 0.6 ? head.slice(0, space).trimEnd() : head;
  return `${atWord.replace(/[\s,;:.–—-]+$/, '')}…`;
}

function selectionText(
  selection: string,
  url: string | undefined,
  options: FormatOptions,
): Pick<PrefillContent, 'text' | 'warning'> {
  const full = quoted(selection, url);
  const over = overLimit(full, options);
  if (over.length === 0) return { text: full };
  const parts = [...graphemes.segment(selection)].map((s) => s.segment);
  // The longest cut that fits, by binary search: fitting only gets easier as the quote shrinks.
  let low = 0;
  let high = parts.length - 1;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (overLimit(quoted(cut(parts, mid), url), options).length === 0) low = mid;
    else high = mid - 1;
  }
  const tightest = over.reduce((a, b) => ((b.limit ?? Infinity) < (a.limit ?? Infinity) ? b : a));
  const limitWords = t('prefill_limit_words', tightest.label, String(tightest.limit));
  if (low === 0) return { text: url ?? '', warning: t('prefill_too_long', limitWords) };
  return { text: quoted(cut(parts, low), url), warning: t('prefill_shortened', limitWords, tightest.used) };
}

export function contentOf(prefill: Prefill, options: FormatOptions): PrefillContent {
  switch (prefill.source) {
    case 'page':
      return { text: labelled(prefill.pageTitle, prefill.pageUrl), attachments: [] };
    case 'link':
      return { text: labelled(prefill.linkText, prefill.linkUrl), attachments: [] };
    case 'selection': {
      const selection = tidy(prefill.selection);
      if (!selection) return { text: labelled(prefill.pageTitle, prefill.pageUrl), attachments: [] };
      return { ...selectionText(selection, prefill.pageUrl, options), attachments: [] };
    }
    case 'text':
      return { text: [tidy(prefill.text), prefill.pageUrl ?? ''].filter(Boolean).join('\n\n'), attachments: [] };
    case 'image': {
      const attachment = prefill.image?.attachment;
      return { text: '', attachments: attachment ? [attachment] : [] };
    }
  }
}
