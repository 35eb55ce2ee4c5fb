/**
 * "Split into thread" (docs/design.md §3.2): tweets of at most 280 weighted characters, cut between sentences, else
 * between words, inside a word only as a last resort. Measured with twitter-text's count, since a URL counts 23.
 */
import { TWEET_LIMIT, type Measure } from './twitter-length';

/** The pieces of `text` at sentence or grapheme boundaries; joined back they give `text` exactly. */
function pieces(text: string, granularity: 'sentence' | 'grapheme'): string[] {
  return Array.from(new Intl.Segmenter(undefined, { granularity }).segment(text), (s) => s.segment);
}

/** Words, but a URL stays whole: cutting one would break the link (and its 23-character count). */
function words(text: string): string[] {
  return text.split(/(?<=\s)(?=\S)/); // keeps each word with its trailing whitespace
}

/** Greedy packing of pieces into parts that fit; a piece that cannot fit alone is split finer by `finer`. */
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

/** Splits `text` into parts of at most `limit` as measured; returns [] for blank text. */
export function splitIntoThread(text: string, measure: Measure, limit = TWEET_LIMIT): string[] {
  const fits = (s: string) => measure(s.trim()) <= limit;
  const byGraphemes = (piece: string) => pack(pieces(piece, 'grapheme'), fits, (g) => [g]);
  const byWords = (piece: string) => pack(words(piece), fits, byGraphemes);
  return pack(pieces(text, 'sentence'), fits, byWords)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/** True when `text` needs splitting. */
export function isOverLimit(text: string, measure: Measure, limit = TWEET_LIMIT): boolean {
  return measure(text.trim()) > limit;
}

export interface Thread {
  text: string;
  replies: string[];
}

/**
 * The whole thread made to fit: the main text and every reply over the limit are split in place, in order.
 * A thread that already fits comes back unchanged.
 */
export function splitThread(thread: Thread, measure: Measure, limit = TWEET_LIMIT): Thread {
  const expand = (t: string) => (isOverLimit(t, measure, limit) ? splitIntoThread(t, measure, limit) : [t]);
  const [text = '', ...rest] = expand(thread.text);
  return { text, replies: [...rest, ...thread.replies.flatMap(expand)] };
}
