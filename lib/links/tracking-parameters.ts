/**
 * The query parameters that only tell someone where a click came from, each with who documents it (or, where the
 * vendor does not, the cleaners' list that names it). A parameter that means something else elsewhere is kept to
 * the sites that set it.
 */
import { onSite } from './url-parts';

/** Lower case; ending in `*`, every name that starts so; with `hosts`, only on those sites and their subdomains. */
interface TrackingParameter {
  name: string;
  hosts?: readonly string[];
}

const all = (names: string[], hosts?: readonly string[]): TrackingParameter[] =>
  names.map((name) => (hosts ? { name, hosts } : { name }));

// Each line's source is in its comment: it costs the bundles nothing there.
export const TRACKING_PARAMETERS: readonly TrackingParameter[] = [
  // Google Analytics: campaign URL parameters
  ...all(['utm_*']),
  // Google Analytics: cross-domain linker
  ...all(['_ga', '_gl']),
  // Google Ads: auto-tagging
  ...all(['gclid', 'gclsrc', 'gbraid', 'wbraid']),
  // Google Campaign Manager 360: click ID
  ...all(['dclid']),
  // Google Merchant Center: auto-tagging
  ...all(['srsltid']),
  // Meta: click ID (the fbc of its Conversions API)
  ...all(['fbclid']),
  // Microsoft Advertising: auto-tagging
  ...all(['msclkid']),
  // Mailchimp: campaign and subscriber IDs
  ...all(['mc_cid', 'mc_eid']),
  // HubSpot: email and CTA tracking
  ...all(['_hsenc', '_hsmi', '__hstc', '__hssc', '__hsfp', 'hsctatracking']),
  // Matomo: campaign parameters
  ...all(['pk_*', 'mtm_*']),
  // Marketo: email tracking token
  ...all(['mkt_tok']),
  // TikTok: click ID
  ...all(['ttclid']),
  // X: click ID
  ...all(['twclid']),
  // LinkedIn: Insight Tag first-party ID
  ...all(['li_fat_id']),
  // Yandex Direct: click ID
  ...all(['yclid']),
  // ClearURLs rules: Instagram share links
  ...all(['igshid', 'igsh']),
  // ClearURLs rules: X embeds and share buttons
  ...all(['ref_src', 'ref_url']),
  // ClearURLs rules: X share links
  ...all(['s', 't'], ['twitter.com', 'x.com']),
  // ClearURLs rules: YouTube and Spotify share links
  ...all(['si'], ['youtube.com', 'youtu.be', 'spotify.com']),
];

/** Whether the (decoded) parameter `name` only tracks on a page of `host`. */
export function isTracking(name: string, host: string): boolean {
  const lower = name.toLowerCase();
  return TRACKING_PARAMETERS.some(
    (p) =>
      (p.name.endsWith('*') ? lower.startsWith(p.name.slice(0, -1)) : lower === p.name) &&
      (!p.hosts || onSite(host, p.hosts)),
  );
}
