// The link card from a page's meta tags, read in the tab or from fetched HTML with DOMParser (inert: no script runs).
// What comes back is untrusted: strings only, cut to length, the image only http(s).
import { z } from 'zod/mini';
import { CARD_MAX as MAX, type LinkCard } from '@/lib/draft/link-card';
import { isShareable as isWeb } from './prefill-text';
import { cleanUrl } from '@/lib/links/clean-url';

/** Runs in the page, or on fetched HTML (self-contained: executeScript serialises it). Strings only, capped. */
export function metaOfPage(html?: string, base?: string): Record<string, string> {
  const doc = html === undefined ? document : new DOMParser().parseFromString(html, 'text/html');
  const cap = (value: string | null | undefined, max: number) =>
    (value ?? '').replace(/\s+/g, ' ').trim().slice(0, max);
  const meta = (...keys: string[]) => {
    for (const key of keys) {
      const found = doc.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content');
      if (found && found.trim()) return found;
    }
    return '';
  };
  let root = base ?? document.baseURI;
  try {
    const own = doc.querySelector('base[href]')?.getAttribute('href');
    if (own) root = new URL(own, root).href;
  } catch {
    // a broken <base>: the page's own address
  }
  const absolute = (value: string) => {
    try {
      return value ? new URL(value.trim(), root).href : '';
    } catch {
      return '';
    }
  };
  return {
    title: cap(meta('og:title', 'twitter:title') || doc.querySelector('title')?.textContent, 300),
    description: cap(meta('og:description', 'twitter:description', 'description'), 500),
    image: absolute(
      cap(meta('og:image', 'og:image:url', 'og:image:secure_url', 'twitter:image', 'twitter:image:src'), 2048),
    ),
    site: cap(meta('og:site_name', 'application-name'), 100),
    // The byline `{author}` is shared with (author-meta.ts).
    twitterCreator: cap(meta('twitter:creator'), 300),
    author: cap(meta('author'), 300),
    articleAuthor: cap(meta('article:author'), 300),
  };
}

const Answer = z.object({ title: z.string(), description: z.string(), image: z.string(), site: z.string() });

/** The card for `url` from what the page answered, cut to length; null when it has nothing to show. */
export function linkCardFrom(answer: unknown, url: string): LinkCard | null {
  const parsed = Answer.safeParse(answer);
  if (!parsed.success || !isWeb(url) || url.length > MAX.url) return null;
  const { title, description, image, site } = parsed.data;
  const card = {
    url,
    title: title.slice(0, MAX.title),
    description: description.slice(0, MAX.description),
    image: isWeb(image) ? image.slice(0, MAX.image) : '',
    site: (site || new URL(url).hostname.replace(/^www\./, '')).slice(0, MAX.site),
  };
  return card.title || card.description || card.image ? card : null;
}

export function samePage(a: string, b: string): boolean {
  const norm = (value: string) => {
    try {
      const url = new URL(cleanUrl(value)); // tracking parameters never make another page
      url.hash = '';
      return url.href.replace(/\/$/, '');
    } catch {
      return value;
    }
  };
  return norm(a) === norm(b);
}

export interface CardScripting {
  executeScript(options: { target: { tabId: number }; func: typeof metaOfPage }): Promise<{ result?: unknown }[]>;
}

export async function cardOfTab(
  scripting: CardScripting | undefined,
  tab: { id?: number | undefined; url?: string | undefined } | null,
): Promise<LinkCard | null> {
  if (!scripting || tab?.id === undefined || !tab.url || !isWeb(tab.url)) return null;
  try {
    const [first] = await scripting.executeScript({ target: { tabId: tab.id }, func: metaOfPage });
    return linkCardFrom(first?.result, tab.url);
  } catch {
    return null;
  }
}
