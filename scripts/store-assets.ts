/**
 * `npm run store:assets`: the stores' listing images (docs/store.md), made from the built extension against the
 * sandbox, into .output/store/. The product's pages are photographed as they are; only the web page behind them and
 * the frame are drawn here. QP_SKIP_BUILD=1 uses the current .output/chrome-mv3.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { startSandbox } from '../sandbox/server';
import { buildExtension } from './build-extension';
import { launchWithExtension } from './chromium';

const OUT = join('.output', 'store');
const SCHEMES = ['light', 'dark'] as const;
type Scheme = (typeof SCHEMES)[number];

const WORDS = {
  en: { text: 'Post text', accounts: 'Accounts', posts: /^Posts/, schedule: 'Posting schedule' },
  de: { text: 'Beitragstext', accounts: 'Konten', posts: /^Beiträge/, schedule: 'Veröffentlichungsplan' },
} as const;
type Lang = keyof typeof WORDS;

const ARTICLE_TITLE = { en: 'Cupping notes: our Huila single origin', de: 'Verkostungsnotizen: unser Huila' };
const ARTICLE_URL = 'https://whitfield.coffee/journal/cupping-notes';

/** A coffee roaster's journal article: the web page the person is on. */
function articlePage(lang: Lang, scheme: Scheme): string {
  const dark = scheme === 'dark';
  const body =
    lang === 'de'
      ? 'Ein heller, saftiger Kaffee mit Noten von schwarzer Johannisbeere, Panela und einem langen Kakao-Abgang. Geröstet am Montag, ab Dienstag im Laden.'
      : 'A bright, juicy cup with notes of blackcurrant, panela and a long cocoa finish. Roasted on Monday, in the shop from Tuesday.';
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><style>
    body { margin: 0; font: 18px/1.6 Georgia, serif; background: ${dark ? '#1c1917' : '#faf7f2'}; color: ${dark ? '#e7e5e4' : '#292524'}; }
    .bar { height: 64px; display: flex; align-items: center; gap: 32px; padding: 0 64px; border-bottom: 1px solid ${dark ? '#44403c' : '#e7e5e4'};
      font: 600 16px system-ui, sans-serif; }
    .bar b { font-size: 22px; letter-spacing: .5px; margin-right: auto; }
    article { max-width: 680px; margin: 48px 0 0 120px; }
    h1 { font-size: 44px; line-height: 1.15; margin: 0 0 16px; }
    .meta { font: 15px system-ui, sans-serif; color: ${dark ? '#a8a29e' : '#78716c'}; }
    .hero { height: 260px; border-radius: 12px; margin: 24px 0; background:
      radial-gradient(circle at 30% 40%, #b45309 0 18%, transparent 19%), radial-gradient(circle at 62% 58%, #92400e 0 22%, transparent 23%),
      linear-gradient(135deg, #78350f, #d97706); }
  </style></head><body><div class="bar"><b>Whitfield Coffee</b><span>Shop</span><span>Journal</span><span>Visit us</span></div>
  <article><h1>${ARTICLE_TITLE[lang]}</h1><div class="meta">Dana Whitfield · 27 Nov 2026 · 4 min</div><div class="hero"></div>
  <p>${body}</p><p>${body}</p></article></body></html>`;
}

async function shot(page: Page, width: number, height: number): Promise<string> {
  await page.setViewportSize({ width, height });
  await page.waitForTimeout(300); // avatars and fonts
  return `data:image/png;base64,${(await page.screenshot()).toString('base64')}`;
}

/** One 1280 × 800 image: the web page, and the extension's picture where the browser shows it. */
async function composite(
  canvas: Page,
  background: string,
  front: { src: string; left: number; top: number; width: number; height: number; shadow: boolean },
  path: string,
): Promise<void> {
  await canvas.setViewportSize({ width: 1280, height: 800 });
  await canvas.setContent(`<body style="margin:0;width:1280px;height:800px;overflow:hidden;position:relative">
    <img src="${background}" style="position:absolute;inset:0;width:1280px;height:800px">
    <img src="${front.src}" style="position:absolute;left:${front.left}px;top:${front.top}px;width:${front.width}px;height:${front.height}px;
      ${front.shadow ? 'border-radius:8px;box-shadow:0 12px 40px rgba(0,0,0,.35),0 0 0 1px rgba(0,0,0,.15)' : 'box-shadow:-1px 0 0 rgba(0,0,0,.2)'}">
  </body>`);
  await canvas.waitForFunction(() => [...document.images].every((i) => i.complete));
  await canvas.screenshot({ path });
}

async function setUp(context: BrowserContext, sandboxUrl: string): Promise<string> {
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  await worker.evaluate(
    (url) =>
      chrome.storage.local.set({
        serviceAddresses: { apiUrl: url, appUrl: url },
        credential: { kind: 'api-key', key: 'smm_demo', savedAt: 1 },
        credentialOrigin: { origin: new URL(url).origin, savedAt: 1 },
      }),
    sandboxUrl,
  );
  return new URL(worker.url()).host;
}

async function seedPosts(sandboxUrl: string): Promise<void> {
  const day = 24 * 60 * 60 * 1000;
  const at = (ms: number) => {
    const d = new Date(Math.ceil(ms / 60_000) * 60_000).toISOString();
    return { date: d.slice(0, 10), time: d.slice(11, 16), timezone: 'UTC' };
  };
  const posts = [
    {
      content: 'Cupping notes from Whitfield: a bright, juicy cup with notes of blackcurrant.',
      accounts: [
        { id: 1, type: 'twitter' },
        { id: 7, type: 'bluesky' },
      ],
      ...at(Date.now() + day),
    },
    {
      content: 'Autumn menu is live — pumpkin spice, but make it coffee.',
      accounts: [
        { id: 4, type: 'instagram' },
        { id: 5, type: 'facebook' },
      ],
      ...at(Date.now() + 3 * day),
    },
    { content: 'We are open on Sunday from 9 to 5.', accounts: [{ id: 5, type: 'facebook' }], post_instant: true },
  ];
  for (const post of posts) {
    const response = await fetch(`${sandboxUrl}/developers/v1/post`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': 'smm_demo' },
      body: JSON.stringify(post),
    });
    if (!response.ok) throw new Error(`seeding a post: ${response.status}`);
  }
}

async function screenshots(lang: Lang, sandboxUrl: string): Promise<void> {
  const browser = await launchWithExtension({ lang });
  try {
    const id = await setUp(browser.context, sandboxUrl);
    const w = WORDS[lang];
    const page = await browser.context.newPage();
    const canvas = await browser.context.newPage();
    for (const scheme of SCHEMES) {
      for (const p of [page, canvas]) await p.emulateMedia({ colorScheme: scheme });
      await canvas.setViewportSize({ width: 1280, height: 800 });
      await canvas.setContent(articlePage(lang, scheme));
      const web = await shot(canvas, 1280, 800);
      const name = (what: string) => join(OUT, `${what}-${lang}-${scheme}.png`);

      // The composer, as the toolbar popup over the page.
      await page.goto(`chrome-extension://${id}/popup.html`);
      await page.setViewportSize({ width: 400, height: 600 });
      const group = page.getByRole('group', { name: w.accounts });
      await group.getByRole('checkbox').first().waitFor();
      for (const account of ['Dana Whitfield (Twitter)', 'Dana Whitfield (LinkedIn)', 'Whitfield Coffee (Instagram)'])
        await group.getByRole('checkbox', { name: account }).check();
      await page.getByRole('textbox', { name: w.text }).fill(`${ARTICLE_TITLE[lang]}\n${ARTICLE_URL}`);
      const popup = await shot(page, 400, 600);
      await composite(
        canvas,
        web,
        { src: popup, left: 1280 - 400 - 24, top: 8, width: 400, height: 600, shadow: true },
        name('composer'),
      );

      // The posts view, in the same popup.
      await page.getByRole('tab', { name: w.posts }).click();
      await page.getByRole('tabpanel').getByRole('listitem').first().waitFor();
      const posts = await shot(page, 400, 600);
      await composite(
        canvas,
        web,
        { src: posts, left: 1280 - 400 - 24, top: 8, width: 400, height: 600, shadow: true },
        name('posts'),
      );

      // The side panel beside the page.
      await page.goto(`chrome-extension://${id}/sidepanel.html`);
      await page.getByRole('textbox', { name: w.text }).waitFor();
      const panel = await shot(page, 400, 800);
      await composite(
        canvas,
        web,
        { src: panel, left: 880, top: 0, width: 400, height: 800, shadow: false },
        name('sidepanel'),
      );

      // The settings' posting schedule, as the page itself.
      await page.goto(`chrome-extension://${id}/options.html`);
      await page.setViewportSize({ width: 1280, height: 800 });
      const schedule = page.getByRole('heading', { name: w.schedule }).first();
      await schedule.waitFor();
      await schedule.evaluate((el) => el.scrollIntoView({ block: 'start' }));
      await page.waitForTimeout(300);
      await page.screenshot({ path: name('schedule') });
    }
  } finally {
    await browser.close();
  }
}

/** The 440 × 280 promo tile and the 128 × 128 store icon, drawn from the extension's own icon. */
async function tileAndIcon(): Promise<void> {
  const browser = await launchWithExtension();
  try {
    const page = await browser.context.newPage();
    const icon = `data:image/svg+xml;base64,${readFileSync('public/icon.svg').toString('base64')}`;
    await page.setViewportSize({ width: 440, height: 280 });
    await page.setContent(`<body style="margin:0;width:440px;height:280px;display:flex;align-items:center;gap:24px;padding:0 36px;box-sizing:border-box;
      background:linear-gradient(135deg,#1e3a8a,#2563eb);color:#fff;font-family:system-ui,sans-serif">
      <img src="${icon}" width="112" height="112">
      <div><div style="font-size:40px;font-weight:700">Quickpost</div>
      <div style="font-size:18px;line-height:1.35;opacity:.92">Share, schedule and track posts from any page.</div></div></body>`);
    await page.screenshot({ path: join(OUT, 'promo-440x280.png') });
    await page.setViewportSize({ width: 128, height: 128 });
    await page.setContent(`<body style="margin:0;width:128px;height:128px;background:transparent">
      <img src="${icon}" width="96" height="96" style="margin:16px;display:block"></body>`);
    await page.screenshot({ path: join(OUT, 'icon-128.png'), omitBackground: true });
  } finally {
    await browser.close();
  }
}

/** Every image at the size its store slot takes: a wrong one fails the run instead of the upload. */
function checkSizes(): void {
  const want = (file: string) =>
    file.startsWith('promo') ? [440, 280] : file.startsWith('icon') ? [128, 128] : [1280, 800];
  const files = readdirSync(OUT).filter((f) => f.endsWith('.png'));
  if (files.length !== 4 * 2 * 2 + 2) throw new Error(`expected 18 images in ${OUT}, found ${files.length}`);
  for (const file of files) {
    const png = readFileSync(join(OUT, file));
    const size = [png.readUInt32BE(16), png.readUInt32BE(20)];
    if (size.join('×') !== want(file).join('×'))
      throw new Error(`${file} is ${size.join('×')}, not ${want(file).join('×')}`);
  }
}

if (process.env.QP_SKIP_BUILD !== '1') buildExtension();
rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });
const sandbox = await startSandbox({ port: 0, quiet: true });
try {
  await seedPosts(sandbox.url);
  for (const lang of ['en', 'de'] as const) await screenshots(lang, sandbox.url);
  await tileAndIcon();
  checkSizes();
  console.log(`Store images in ${OUT}/`);
} finally {
  await sandbox.close();
}
