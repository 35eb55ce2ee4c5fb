/**
 * ntfy topic names (docs.ntfy.sh/publish): on a public server the name is the topic's only protection — whoever
 * knows it can read and publish — so Quickpost suggests a long random one. No imports: the options page loads it.
 */

/** ntfy's topic names: letters, digits, `-` and `_`, up to 64. */
export const TOPIC_PATTERN = /^[-_A-Za-z0-9]{1,64}$/;

/** A topic name from 24 random characters of the Web Crypto API (120 bits): it cannot be guessed. */
export function suggestTopic(
  random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array = (b) => crypto.getRandomValues(b),
): string {
  // 32 symbols divide 256: every byte maps without bias.
  const alphabet = 'abcdefghijklmnopqrstuvwxyz234567';
  const bytes = random(new Uint8Array(24));
  return `quickpost-${[...bytes].map((b) => alphabet[b % 32]).join('')}`;
}
