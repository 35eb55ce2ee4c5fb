/**
 * The links of a draft as each network gets them: the addresses Quickpost put in (`inserted`) that point to the
 * person's sites are tagged with the network; any other address is the person's and goes exactly as written, unless
 * they ask to clean it ("Clean this link").
 */
import type { Draft } from '@/lib/draft/draft';
import { textFor } from '@/lib/draft/networks';
import type { LinkSettings } from '@/lib/settings/share-templates';
import { cleanUrl } from './clean-url';
import { linksIn, rewriteLinks } from './links-in-text';
import { tagUrl } from './tag-url';

type Texts = Pick<Draft, 'text' | 'networks' | 'accounts' | 'replies' | 'inserted'>;

/**
 * The draft with each network's text tagged, as per-network copies (lib/draft/networks.ts), so the texts that now
 * differ go out as separate posts; the draft itself when nothing is tagged.
 */
export function taggedDraft<T extends Texts>(draft: T, links: LinkSettings): T {
  const inserted = new Set(draft.inserted ?? []);
  if (!links.tag || links.sites.length === 0 || inserted.size === 0) return draft;
  const tag = (text: string, network: string) =>
    rewriteLinks(text, ({ url }) =>
      inserted.has(url) ? tagUrl(url, { network, campaign: links.campaign, sites: links.sites }) : url,
    );
  const types = [...new Set(draft.accounts.map((a) => a.type))];
  const copies = types.map((type) => ({ type, text: tag(textFor(draft, type), type) }));
  if (copies.every((copy) => copy.text === textFor(draft, copy.type))) return draft;
  return { ...draft, networks: { copies } };
}

/** The addresses the person wrote that carry tracking parameters, once each, in the order they appear. */
export function linksToClean(draft: Texts): string[] {
  const inserted = new Set(draft.inserted ?? []);
  const texts = [draft.text, ...(draft.networks?.copies.map((c) => c.text) ?? []), ...draft.replies];
  const urls = texts.flatMap((text) => linksIn(text).map((link) => link.url));
  return [...new Set(urls)].filter((url) => !inserted.has(url) && cleanUrl(url) !== url);
}

/** "Clean this link": `url` cleaned wherever it stands, and Quickpost's from now on. */
export function withCleanLink<T extends Texts>(draft: T, url: string): T {
  const clean = cleanUrl(url);
  const swap = (text: string) => rewriteLinks(text, (link) => (link.url === url ? clean : link.url));
  return {
    ...draft,
    text: swap(draft.text),
    replies: draft.replies.map(swap),
    ...(draft.networks && {
      networks: { ...draft.networks, copies: draft.networks.copies.map((c) => ({ ...c, text: swap(c.text) })) },
    }),
    inserted: [...new Set([...(draft.inserted ?? []), clean])],
  };
}
