import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { browserCandidates } from './find-browser';

/** QP_EXTENSION_DIR: a build elsewhere (several people testing in one checkout need not share .output). */
export const EXTENSION_DIR = resolve(process.env.QP_EXTENSION_DIR ?? '.output/chrome-mv3');
/** A Chromium that loads an extension from the command line: CHROMIUM_PATH, else where the platform installs one. */
export const CHROMIUM =
  browserCandidates(process.platform, process.env).find((b) => b.loadsExtensionFlag && existsSync(b.path))?.path ??
  '/usr/bin/chromium';

export interface ExtensionBrowser {
  context: BrowserContext;
  close(): Promise<void>;
}

/** Chromium's flags for the built extension in `extensionDir`, kept off the closed network (docs/stack-notes.md). */
export const extensionFlags = (extensionDir: string): string[] => [
  `--disable-extensions-except=${extensionDir}`,
  `--load-extension=${extensionDir}`,
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The welcome page that installing opens (lib/background/welcome.ts), closed as soon as it comes: a test's own tabs
 * must not lose the focus to it. Only for a build that has one (the bench's blank extension has none).
 */
async function closeWelcome(context: BrowserContext, extensionDir: string): Promise<void> {
  if (!existsSync(join(extensionDir, 'welcome.html'))) return;
  // Its page event may come while the tab still shows about:blank: look until it has its address (15 s at most).
  const deadline = Date.now() + 15_000;
  let page: Page | undefined;
  while (!(page = context.pages().find((p) => p.url().endsWith('/welcome.html'))) && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 50));
  await page?.close();
}

/**
 * Debian's Chromium with the built extension in a fresh profile — for the E2E tests (headless) and the demo
 * (headed). The flags keep it off the closed network (docs/stack-notes.md). `welcome: 'keep'` leaves the first-run
 * page open (the demo, the first-run test); by default it is closed.
 */
export async function launchWithExtension({
  executablePath = CHROMIUM,
  headless = true,
  extensionDir = EXTENSION_DIR,
  lang,
  args = [],
  welcome = 'close',
  timezoneId,
}: {
  executablePath?: string;
  headless?: boolean;
  extensionDir?: string;
  lang?: string | undefined;
  /** More Chromium flags (a test's `--host-resolver-rules`, say). */
  args?: string[];
  welcome?: 'close' | 'keep';
  /** The browser's time zone (tests: the same on every machine); the machine's own when undefined. */
  timezoneId?: string;
} = {}): Promise<ExtensionBrowser> {
  // Lets Playwright see the toolbar popup that action.openPopup() opens (docs/stack-notes.md).
  process.env.PW_CHROMIUM_ATTACH_TO_OTHER = '1';
  const profile = await mkdtemp(join(tmpdir(), 'quickpost-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath,
    headless,
    viewport: null,
    // A browser in another language: --lang picks the extension's _locales catalog (chrome.i18n), and
    // `locale` gives pages that language's navigator.language and Intl default.
    ...(lang ? { locale: lang } : {}),
    ...(timezoneId ? { timezoneId } : {}),
    args: [...(lang ? [`--lang=${lang}`] : []), ...extensionFlags(extensionDir), ...args],
  });
  if (welcome === 'close') await closeWelcome(context, extensionDir);
  return {
    context,
    async close() {
      await context.close().catch(() => undefined);
      await rm(profile, { recursive: true, force: true });
    },
  };
}
