/**
 * Local web pages for the ways-in tests: an article with text, a link and an image, served on
 * 127.0.0.1 by the test itself. The same server answers as `localhost`, an origin Quickpost has no host
 * permission for, to walk the "allow access" path of "Post this image".
 */
import { createServer, type Server } from 'node:http';
import { crc32, deflateSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import type { BrowserContext, Page } from '@playwright/test';
import { test } from '../fixtures/extension';
import { signIn } from '../composer/composer-page';

/** A real 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
export const PNG_DATA_URL = `data:image/png;base64,${PNG.toString('base64')}`;

/** A real PNG of one colour, `width` × `height` (a picture large enough to be offered "From this page"). */
export function solidPng(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3).map((_, i) => [r, g, b][i % 3]!)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The gallery page's pictures: its preview image (named in `og:image`, not shown) and a large photo it shows. */
const PREVIEW_PNG = solidPng(300, 160, [200, 120, 60]);
const PHOTO_PNG = solidPng(240, 180, [60, 110, 160]);

const GALLERY = `<!doctype html><html lang="en"><head><title>Autumn blend</title>
<meta property="og:image" content="/preview.png"><meta name="twitter:image" content="/preview.png"></head><body>
<h1>Autumn blend</h1><img src="/photo.png" alt="Beans"> <img src="/latte.png" alt="Icon" width="16" height="16"></body></html>`;

export const ARTICLE_TITLE = 'Cupping notes from Whitfield';
export const SELECTED = 'A bright, juicy cup with notes of blackcurrant.';

const ARTICLE = `<!doctype html><html lang="en"><head><title>${ARTICLE_TITLE}</title></head><body>
<h1>Cupping notes</h1><p id="quote">${SELECTED}</p>
<p><a href="/menu">Autumn menu</a></p>
<img src="/latte.png" alt="Latte art" width="40" height="40"></body></html>`;

/** The article again, with an author in its meta tags (`{author}` reads `twitter:creator` first). */
const BYLINE = ARTICLE.replace(
  '</title>',
  '</title><meta name="twitter:creator" content="@ana"><meta name="author" content="Ana Whitfield">',
);

export interface TestSite {
  /** http://127.0.0.1:<port> */
  origin: string;
  /** The same server as http://localhost:<port> (no host permission for it). */
  otherOrigin: string;
  close(): Promise<void>;
}

export async function startTestSite(): Promise<TestSite> {
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (path === '/article' || path === '/menu') {
      res
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(path === '/menu' ? '<title>Menu</title>Menu' : ARTICLE);
    } else if (path === '/byline') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(BYLINE);
    } else if (path === '/gallery') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(GALLERY);
    } else if (path === '/preview.png' || path === '/photo.png') {
      const png = path === '/preview.png' ? PREVIEW_PNG : PHOTO_PNG;
      res.writeHead(200, { 'content-type': 'image/png', 'content-length': png.length }).end(png);
    } else if (path === '/latte.png') {
      res.writeHead(200, { 'content-type': 'image/png', 'content-length': PNG.length }).end(PNG);
    } else {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    otherOrigin: `http://localhost:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * The test site for a spec file's tests: started before them, closed after; each test signed in with the sandbox's
 * key. Its fields are read once the site runs (inside tests and hooks).
 */
export function useTestSite(): TestSite {
  let site: TestSite | undefined;
  test.beforeAll(async () => {
    site = await startTestSite();
  });
  test.afterAll(async () => {
    await site?.close();
  });
  test.beforeEach(async ({ serviceWorker }) => {
    await signIn(serviceWorker);
  });
  const running = () => {
    if (!site) throw new Error('the test site is read before it was started (only inside tests and hooks)');
    return site;
  };
  return {
    get origin() {
      return running().origin;
    },
    get otherOrigin() {
      return running().otherOrigin;
    },
    close: () => running().close(),
  };
}

/** A tab on the test site, in front, as a person would have it when they share it. */
export async function openTab(ctx: BrowserContext, site: TestSite, path: string): Promise<Page> {
  const page = await ctx.newPage();
  await page.goto(`${site.origin}${path}`);
  await page.bringToFront();
  return page;
}
