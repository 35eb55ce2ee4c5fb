// ntfy topic names and the relay address that holds one: on a public server the name is the topic's only secret, so
// Quickpost suggests a long random one. No imports: the options page loads it.

/** ntfy's topic names: letters, digits, `-` and `_`, up to 64. */
export const TOPIC_PATTERN = /^[-_A-Za-z0-9]{1,64}$/;

/** 24 random characters (120 bits); 32 symbols divide 256, so every byte maps without bias. */
export function suggestTopic(
  random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array = (b) => crypto.getRandomValues(b),
): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz234567';
  return `quickpost-${[...random(new Uint8Array(24))].map((b) => alphabet[b % 32]).join('')}`;
}

export interface RelayTopic {
  /** The server, with any path prefix of a self-hosted install. */
  server: string;
  topic: string;
}

/** Where the relay URL `https://<server>/<topic>` points, or null when it is not one. */
export function parseRelayUrl(relayUrl: string): RelayTopic | null {
  if (!URL.canParse(relayUrl)) return null;
  const url = new URL(relayUrl);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const segments = url.pathname.split('/').filter(Boolean);
  const topic = segments.pop();
  if (!topic || !TOPIC_PATTERN.test(topic)) return null;
  return { server: `${url.origin}${segments.map((s) => `/${s}`).join('')}`, topic };
}

/** The server of a relay address typed so far (a self-hosted ntfy's, with its path), else ntfy.sh. */
export function relayServerOf(typed: string): string {
  const url = URL.canParse(typed.trim()) ? new URL(typed.trim()) : null;
  if (url?.protocol === 'https:' || url?.protocol === 'http:')
    return `${url.origin}${url.pathname.replace(/\/[^/]*\/?$/, '')}`;
  return 'https://ntfy.sh';
}
