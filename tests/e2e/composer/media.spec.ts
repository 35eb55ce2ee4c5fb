import type { Worker } from '@playwright/test';
import { expect, test } from '../fixtures/extension';
import { PNG } from '../ways-in/test-site';
import type { SandboxControls } from '../fixtures/sandbox-client';
import { composerPage, daysAhead, signIn, type SandboxState } from './composer-page';

test.beforeEach(async ({ serviceWorker }) => {
  await signIn(serviceWorker);
});

test('attaches images from the library; a pending video cannot be attached and says why', async ({
  openPage,
  controls,
}) => {
  const c = await composerPage(await openPage('popup.html')).ready();
  await c.account('Whitfield Coffee', 'Instagram').check();
  await c.text.fill('Two roasts, side by side.');
  await c.button('Attach media').click();
  const library = c.page.getByRole('region', { name: 'Media library' });
  const pending = library.getByRole('button', { name: 'Attach Roastery tour (raw).mp4' });
  await expect(pending).toBeDisabled();
  await expect(pending).toHaveAccessibleDescription(
    'Still being processed by the service: it can be attached once it is ready.',
  );
  const images = library.getByRole('button', { name: /^Attach image-\d+$/ });
  await expect(images).toHaveCount(2);
  const first = (await images.nth(0).getAttribute('aria-label'))!.replace('Attach ', '');
  const second = (await images.nth(1).getAttribute('aria-label'))!.replace('Attach ', '');
  await images.nth(0).click();
  await images.nth(1).click();
  await expect(c.button(`Remove ${first}`)).toBeVisible();
  // The type filter: videos only.
  await library.getByLabel('Show').selectOption('video');
  await expect(library.getByRole('button', { name: /^Attach image-/ })).toHaveCount(0);
  await expect(library.getByRole('button', { name: 'Attach Latte art in slow motion.mp4' })).toBeVisible();

  await c.page.getByRole('radio', { name: 'Post now' }).check();
  await c.button('Post now').click();
  await expect(c.status).toContainText('Posted now');
  expect(((await controls.state()) as SandboxState).posts[0]!.attachments).toEqual([first, second]);
});

test('refuses to mix images and videos, in the library and for uploads', async ({ openPage, controls }) => {
  const c = await composerPage(await openPage('popup.html')).ready();
  await c.button('Attach media').click();
  const library = c.page.getByRole('region', { name: 'Media library' });
  await library
    .getByRole('button', { name: /^Attach image-\d+$/ })
    .first()
    .click();
  const video = library.getByRole('button', { name: 'Attach Latte art in slow motion.mp4' });
  await expect(video).toBeDisabled();
  await expect(video).toHaveAccessibleDescription(
    'A post cannot mix images and videos: remove the attached images first.',
  );

  const before = ((await controls.state()) as SandboxState).media.length;
  await c.page
    .getByLabel('Upload from computer')
    .setInputFiles({ name: 'clip.mp4', mimeType: 'video/mp4', buffer: Buffer.alloc(1024) });
  await expect(
    c.page.getByText(
      'clip.mp4 was not uploaded. This post already has images, and a post cannot mix images and videos: remove them first.',
    ),
  ).toBeVisible();
  expect(((await controls.state()) as SandboxState).media).toHaveLength(before);
});

test('deleting media a scheduled post uses is refused with the reason (409); other media is deleted', async ({
  openPage,
  controls,
}) => {
  const c = await composerPage(await openPage('popup.html')).ready();
  await c.account('Whitfield Coffee', 'Pinterest').check();
  await c.text.fill('Beans of the week.');
  await c.button('Attach media').click();
  const library = c.page.getByRole('region', { name: 'Media library' });
  const attach = library.getByRole('button', { name: /^Attach image-\d+$/ });
  const used = (await attach.first().getAttribute('aria-label'))!.replace('Attach ', '');
  const spare = (await attach.nth(1).getAttribute('aria-label'))!.replace('Attach ', '');
  await attach.first().click();
  await c.schedule(daysAhead(2), '10:00', 'Europe/Paris');
  await c.button('Schedule').click();
  await expect(c.status).toContainText('Scheduled: post');

  await library.getByRole('button', { name: `Delete ${used}` }).click();
  await library.getByRole('button', { name: `Yes, delete ${used}` }).click();
  await expect(
    library.getByText(/This media is still attached to a scheduled post: delete or change that post first/),
  ).toBeVisible();

  await library.getByRole('button', { name: `Delete ${spare}` }).click();
  await library.getByRole('button', { name: `Yes, delete ${spare}` }).click();
  await expect(library.getByRole('button', { name: `Attach ${spare}` })).toHaveCount(0);
  const media = ((await controls.state()) as SandboxState).media.map((m) => m.media_id);
  expect(media).toContain(used);
  expect(media).not.toContain(spare);
});

