/**
 * The video title for youtube/tiktok (Create Post `title`: "max 100 characters. If omitted, the first line of
 * `content` is used"), typed or fallen back to, flagged when the service would refuse or cut it.
 */
import { t } from '@/lib/i18n/t';

export const TITLE_MAX = 100;

// Code points, as a person counts, not UTF-16 units.
const charCount = (text: string) => [...text].length;

export function firstLine(content: string): string {
  return (
    content
      .split(/\r?\n/)
      .find((line) => line.trim() !== '')
      ?.trim() ?? ''
  );
}

interface TitleCheck {
  effective: string; // what the post will be titled
  source: 'typed' | 'first-line' | 'none';
  length: number;
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
