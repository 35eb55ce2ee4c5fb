/**
 * Twitter's weighted length (URLs count 23, CJK and emoji 2, text NFC-normalised), as twitter-text computes it.
 * twitter-text is heavy (~21 KB gzipped for parseTweet alone, docs/stack-notes.md), so it is imported lazily — only
 * once a twitter account is selected — and the popup's first load never carries it.
 */

/** A text's length as the platform counts it. */
export type Measure = (text: string) => number;

/** A tweet's most weighted characters (Create Post `replies`: "each max 280 characters"). */
export const TWEET_LIMIT = 280;

let loading: Promise<Measure> | undefined;

/** Loads twitter-text once; later calls share the same promise. */
export function loadTwitterMeasure(): Promise<Measure> {
  loading ??= import('twitter-text/dist/esm/parseTweet').then(
    (module) => (text: string) => module.default(text).weightedLength,
    (err: unknown) => {
      loading = undefined; // a failed chunk load (extension updated underneath) may be retried later
      throw err;
    },
  );
  return loading;
}

/** Until twitter-text has loaded: code points, which is exact for plain Latin text without links. */
export const roughMeasure: Measure = (text) => [...text.normalize('NFC')].length;
