/**
 * "Split into thread" (docs/design.md §3.2): tweets of at most 280 weighted characters, cut between sentences, else
 * between words, inside a word only as a last resort.
 */
import { TWEET_LIMIT, type Measure } from './twitter-length';

/** Joined back, the pieces give `text` exactly. */
function pieces(text: string, granularity: 'sentence' | 'grapheme'): string[] {
  return Array.from(new Intl.Segmenter(undefined, { granularity }).segment(text), (s) => s.segment);
}

/** A URL stays whole: cutting one would break the link (and its 23-character count). */
function words(text: string): string[] {
  return text.split(/(?<=\s)(?=\S)/); // keeps each word with its trailing whitespace
}

/** Greedy packing; a piece that cannot fit alone is split `finer`. */
function pack(items: string[], fits: (s: string) => boolean, finer: (piece: string) => string[]): string[] {
  const parts: string[] = [];
  let current = '';
  for (const item of items) {
    if (fits(current + item)) {
      current += item;
      continue;
    }
    if (current.trim() !== '') parts.push(current);
    current = '';
    if (fits(item)) {
      current = item;
      continue;
    }
    const split = finer(item);
    // The last finer piece stays open, so the next item may still join it.
    parts.push(...split.slice(0, -1));
    current = split.at(-1) ?? '';
  }
  if (current.trim() !== '') parts.push(current);
  return parts;
}

export function splitIntoThread(text: string, measure: Measure, limit = TWEET_LIMIT): string[] {
  const fits = (s: string) => measure(s.trim()) <= limit;
  const byGraphemes = (piece: string) => pack(pieces(piece, 'grapheme'), fits, (g) => [g]);
  const byWords = (piece: string) => pack(words(piece), fits, byGraphemes);
  return pack(pieces(text, 'sentence'), fits, byWords)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

export function isOverLimit(text: string, measure: Measure, limit = TWEET_LIMIT): boolean {
  return measure(text.trim()) > limit;
}

type Thread = { text: string; replies: string[] };

/** The main text and every reply over the limit are split in place, in order. */
export function splitThread(thread: Thread, measure: Measure, limit = TWEET_LIMIT): Thread {
  const expand = (t: string) => (isOverLimit(t, measure, limit) ? splitIntoThread(t, measure, limit) : [t]);
  const [text = '', ...rest] = expand(thread.text);
  return { text, replies: [...rest, ...thread.replies.flatMap(expand)] };
}
