/**
 * Local web pages for the ways-in tests: an article with text, a link and an image, served on
 * 127.0.0.1 by the test itself. The same server answers as `localhost`, an origin Quickpost has no host
 * permission for, to walk the "allow access" path of "Post this image".
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A real 1×1 PNG. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
export const PNG_DATA_URL = `data:image/png;base64,${PNG.toString('base64')}`;

export const ARTICLE_TITLE = 'Cupping notes from Whitfield';
export const SELECTED = 'A bright, juicy cup with notes of blackcurrant.';

const ARTICLE = `<!doctype html><html lang="en"><head><title>${ARTICLE_TITLE}</title></head><body>
<h1>Cupping notes</h1><p id="quote">${SELECTED}</p>
<p><a href="/menu">Autumn menu</a></p>
<img src="/latte.png" alt="Latte art" width="40" height="40"></body></html>`;

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
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(path === '/menu' ? '<title>Menu</title>Menu' : ARTICLE);
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
