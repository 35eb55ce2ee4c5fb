/** The deep ESM entry of twitter-text (lib/draft/twitter-length.ts), typed from the package's own types. */
declare module 'twitter-text/dist/esm/parseTweet' {
  import type { parseTweet } from 'twitter-text';
  const parse: typeof parseTweet;
  export default parse;
}
