/**
 * Twitter's weighted length (URLs count 23, CJK and emoji 2), as twitter-text computes it. twitter-text is heavy
 * (~21 KB gz, docs/stack-notes.md), so it loads once a twitter account is chosen, never with the popup.
 */
export type Measure = (text: string) => number;

/** Create Post `replies`: "each max 280 characters". */
export const TWEET_LIMIT = 280;

let loading: Promise<Measure> | undefined;

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

/** Until twitter-text has loaded: exact for plain Latin text without links. */
export const roughMeasure: Measure = (text) => [...text.normalize('NFC')].length;
