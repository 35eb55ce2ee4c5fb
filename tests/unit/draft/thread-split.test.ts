import { beforeAll, describe, expect, it } from 'vitest';
import { isOverLimit, splitIntoThread, splitThread } from '@/lib/draft/thread-split';
import { TWEET_LIMIT } from '@/lib/draft/twitter-length';
import { loadTwitterMeasure, type Measure } from '@/lib/draft/twitter-length';

let measure: Measure;
beforeAll(async () => {
  measure = await loadTwitterMeasure();
});

/** A sentence of n words, capitalised: after a full stop, a lowercase word does not start a new sentence. */
const sentence = (n: number, word = 'word') =>
  `${word[0]!.toUpperCase()}${word.slice(1)} ${Array.from({ length: n - 1 }, () => word).join(' ')}.`;
/** 20 sentences of 10 words of 4 letters: 50 characters each, 1000 in all. */
const prose = Array.from({ length: 20 }, () => sentence(10)).join(' ');
const url = 'https://example.com/' + 'x'.repeat(200);

describe('splitIntoThread', () => {
  it.each([
    ['blank text gives nothing', '   ', []],
    ['short text stays whole', 'Just one tweet.', ['Just one tweet.']],
    ['text at exactly the limit stays whole', 'a'.repeat(TWEET_LIMIT), ['a'.repeat(TWEET_LIMIT)]],
  ])('%s', (_name, text, expected) => {
    expect(splitIntoThread(text, measure)).toEqual(expected);
  });

  it('cuts between sentences, each part within the limit, nothing lost', () => {
    const parts = splitIntoThread(prose, measure);
    expect(parts.length).toBe(4); // 5 sentences (254 characters with spaces) fit in each part
    for (const part of parts) {
      expect(measure(part)).toBeLessThanOrEqual(TWEET_LIMIT);
      expect(part.endsWith('.')).toBe(true); // ends on a sentence boundary
    }
    expect(parts.join(' ')).toBe(prose);
  });

  it('cuts a sentence longer than the limit between words', () => {
    const long = sentence(80, 'abcd'); // 399 characters, one sentence
    const parts = splitIntoThread(long, measure);
    expect(parts.length).toBe(2);
    for (const part of parts) expect(measure(part)).toBeLessThanOrEqual(TWEET_LIMIT);
    expect(parts.every((p) => /^abcd/i.test(p))).toBe(true); // no word cut in half
    expect(parts.join(' ')).toBe(long);
  });

  it('keeps a URL whole and counts it as 23', () => {
    const text = `${sentence(40, 'abcd')} ${url} ${sentence(40, 'efgh')}`;
    const parts = splitIntoThread(text, measure);
    for (const part of parts) expect(measure(part)).toBeLessThanOrEqual(TWEET_LIMIT);
    expect(parts.some((p) => p.includes(url))).toBe(true);
  });

  it('cuts inside a word only when one word alone is over the limit', () => {
    const parts = splitIntoThread('z'.repeat(600), measure);
    expect(parts.map((p) => p.length)).toEqual([280, 280, 40]);
  });

  it('weights CJK text: 140 ideographs fill a tweet', () => {
    const cjk = '日本語の文章です。'.repeat(40); // 360 characters, 9 per sentence (18 weighted)
    const parts = splitIntoThread(cjk, measure);
    for (const part of parts) expect(measure(part)).toBeLessThanOrEqual(TWEET_LIMIT);
    expect(parts.join('')).toBe(cjk);
    expect(parts.length).toBe(Math.ceil((40 * 18) / 270)); // 15 sentences (270) per part
  });

  it('treats line breaks as boundaries too', () => {
    const text = `${'First paragraph line. '.repeat(8).trim()}\n\n${'Second paragraph here. '.repeat(8).trim()}`;
    const parts = splitIntoThread(text, measure);
    expect(parts[0]!.startsWith('First')).toBe(true);
    for (const part of parts) expect(measure(part)).toBeLessThanOrEqual(TWEET_LIMIT);
  });
});

describe('splitThread', () => {
  it('splits the main text in place and keeps existing replies after it', () => {
    const result = splitThread({ text: prose, replies: ['existing reply'] }, measure);
    expect(result.text.length).toBeLessThanOrEqual(TWEET_LIMIT);
    expect(result.replies.at(-1)).toBe('existing reply');
    expect([result.text, ...result.replies.slice(0, -1)].join(' ')).toBe(prose);
  });

  it('splits a reply that is over the limit into consecutive replies', () => {
    const result = splitThread({ text: 'Intro.', replies: ['a', prose, 'z'] }, measure);
    expect(result.text).toBe('Intro.');
    expect(result.replies[0]).toBe('a');
    expect(result.replies.at(-1)).toBe('z');
    expect(result.replies.length).toBe(2 + 4);
  });

  it('leaves a thread that fits unchanged', () => {
    const thread = { text: 'Short.', replies: ['Also short.'] };
    expect(splitThread(thread, measure)).toEqual(thread);
  });

  it.each([
    ['a', false],
    ['a'.repeat(281), true],
    [`${'a'.repeat(250)} ${url}`, false], // 250 + 1 + 23
  ])('isOverLimit(%#)', (text, expected) => {
    expect(isOverLimit(text, measure)).toBe(expected);
  });
});
