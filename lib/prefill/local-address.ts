/**
 * Is an image's address on this computer or the local network? A web page's image URL must not make
 * Quickpost reach into the person's own machine or network (a router's admin page, a local service's GET that
 * acts) without their word. Loopback, private (RFC 1918), carrier-grade NAT, link-local and unique-local
 * addresses, IPv4 and IPv6 literals (IPv4-mapped included), and `localhost`/`*.localhost`/`*.local` names. The
 * URL parser has already turned decimal, octal and hex IPv4 spellings into dotted form.
 */

function ipv4Local(a: number, b: number): boolean {
  return (
    a === 127 ||
    a === 10 ||
    a === 0 ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 169 && b === 254) ||
    (a === 100 && b >= 64 && b <= 127)
  );
}

function ipv6Local(host: string): boolean {
  if (host === '::1' || host === '::') return true;
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(host);
  if (mapped) {
    const high = parseInt(mapped[1]!, 16);
    return ipv4Local(high >> 8, high & 0xff);
  }
  const dotted = /^::ffff:(\d+)\.(\d+)\.\d+\.\d+$/.exec(host);
  if (dotted) return ipv4Local(Number(dotted[1]), Number(dotted[2]));
  const first = parseInt(host.split(':')[0] || '0', 16);
  return (first & 0xfe00) === 0xfc00 || (first & 0xffc0) === 0xfe80; // fc00::/7 unique-local, fe80::/10 link-local
}

/** True when `hostname` (as URL.hostname gives it) names this computer or the local network. */
export function isLocalHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host.startsWith('[')) return ipv6Local(host.slice(1, -1));
  const v4 = /^(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(host);
  if (v4) return ipv4Local(Number(v4[1]), Number(v4[2]));
  return host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local');
}

/**
 * The address to name to the person ("127.0.0.1:5555") when `url` is local and needs their word first; null when
 * it does not: not local, or the configured service's own origin (its media files live there).
 */
export function localAddressNeedingConsent(url: URL, serviceOrigins: readonly string[]): string | null {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (serviceOrigins.includes(url.origin)) return null;
  return isLocalHost(url.hostname) ? url.host : null;
}