/** How many images the sandbox's media library holds. */
const imageCount = async (controls: SandboxControls) =>
  ((await controls.state()) as SandboxState).media.filter((m) => m.type === 'image').length;

/** Every tab of the browser (an offscreen document is none). */
const tabCount = (worker: Worker) => worker.evaluate(() => chrome.tabs.query({}).then((all) => all.length));

test('uploads from the popup with progress and no tab; closing the popup mid-upload does not stop it', async ({
  openPage,
  controls,
  serviceWorker,
}) => {
  test.slow(); // a browser, the sandbox and an upload runner on a shared two-core machine
  // The service holds the request for a while before reading it, so the upload is visibly under way.
  await controls.fault({ path: '/developers/v1/media/upload', delay_ms: 3000 });
  const popup = composerPage(await openPage('popup.html'));
  await popup.ready();
  const tabsBefore = await tabCount(serviceWorker);
  const images = () => imageCount(controls);
  const imagesBefore = await images();
  await popup.text.fill('Fresh from the roaster.');
  await popup.page
    .getByLabel('Upload from computer')
    .setInputFiles({ name: 'roast.png', mimeType: 'image/png', buffer: Buffer.alloc(3 * 1024 * 1024, 7) });
  // The progress shows in the popup itself, from the runner that uploads it (lib/background/uploads.ts).
  const progress = popup.page.getByRole('progressbar', { name: 'Uploading roast.png' });
  await expect(progress).toBeVisible();
  await expect(progress).toHaveAccessibleDescription(/of 3\.1 MB \(\d+%\)/);
  await expect(popup.button('Cancel upload of roast.png')).toBeVisible();
  await expect(popup.page.getByText(/in a Quickpost tab/)).toHaveCount(0);
  expect(await tabCount(serviceWorker)).toBe(tabsBefore); // no tab opened for it
  await popup.page.close(); // mid-upload

  await expect.poll(images, { timeout: 15_000 }).toBe(imagesBefore + 1);
  const uploaded = ((await controls.state()) as SandboxState).media.at(-1)!;
  expect(uploaded.type).toBe('image');
  // The draft, reopened in the popup, has the text and the new attachment; the upload's line is gone.
  const again = composerPage(await openPage('popup.html'));
  await expect(again.text).toHaveValue('Fresh from the roaster.');
  await expect(again.button(`Remove ${uploaded.media_id}`)).toBeVisible();
  await expect(again.page.getByRole('progressbar')).toHaveCount(0);
  await expect(again.page.getByText('roast.png')).toHaveCount(0);
  expect(await tabCount(serviceWorker)).toBe(tabsBefore);
});

test('two uploads from the popup open no tab, both attach, and no upload notice stays', async ({
  openPage,
  controls,
  serviceWorker,
}) => {
  test.slow(); // a browser, the sandbox and an upload runner on a shared two-core machine
  const popup = composerPage(await openPage('popup.html'));
  await popup.ready();
  const tabsBefore = await tabCount(serviceWorker);
  const before = ((await controls.state()) as SandboxState).media.length;
  const chooser = popup.page.getByLabel('Upload from computer');
  await chooser.setInputFiles({ name: 'first.png', mimeType: 'image/png', buffer: PNG });
  await chooser.setInputFiles({ name: 'second.png', mimeType: 'image/png', buffer: PNG });
  await expect
    .poll(async () => ((await controls.state()) as SandboxState).media.length, { timeout: 15_000 })
    .toBe(before + 2);
  const [first, second] = ((await controls.state()) as SandboxState).media.slice(-2);
  await expect(popup.button(`Remove ${first!.media_id}`)).toBeVisible();
  await expect(popup.button(`Remove ${second!.media_id}`)).toBeVisible();
  // Attached, each upload's line is gone — no "Uploaded and attached. Dismiss" left behind — and a screen reader
  // heard it.
  await expect(popup.page.getByRole('progressbar')).toHaveCount(0);
  await expect(popup.page.getByRole('listitem').filter({ hasText: /first\.png|second\.png/ })).toHaveCount(0);
  await expect(popup.page.getByRole('button', { name: 'Dismiss' })).toHaveCount(0);
  // The two finish in either order: the live region says the one that ended last.
  await expect(popup.page.getByText(/^(first|second)\.png was uploaded and attached\.$/)).toHaveCount(1);
  expect(await tabCount(serviceWorker)).toBe(tabsBefore);
  // The file store is empty again: nothing left to upload twice.
  await expect.poll(() => popup.page.evaluate(storedKeys)).toEqual([]);
});

