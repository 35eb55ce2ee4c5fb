/**
 * The video title for youtube/tiktok (Create Post `title`: "max 100 characters. If omitted, the first line of
 * `content` is used"). The composer shows that first line as the placeholder, and flags a title — typed, or
 * the first line it falls back to — that the service would refuse or cut.
 */
import { t } from '@/lib/i18n/t';

export const TITLE_MAX = 100;

/** Characters as a person counts them (code points, not UTF-16 units). */
const charCount = (text: string) => [...text].length;

/** The first line with text in it, trimmed: what the service uses when no title is sent. */
export function firstLine(content: string): string {
  return (
    content
      .split(/\r?\n/)
      .find((line) => line.trim() !== '')
      ?.trim() ?? ''
  );
}

export interface TitleCheck {
  /** What the post will be titled. */
  effective: string;
  source: 'typed' | 'first-line' | 'none';
  length: number;
  /** A sentence saying what to do, when the title will not do. */
  problem?: string;
}

export function checkTitle(title: string, content: string): TitleCheck {
  const typed = title.trim();
  if (typed !== '') {
    const length = charCount(typed);
    const problem = length > TITLE_MAX ? t('title_too_long', length, TITLE_MAX) : undefined;
    return { effective: typed, source: 'typed', length, ...(problem ? { problem } : {}) };
  }
  const line = firstLine(content);
  if (line === '') return { effective: '', source: 'none', length: 0 };
  const length = charCount(line);
  const problem = length > TITLE_MAX ? t('title_first_line_long', length, TITLE_MAX) : undefined;
  return { effective: line, source: 'first-line', length, ...(problem ? { problem } : {}) };
}
