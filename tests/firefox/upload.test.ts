/**
 * Firefox: a file chosen in the popup waits in IndexedDB for the background page, which uploads it — no tab opens.
 * Firefox makes such a File unreadable once its record is deleted (stack-notes.md), so the record must outlive the
 * upload.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { click, find, sees, until } from './fixtures/pages';
import { composer, handoverKeys, useFirefox } from './fixtures/session';

/** A 1×1 PNG (the sandbox checks the format), 70 bytes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const dir = mkdtempSync(join(tmpdir(), 'quickpost-firefox-upload-'));
const ff = useFirefox();
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Every tab of the add-on's browser, as the add-on sees them. */
const tabCount = () => ff.ext(async () => (await browser.tabs.query({})).length);

it('uploads a file chosen in the popup from the background page, with no tab, attaches it, and clears the store', async () => {
  const file = join(dir, 'bean.png');
  writeFileSync(file, PNG);
  const popup = await composer(ff);
  const tabsBefore = await tabCount();
  const before = (await ff.controls.state()).media.length;
  await click(popup, 'button', 'Attach media');
  await sees(popup, 'Upload from computer');
  // The file picker is the browser's own dialog: the file goes to the input, as choosing it would.
  const chooser = (await popup.$('input[type="file"]'))!;
  await chooser.uploadFile(file);

  const media = await until(
    'the upload to arrive',
    async () => {
      const now = (await ff.controls.state()).media;
      return now.length === before + 1 ? now : undefined;
    },
    20_000,
  );
  const uploaded = media.at(-1)!;
  expect(uploaded).toMatchObject({ type: 'image' });
  await find(popup, 'button', `Remove ${uploaded.media_id}`, 20_000);
  expect(await tabCount()).toBe(tabsBefore);
  // The record outlived the upload and went after it: nothing is left to upload again.
  await until('the file store to be empty', async () => (await handoverKeys(ff)).length === 0);
});

it('a cancelled upload says so and clears the store', async () => {
  const file = join(dir, 'roast.png');
  writeFileSync(file, PNG);
  // The service holds each upload a while before reading it, so that it is visibly under way.
  await ff.controls.fault({ path: '/developers/v1/media/upload', delay_ms: 4000 });
  const popup = await composer(ff);
  await click(popup, 'button', 'Attach media');
  await sees(popup, 'Upload from computer');
  await (await popup.$('input[type="file"]'))!.uploadFile(file);
  await click(popup, 'button', 'Cancel upload of roast.png');
  await sees(popup, 'Upload cancelled.');
  await until('the file store to be empty', async () => (await handoverKeys(ff)).length === 0);
});

it('the sidebar (sidepanel.html) uploads in place and attaches', async () => {
  const file = join(dir, 'cup.png');
  writeFileSync(file, PNG);
  const sidebar = await composer(ff, 'sidepanel.html');
  await click(sidebar, 'button', 'Attach media');
  await sees(sidebar, 'Upload from computer');
  await (await sidebar.$('input[type="file"]'))!.uploadFile(file);
  await sees(sidebar, 'Uploaded and attached.', 20_000);
  const uploaded = (await ff.controls.state()).media.at(-1)!;
  expect(uploaded).toMatchObject({ type: 'image' });
  await find(sidebar, 'button', `Remove ${uploaded.media_id}`);
});
