/**
 * Campaign tags on links to the person's own sites, so their analytics can tell which network a visit came from.
 * Others' links are never tagged; a tag already on the link gives way to Quickpost's.
 */
import { joinQuery, onSite, paramName, splitUrl, webHost } from './url-parts';

export interface Tagging {
  /** The platform type the post goes to: `utm_source`. */
  network: string;
  /** `utm_campaign`; '' for none. */
  campaign: string;
  /** The person's sites, as they typed them (`example.com`, `https://blog.example.com/`). */
  sites: readonly string[];
}

const TAGS = ['utm_source', 'utm_medium', 'utm_campaign'];

/** A typed site as a bare host: no scheme, path, port, `*.` or `www.`. */
export const siteHost = (site: string) =>
  site
    .trim()
    .toLowerCase()
    .replace(/^[a-z][\w+.-]*:\/\//, '')
    .replace(/[/:?#].*$/, '')
    .replace(/^(\*\.)?(www\.)?/, '');

export function tagUrl(url: string, { network, campaign, sites }: Tagging): string {
  const host = webHost(url);
  const own = sites.map(siteHost).filter(Boolean);
  if (host === null || !onSite(host.replace(/^www\./, ''), own)) return url;
  const { base, query, hash } = splitUrl(url);
  const kept = (query ?? []).filter((piece) => piece !== '' && !TAGS.includes(paramName(piece).toLowerCase()));
  const tags = [`utm_source=${encodeURIComponent(network)}`, 'utm_medium=social'];
  if (campaign.trim()) tags.push(`utm_campaign=${encodeURIComponent(campaign.trim())}`);
  return base + joinQuery([...kept, ...tags]) + (hash === null ? '' : `#${hash}`);
}
