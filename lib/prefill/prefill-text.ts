// The post text each way in brings, from the person's share template for it. A selection too long is cut at a word by
// the composer's own counters, so that what fits here is what they accept; the rest of the template stays whole.
import { countersFor, type Counter } from '@/lib/draft/counters';
import type { DraftAttachment } from '@/lib/draft/draft';
import type { Measure } from '@/lib/draft/twitter-length';
import { t } from '@/lib/i18n/t';
import type { Prefill } from '@/lib/storage/prefill';
import type { ShareSettings } from '@/lib/settings/share-templates';
import { defaultShareSettings } from '@/lib/storage/share-settings-item';
import { renderTemplate } from './share-template';
import { shareValues, wayOf } from './share-text';
import { tidy } from './text-tidy';

export interface PrefillContent {
  text: string;
  attachments: DraftAttachment[];
  warning?: string;
  /** The address Quickpost put into the text (the draft records it: any other is the person's, sent as written). */
  link?: string;
}

export interface FormatOptions {
  /** Of the accounts chosen in the draft (none: nothing is shortened). */
  types: readonly string[];
  /** Twitter's weighted count once loaded; else the counters' rough count, which only over-trims. */
  measure: Measure | null;
  /** The person's share templates and link settings; absent: the defaults. */
  share?: ShareSettings | undefined;
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

/** A selection in its template, shortened to fit every chosen platform when it must be. */
function selectionText(
  selection: string,
  render: (selection: string) => string,
  options: FormatOptions,
): Pick<PrefillContent, 'text' | 'warning'> {
  const full = render(selection);
  const over = overLimit(full, options);
  if (over.length === 0) return { text: full };
  const parts = [...graphemes.segment(selection)].map((s) => s.segment);
  // The longest cut that fits, by binary search: fitting only gets easier as the quote shrinks.
  let low = 0;
  let high = parts.length - 1;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (overLimit(render(cut(parts, mid)), options).length === 0) low = mid;
    else high = mid - 1;
  }
  const tightest = over.reduce((a, b) => ((b.limit ?? Infinity) < (a.limit ?? Infinity) ? b : a));
  const limitWords = t('prefill_limit_words', tightest.label, String(tightest.limit));
  if (low === 0) return { text: render(''), warning: t('prefill_too_long', limitWords) };
  return { text: render(cut(parts, low)), warning: t('prefill_shortened', limitWords, tightest.used) };
}

export function contentOf(prefill: Prefill, options: FormatOptions): PrefillContent {
  if (prefill.source === 'text') {
    return { text: [tidy(prefill.text), prefill.pageUrl ?? ''].filter(Boolean).join('\n\n'), attachments: [] };
  }
  const shared = { ...prefill, source: prefill.source };
  const { templates, links } = options.share ?? defaultShareSettings;
  const values = shareValues(shared, prefill.author, links.clean);
  const way = wayOf(shared);
  const render = (selection: string) => renderTemplate(templates[way], { ...values, selection }).text;
  const attachment = prefill.source === 'image' ? prefill.image?.attachment : undefined;
  const content: PrefillContent = {
    ...(way === 'selection' ? selectionText(values.selection!, render, options) : { text: render('') }),
    attachments: attachment ? [attachment] : [],
  };
  return values.url && content.text.includes(values.url) ? { ...content, link: values.url } : content;
}
