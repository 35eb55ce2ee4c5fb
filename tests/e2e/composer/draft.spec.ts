import { chromium } from '@playwright/test';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM, EXTENSION_DIR, extensionFlags } from '../../../scripts/chromium';
import { expect, test } from '../fixtures/extension';
import { composerPage, daysAhead, signIn, type SandboxState } from './composer-page';

test.beforeEach(async ({ serviceWorker }) => {
  await signIn(serviceWorker);
});

/** Fills every part of the draft: accounts, text, a reply, a title, an attachment, a schedule. */
async function fillDraft(c: ReturnType<typeof composerPage>, date: string) {
  await c.account('Dana Whitfield', 'Twitter').check();
  await c.account('Whitfield Coffee', 'TikTok').check();
  await c.text.fill('Cupping session\nJoin us for a tasting.');
  await c.button('Add reply').click();
  await c.reply(1).fill('Bring a friend.');
  await c.page.getByRole('textbox', { name: 'Title' }).fill('Cupping at Whitfield');
  await c.button('Attach media').click();
  await c.page
    .getByRole('button', { name: /^Attach image-\d+$/ })
    .first()
    .click();
  await c.schedule(date, '18:45', 'America/New_York');
}

async function expectDraft(c: ReturnType<typeof composerPage>, date: string) {
  await expect(c.text).toHaveValue('Cupping session\nJoin us for a tasting.');
  await expect(c.account('Dana Whitfield', 'Twitter')).toBeChecked();
  await expect(c.account('Whitfield Coffee', 'TikTok')).toBeChecked();
  await expect(c.account('Dana Whitfield', 'LinkedIn')).not.toBeChecked();
  await expect(c.reply(1)).toHaveValue('Bring a friend.');
  await expect(c.page.getByRole('textbox', { name: 'Title' })).toHaveValue('Cupping at Whitfield');
  await expect(c.page.getByRole('button', { name: /^Remove image-\d+$/ })).toHaveCount(1);
  await expect(c.page.getByRole('radio', { name: 'Schedule' })).toBeChecked();
  await expect(c.page.getByLabel('Date', { exact: true })).toHaveValue(date);
  await expect(c.page.getByLabel('Time', { exact: true })).toHaveValue('18:45');
  await expect(c.page.getByRole('combobox', { name: 'Time zone' })).toHaveValue('America/New_York');
}

test('the draft survives closing the popup and the service worker being killed, and is then sent', async ({
  openPage,
  extContext,
  controls,
}) => {
  const date = daysAhead(4);
  const first = composerPage(await openPage('popup.html'));
  await first.ready();
  await fillDraft(first, date);
  await first.text.press('End'); // the last keystroke, then the popup goes at once
  await first.page.close();

  const helper = await extContext.newPage();
  const cdp = await extContext.newCDPSession(helper);
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.stopAllWorkers');
  await helper.close();

  const second = composerPage(await openPage('popup.html'));
  await expectDraft(second, date);
  await second.button('Schedule').click();
  await expect(second.status).toContainText('Scheduled: post');
  const [post] = ((await controls.state()) as SandboxState).posts;
  expect(post).toMatchObject({
    content: 'Cupping session\nJoin us for a tasting.',
    replies: ['Bring a friend.'],
    title: 'Cupping at Whitfield',
    scheduled_date: `${date} 18:45:00`,
    timezone: 'America/New_York',
  });
  expect(post!.attachments).toHaveLength(1);
});

test('the draft survives a browser restart', async ({ sandbox }) => {
  test.setTimeout(60_000); // two browser launches
  const profile = await mkdtemp(join(tmpdir(), 'quickpost-restart-'));
  const launch = () =>
    chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      headless: true,
      locale: 'en-US',
      timezoneId: 'UTC',
      args: ['--lang=en-US', ...extensionFlags(EXTENSION_DIR)],
    });
  const date = daysAhead(4);
  try {
    let context = await launch();
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    await worker.evaluate(
      (url) => chrome.storage.local.set({ serviceAddresses: { apiUrl: url, appUrl: url } }),
      sandbox.url,
    );
    await signIn(worker);
    const id = new URL(worker.url()).host;
    const page = await context.newPage();
    await page.goto(`chrome-extension://${id}/popup.html`);
    const c = composerPage(page);
    await c.ready();
    await fillDraft(c, date);
    await context.close();

    context = await launch();
    const again = await context.newPage();
    await again.goto(`chrome-extension://${id}/popup.html`);
    await expectDraft(composerPage(again), date);
    await context.close();
  } finally {
    await rm(profile, { recursive: true, force: true });
  }
});
