/**
 * The link card from a page's HTML (lib/prefill/link-card.ts, link-card-fetch.ts, guarded-page-fetch.ts): pages kept
 * as fixtures the way sites write them, read through "Load preview"'s path — the guarded fetch (512 KB at most, no
 * redirect, nothing local), the charset, the browser's HTML parser (happy-dom's here), and the capped, checked card.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { fetchPageHtml, MAX_HTML_BYTES, type GuardedFetch } from '@/lib/prefill/link-card-fetch';
import { guardedPageFetch } from '@/lib/prefill/guarded-page-fetch';
import { worded } from '@/lib/errors/sentence';
import { Said } from '@/lib/errors/data';

import { cardFromHtml } from '@/lib/composer/link-cards-model';
import { linkCardFrom, samePage } from '@/lib/prefill/link-card';

/** What the composer says of a failed fetch: the data as it crosses to the page, parsed and worded there. */
const said = (answer: unknown) => worded(Said.parse((answer as { failure?: unknown }).failure));

const FIXTURES = join(import.meta.dirname, '..', 'fixtures', 'link-cards');
const page = (name: string) => readFileSync(join(FIXTURES, name));

/** A guarded fetch answering from a table, cutting the body at `maxBytes` as the real one does. */
function serving(pages: Record<string, { type: string; body: Uint8Array | string }>): GuardedFetch {
  return async (url, { maxBytes }) => {
    const found = pages[url];
    if (!found) return { ok: false, failure: { key: 'link_card_no_answer', args: [new URL(url).hostname] } };
    const bytes = typeof found.body === 'string' ? new TextEncoder().encode(found.body) : found.body;
    return { ok: true, url, contentType: found.type, bytes: bytes.subarray(0, maxBytes) };
  };
}

async function cardOf(name: string | Uint8Array, type = 'text/html; charset=utf-8') {
  const url = 'https://news.example.com/2026/11/coffee-prices';
  const body = typeof name === 'string' ? page(name) : name;
  const html = await fetchPageHtml(url, serving({ [url]: { type, body } }));
  return html.ok ? cardFromHtml(html.html, html.url) : html;
}

describe('the link card from real-world-shaped pages', () => {
  it('Open Graph: title, description with entities, image made absolute, site name', async () => {
    expect(await cardOf('news-og.html')).toEqual({
      url: 'https://news.example.com/2026/11/coffee-prices',
      title: 'Coffee prices hit a ten-year high',
      description: 'Growers in Brazil and Vietnam report the smallest harvest since 2014 & roasters pass it on.',
      image: 'https://news.example.com/images/2026/harvest-1200x630.jpg',
      site: 'The Daily Grind',
    });
  });

  it('Twitter tags only: they stand in for Open Graph; the host names the site', async () => {
    expect(await cardOf('blog-twitter-only.html')).toMatchObject({
      title: 'Ten tips for a better pour-over',
      description: 'Grind size, bloom time and water temperature, explained.',
      image: 'https://cdn.example.org/pourover.png',
      site: 'news.example.com',
    });
  });

  it('a plain <title> only: the title, whitespace folded, nothing else', async () => {
    expect(await cardOf('title-only.html')).toMatchObject({
      title: 'Whitfield Coffee — Opening hours',
      description: '',
      image: '',
    });
  });

  it('broken HTML is read as a browser reads it, without throwing', async () => {
    const card = await cardOf('broken.html');
    expect(card).not.toBeNull();
    // The first <meta> lacks its ">": the next tag's words become its attributes, as in a browser.
    expect(card).toMatchObject({ title: 'Unclosed tags "survive"', image: 'https://img.example.net/a%20b.jpg' });
  });

  it('a relative image is resolved against the page’s own <base>', async () => {
    expect(await cardOf('relative-base.html')).toMatchObject({ image: 'https://static.example.com/site/img/card.png' });
  });

  it('entities and non-Latin text survive; a Latin-1 page is decoded by its declared charset', async () => {
    expect(await cardOf('entities-unicode.html')).toMatchObject({
      title: 'Café & Crème — „Qualität“ 🍵',
      description: 'Kaffee für alle <3',
      site: 'Röstwerk',
    });
    const latin1 = Uint8Array.from([
      ...new TextEncoder().encode('<html><head><meta property="og:title" content="Caf'),
      0xe9,
      ...new TextEncoder().encode('"></head></html>'),
    ]);
    expect(await cardOf(latin1, 'text/html; charset=ISO-8859-1')).toMatchObject({ title: 'Café' });
  });

  it('an image that is not a web address is dropped, the rest kept', async () => {
    expect(await cardOf('bad-image.html')).toMatchObject({ title: 'An image that is not a web address', image: '' });
  });

  it('a page with no title, description or image gives no card', async () => {
    expect(await cardOf('no-meta.html')).toBeNull();
  });

  it('a video site’s dense one-line head', async () => {
    expect(await cardOf('youtube-like.html')).toMatchObject({
      title: 'Latte art in 60 seconds',
      image: 'https://i.ytimg.com/vi/abc/maxresdefault.jpg',
      site: 'YouTube',
    });
  });

  it('overlong values are cut to the card’s lengths', async () => {
    const card = await cardOf('long-values.html');
    expect(card && 'title' in card && card.title.length).toBe(300);
    expect(card && 'description' in card && card.description.length).toBe(500);
  });

  it('a huge page is read up to 512 KB: what its head says before the cut counts, nothing after', async () => {
    const huge = `<html><head><meta property="og:title" content="Huge page, head first"><script>${'var x=1;'.repeat(80_000)}</script><meta property="og:description" content="Only past the cut"></head></html>`;
    expect(huge.length).toBeGreaterThan(MAX_HTML_BYTES);
    const card = await cardOf(new TextEncoder().encode(huge));
    expect(card).toMatchObject({ title: 'Huge page, head first', description: '' });
  });

  it('an answer that is not HTML gives no card, and the composer says why', async () => {
    const answer = await cardOf(new TextEncoder().encode('{"title":"json"}'), 'application/json');
    expect(answer).toEqual({ ok: false, failure: { key: 'link_card_not_html', args: ['news.example.com'] } });
    expect(said(answer)).toBe('news.example.com answered with something other than a web page: no card to show.');
  });

  it('what a page answers is checked: strings only, web addresses only', () => {
    expect(linkCardFrom({ title: 1 }, 'https://a.example/')).toBeNull();
    expect(
      linkCardFrom({ title: 't', description: '', image: 'data:image/png;base64,AA', site: '' }, 'https://a.example/'),
    ).toMatchObject({ image: '', site: 'a.example' });
    expect(linkCardFrom({ title: 't', description: '', image: '', site: '' }, 'javascript:1')).toBeNull();
    expect(samePage('https://a.example/x/#top', 'https://a.example/x')).toBe(true);
  });
});

