/**
 * Only this machine's own addresses may be reached over plain `http://`: anywhere else the key, a sign-in code or the
 * relay's topic (its only secret) would travel unencrypted.
 */

/** 127.0.0.0/8, ::1, `localhost` and `*.localhost` (RFC 6761: always this machine). */
function isLoopbackHost(hostname: string): boolean {
  const host = hostname
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (host === '::1' || host === '0:0:0:0:0:0:0:1') return true;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

export function isPlainHttpOffMachine(address: string): boolean {
  try {
    const url = new URL(address);
    return url.protocol === 'http:' && !isLoopbackHost(url.hostname);
  } catch {
    return false;
  }
}
