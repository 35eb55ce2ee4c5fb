import { describe, expect, it } from 'vitest';
import { loadTwitterMeasure, roughMeasure } from '@/lib/draft/twitter-length';

describe('Twitter weighted length (twitter-text, loaded lazily)', () => {
  it.each([
    ['plain Latin text counts one per character', 'hello world', 11],
    ['a URL counts 23 whatever its length', 'see https://example.com/a/very/long/path/that/goes/on/and/on', 4 + 23],
    ['CJK characters count 2', '日本語', 6],
    ['an emoji counts 2', '👍', 2],
    ['a combining sequence is normalised (NFC) first', 'e\u0301', 1],
  ])('%s', async (_name, text, expected) => {
    const measure = await loadTwitterMeasure();
    expect(measure(text)).toBe(expected);
  });

  it('shares one load between callers', async () => {
    expect(await loadTwitterMeasure()).toBe(await loadTwitterMeasure());
  });

  it('the rough count before loading is code points', () => {
    expect(roughMeasure('日本')).toBe(2);
    expect(roughMeasure('👍')).toBe(1);
  });
});
