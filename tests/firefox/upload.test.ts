/**
 * Firefox: a file chosen in the popup is handed over through IndexedDB to a composer tab, which uploads it
 * (lib/composer/handover.ts). Firefox makes a File read from IndexedDB unreadable once its record is deleted
 * (stack-notes.md): the record must outlive the upload, and be gone after it.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { firefox, type FirefoxRun } from './fixtures/firefox';
import { find, sees, tabAt, until } from './fixtures/pages';
import { composer, handoverKeys, signIn } from './fixtures/session';

/** A 1×1 PNG (the sandbox checks the format), 70 bytes. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

let ff: FirefoxRun;
const dir = mkdtempSync(join(tmpdir(), 'quickpost-firefox-upload-'));
beforeAll(async () => {
  ff = await firefox();
});
beforeEach(async () => {
  await ff.fresh();
  await signIn(ff);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('uploads a file handed from the popup to a composer tab, attaches it, and clears the hand-over store', async () => {
  const file = join(dir, 'bean.png');
  writeFileSync(file, PNG);
  const popup = await composer(ff);
  await sees(popup, 'Upload from computer');
  // The file picker is the browser's own dialog: the file goes to the input, as choosing it would.
  const chooser = (await popup.$('input[type="file"]'))!;
  await chooser.uploadFile(file);
  await sees(popup, 'Handing bean.png to a Quickpost tab');

  const tab = await tabAt(ff.browser, `${ff.origin}/composer.html?upload=`);
  await sees(tab, 'Uploaded and attached.', 20_000);

  const { media } = await ff.controls.state();
  const uploaded = media.at(-1)!;
  expect(uploaded).toMatchObject({ type: 'image' });
  expect(media.filter((m) => m.media_id === uploaded.media_id)).toHaveLength(1);
  await find(tab, 'button', `Remove ${uploaded.media_id}`);
  // The record outlived the upload and went after it: a reload of the tab cannot upload it again.
  await until('the hand-over store to be empty', async () => (await handoverKeys(ff)).length === 0);
});