test('the uploader gone mid-upload (its offscreen document closed): the upload ends as failed, saying what to do', async ({
  openPage,
  controls,
  serviceWorker,
}) => {
  test.slow(); // a browser, the sandbox and an upload runner on a shared two-core machine
  await controls.fault({ path: '/developers/v1/media/upload', delay_ms: 5000 });
  const popup = composerPage(await openPage('popup.html'));
  await popup.ready();
  const images = () => imageCount(controls);
  const imagesBefore = await images();
  const chooser = popup.page.getByLabel('Upload from computer');
  // Larger than the connection's buffers (as for a cancel): the body cannot all be on its way when the uploader goes.
  const file = { name: 'roast.png', mimeType: 'image/png', buffer: Buffer.alloc(12 * 1024 * 1024, 7) };
  await chooser.setInputFiles(file);
  await expect(popup.page.getByRole('progressbar', { name: 'Uploading roast.png' })).toBeVisible();
  // As the browser may do to an offscreen document (or as a crash does): gone, with its upload under way.
  await serviceWorker.evaluate(() => chrome.offscreen.closeDocument());
  await expect(
    popup.page.getByRole('alert').filter({ hasText: 'The upload of roast.png stopped before it ended' }),
  ).toContainText('choose the file again');
  await expect(popup.page.getByRole('progressbar')).toHaveCount(0);

  // Chosen again, it uploads and attaches; the one that was cut off was never stored.
  await popup.button('Dismiss').click();
  await chooser.setInputFiles({ ...file, buffer: PNG });
  await expect.poll(images, { timeout: 15_000 }).toBe(imagesBefore + 1);
  const uploaded = ((await controls.state()) as SandboxState).media.at(-1)!;
  await expect(popup.button(`Remove ${uploaded.media_id}`)).toBeVisible();
});

test('cancels an upload from the popup', async ({ openPage, controls }) => {
  test.slow(); // a browser, the sandbox and an upload runner on a shared two-core machine
  await controls.fault({ path: '/developers/v1/media/upload', delay_ms: 5000 });
  const popup = composerPage(await openPage('popup.html'));
  await popup.ready();
  // Larger than the connection's buffers: cancelled, the body cannot all be on its way already — else the service,
  // holding the request, would still read a whole file after the cancel (and store it after this test ended).
  await popup.page
    .getByLabel('Upload from computer')
    .setInputFiles({ name: 'big.mp4', mimeType: 'video/mp4', buffer: Buffer.alloc(12 * 1024 * 1024, 1) });
  await popup.button('Cancel upload of big.mp4').click();
  await expect(popup.page.getByText('Upload cancelled.')).toBeVisible();
  await popup.button('Dismiss').click();
  await expect(popup.page.getByText('Upload cancelled.')).toHaveCount(0);
  const media = ((await controls.state()) as SandboxState).media;
  expect(media.filter((m) => m.type === 'video')).toHaveLength(2); // only the seeded ones
  await expect.poll(() => popup.page.evaluate(storedKeys)).toEqual([]);
});

test('cancels an upload', async ({ openPage, controls }) => {
  await controls.fault({ path: '/developers/v1/media/upload', delay_ms: 5000 });
  const tab = composerPage(await openPage('composer.html'));
  await tab.ready();
  await tab.page
    .getByLabel('Upload from computer')
    .setInputFiles({ name: 'big.mp4', mimeType: 'video/mp4', buffer: Buffer.alloc(2 * 1024 * 1024, 1) });
  await tab.button('Cancel upload of big.mp4').click();
  await expect(tab.page.getByText('Upload cancelled.')).toBeVisible();
  const media = ((await controls.state()) as SandboxState).media;
  expect(media.filter((m) => m.type === 'video')).toHaveLength(2); // only the seeded ones
});

for (const [status, file, config, sentence] of [
  [
    415,
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') },
    {},
    'The service does not accept this file format: choose an image or a video.',
  ],
  [
    413,
    { name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(64 * 1024, 1) },
    { max_upload_bytes: 1024 },
    'This file is too large: the service accepts files up to 5 GB.',
  ],
] as const) {
  test(`an upload refused with ${status} is explained`, async ({ openPage, sandbox }) => {
    await fetch(`${sandbox.url}/__sandbox/config`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(config),
    });
    const tab = composerPage(await openPage('composer.html'));
    await tab.ready();
    await tab.page.getByLabel('Upload from computer').setInputFiles(file);
    await expect(tab.page.getByText(sentence)).toBeVisible();
  });
}

/** Keys of the store where the popup's files wait for the runner (lib/uploads/file-store.ts), read in a page of ours. */
function storedKeys(): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open('quickpost-handover');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains('files')) return resolve([]);
      const keys = db.transaction('files').objectStore('files').getAllKeys();
      keys.onsuccess = () => resolve(keys.result.map(String));
      keys.onerror = () => reject(keys.error);
    };
  });
}
