/**
 * The query parameters that only tell someone where a click came from, each with who documents it (or, where the
 * vendor does not, the cleaners' list that names it). A parameter that means something else elsewhere is kept to
 * the sites that set it.
 */
import { onSite } from './url-parts';

export interface TrackingParameter {
  /** Lower case; ending in `*`, every name that starts so. */
  name: string;
  source: string;
  /** Only on these sites and their subdomains. */
  hosts?: readonly string[];
}

const group = (source: string, names: string[], hosts?: readonly string[]): TrackingParameter[] =>
  names.map((name) => (hosts ? { name, source, hosts } : { name, source }));

export const TRACKING_PARAMETERS: readonly TrackingParameter[] = [
  ...group('Google Analytics: campaign URL parameters', ['utm_*']),
  ...group('Google Analytics: cross-domain linker', ['_ga', '_gl']),
  ...group('Google Ads: auto-tagging', ['gclid', 'gclsrc', 'gbraid', 'wbraid']),
  ...group('Google Campaign Manager 360: click ID', ['dclid']),
  ...group('Google Merchant Center: auto-tagging', ['srsltid']),
  ...group('Meta: click ID (the fbc of its Conversions API)', ['fbclid']),
  ...group('Microsoft Advertising: auto-tagging', ['msclkid']),
  ...group('Mailchimp: campaign and subscriber IDs', ['mc_cid', 'mc_eid']),
  ...group('HubSpot: email and CTA tracking', ['_hsenc', '_hsmi', '__hstc', '__hssc', '__hsfp', 'hsctatracking']),
  ...group('Matomo: campaign parameters', ['pk_*', 'mtm_*']),
  ...group('Marketo: email tracking token', ['mkt_tok']),
  ...group('TikTok: click ID', ['ttclid']),
  ...group('X: click ID', ['twclid']),
  ...group('LinkedIn: Insight Tag first-party ID', ['li_fat_id']),
  ...group('Yandex Direct: click ID', ['yclid']),
  ...group('ClearURLs rules: Instagram share links', ['igshid', 'igsh']),
  ...group('ClearURLs rules: X embeds and share buttons', ['ref_src', 'ref_url']),
  ...group('ClearURLs rules: X share links', ['s', 't'], ['twitter.com', 'x.com']),
  ...group('ClearURLs rules: YouTube and Spotify share links', ['si'], ['youtube.com', 'youtu.be', 'spotify.com']),
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
