// Is an address on this computer or the person's own network? A page must not make Quickpost reach into either
// without their word (docs/security.md, "Nothing local without asking").

const words = (...lines: string[]) => lines.join(' ').split(' ');

/** Names that resolve only inside a home or office network (RFC 6762, RFC 8375, ICANN's .internal). */
const LOCAL_SUFFIXES = words(
  'localhost local lan home home.arpa internal localdomain intranet corp private intra wlan fritz.box speedport.ip',
);

/** Names that router makers point at the router itself, whatever the public DNS says. */
const ROUTER_NAMES = new Set(
  words(
    'routerlogin.net routerlogin.com tplinkwifi.net tplinklogin.net tplinkmodem.net tplinkrepeater.net tplogin.cn',
    'miwifi.com myfritz.box router.asus.com dlinkrouter.local mywifiext.net easy.box setup.ubnt.com unifi',
  ),
);

// The ranges Chromium's Private Network Access counts as local or private (IANA's special-purpose registries); IPv4
// inside IPv6 is judged by its IPv4 address. The URL parser has already normalised decimal, octal and hex spellings.
function ipv4Local(a: number, b: number, c: number): boolean {
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b <= 127) ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 0 && c === 0) ||
    (a === 192 && b === 168) ||
    (a === 198 && (b === 18 || b === 19)) ||
    a >= 224
  );
}

/** The eight 16-bit groups of an IPv6 address as URL.hostname writes it (compressed, lower case), or null. */
function groupsOf(host: string): number[] | null {
  let text = host;
  // A trailing dotted IPv4 (the URL parser writes it in hex, but be lenient) becomes two groups.
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail, extra] = text.split('::');
  if (extra !== undefined) return null;
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  if (missing < 0) return null;
  const parts = [...left, ...Array.from({ length: missing }, () => '0'), ...right];
  if (parts.length !== 8 || parts.some((p) => !/^[0-9a-f]{1,4}$/.test(p))) return null;
  return parts.map((p) => parseInt(p, 16));
}

function ipv6Local(host: string): boolean {
  const g = groupsOf(host);
  if (!g) return true; // not an address we can read: treated as local, the careful side
  const v4 = (hi: number, lo: number) => ipv4Local(hi >> 8, hi & 0xff, lo >> 8);
  const zeros = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  if (zeros(0, 8)) return true; // ::
  if (zeros(0, 7) && g[7] === 1) return true; // ::1
  if (zeros(0, 5) && (g[5] === 0xffff || g[5] === 0)) return v4(g[6]!, g[7]!); // ::ffff:a.b.c.d, ::a.b.c.d
  if (g[0] === 0x64 && g[1] === 0xff9b && zeros(2, 6)) return v4(g[6]!, g[7]!); // NAT64
  if (g[0] === 0x2002) return v4(g[1]!, g[2]!); // 6to4
  const first = g[0]!;
  return (first & 0xfe00) === 0xfc00 || (first & 0xffc0) === 0xfe80 || (first & 0xffc0) === 0xfec0 || first >= 0xff00;
}

export function isLocalHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.+$/, '');
  if (host === '') return true;
  if (host.startsWith('[')) return ipv6Local(host.slice(1, -1));
  const v4 = /^(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(host);
  if (v4) return ipv4Local(Number(v4[1]), Number(v4[2]), Number(v4[3]));
  if (!host.includes('.')) return true; // a single label resolves only through the local network's own DNS
  if (ROUTER_NAMES.has(host)) return true;
  return LOCAL_SUFFIXES.some((suffix) => host === suffix || host.endsWith(`.${suffix}`));
}

/** The local address to name to the person ("127.0.0.1:5555"); null when not local or one of `exempt`. */
export function localAddressNeedingConsent(url: URL, exempt: readonly string[]): string | null {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (exempt.includes(url.origin)) return null;
  return isLocalHost(url.hostname) ? url.host : null;
}
