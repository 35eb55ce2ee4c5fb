/**
 * ntfy topic names and the relay address that holds one (docs.ntfy.sh/publish): on a public server the name is the
 * topic's only protection — whoever knows it can read and publish — so Quickpost suggests a long random one. No
 * imports: the options page loads it.
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

export interface RelayTopic {
  /** The server, with any path prefix of a self-hosted install: `https://ntfy.sh`. */
  server: string;
  topic: string;
}

/** Where the person's relay URL `https://<server>/<topic>` points, or null when it is not one. */
export function parseRelayUrl(relayUrl: string): RelayTopic | null {
  let url: URL;
  try {
    url = new URL(relayUrl);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const segments = url.pathname.split('/').filter(Boolean);
  const topic = segments.pop();
  if (!topic || !TOPIC_PATTERN.test(topic)) return null;
  const prefix = segments.length ? `/${segments.join('/')}` : '';
  return { server: `${url.origin}${prefix}`, topic };
}

/** The server of a relay address typed so far (a self-hosted ntfy's, with its path), else ntfy.sh. */
export function relayServerOf(typed: string): string {
  try {
    const url = new URL(typed.trim());
    if (url.protocol === 'https:' || url.protocol === 'http:')
      return `${url.origin}${url.pathname.replace(/\/[^/]*\/?$/, '')}`;
  } catch {
    // nothing usable typed yet
  }
  return 'https://ntfy.sh';
}