describe('the guarded fetch behind "Load preview"', () => {
  const deps = (fetch: typeof globalThis.fetch) => guardedPageFetch({ fetch, exempt: ['http://127.0.0.1:8787'] });

  it('a redirect is refused, never followed or read', async () => {
    const fetch = vi.fn(
      async (_url: RequestInfo | URL, _init?: RequestInit) =>
        new Response(null, { status: 302, headers: { location: 'http://192.168.1.1/' } }),
    );
    const answer = await fetchPageHtml('https://short.example/x', deps(fetch));
    expect(answer).toEqual({ ok: false, failure: { key: 'link_card_redirect', args: ['short.example'] } });
    expect(said(answer)).toBe(
      'short.example sends this address elsewhere: Quickpost does not follow it. Paste the final address to preview it.',
    );
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]![1]).toMatchObject({ redirect: 'manual', credentials: 'omit' });
  });

  it('an address on this computer or the local network is not asked at all', async () => {
    const fetch = vi.fn(
      async () => new Response('<title>router</title>', { headers: { 'content-type': 'text/html' } }),
    );
    for (const url of ['http://192.168.1.1/', 'http://localhost:3000/', 'http://[::1]/', 'http://printer.local/']) {
      const answer = await fetchPageHtml(url, deps(fetch));
      expect(answer).toMatchObject({ ok: false, failure: { key: 'link_card_local' } });
      expect(said(answer)).toMatch(/is on this computer or your local network/);
    }
    expect(fetch).not.toHaveBeenCalled();
  });

  it('reads at most 512 KB of the body and stops', async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 64 * 1024;
        controller.enqueue(new TextEncoder().encode('<!--' + 'x'.repeat(64 * 1024 - 4)));
        if (pulled > 4 * 1024 * 1024) controller.close();
      },
    });
    const fetch = vi.fn(async () => new Response(body, { headers: { 'content-type': 'text/html' } }));
    const answer = await deps(fetch)('https://big.example/', { maxBytes: MAX_HTML_BYTES, accept: 'text/html' });
    expect(answer.ok && answer.bytes.byteLength).toBe(MAX_HTML_BYTES);
    expect(pulled).toBeLessThan(1024 * 1024);
  });

  it('a refusal by the site is said with its status', async () => {
    const fetch = vi.fn(async () => new Response('nope', { status: 403 }));
    const answer = await fetchPageHtml('https://paywall.example/a', deps(fetch));
    expect(answer).toEqual({ ok: false, failure: { key: 'link_card_refused', args: ['paywall.example', 403] } });
    expect(said(answer)).toBe('paywall.example refused the preview (HTTP 403). The network may still show a card.');
  });
});
