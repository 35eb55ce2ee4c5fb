/**
 * Paste and drop (docs/design.md §3.7): an image pasted into the composer, or a file dropped anywhere on it, uploads
 * and attaches like "Upload from computer" — with its checks (a video next to an image is refused before any byte)
 * and its progress. In the composer tab the upload runs in place; the popup hands it to the background's runner
 * (media.spec.ts).
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/extension';
import { composerPage, signIn, type SandboxState } from './composer-page';
import { PNG } from '../ways-in/test-site';

test.beforeEach(async ({ serviceWorker }) => {
  await signIn(serviceWorker);
});

const PNG_BASE64 = PNG.toString('base64');

/** Fires a paste or a drop carrying one file, as the browser does for a copied image or a file dragged in. */
async function fire(
  page: Page,
  target: string,
  kind: 'paste' | 'drop',
  file: { name: string; type: string; base64?: string; size?: number },
) {
  await page.locator(target).evaluate(
    (el, { kind, file }) => {
      const bytes = file.base64
        ? Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0))
        : new Uint8Array(file.size ?? 1024);
      const data = new DataTransfer();
      data.items.add(new File([bytes], file.name, { type: file.type }));
      if (kind === 'paste')
        el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
      else {
        el.dispatchEvent(new DragEvent('dragover', { dataTransfer: data, bubbles: true, cancelable: true }));
        el.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
      }
    },
    { kind, file },
  );
}

const uploadedImages = async (controls: { state(): Promise<unknown> }) =>
  ((await controls.state()) as SandboxState).media.filter((m) => m.type === 'image').length;

test('an image pasted into the text box uploads and attaches; the text stays as typed', async ({
  openPage,
  controls,
}) => {
  const c = await composerPage(await openPage('composer.html')).ready();
  const before = await uploadedImages(controls);
  await c.text.fill('Latte art of the day');
  await fire(c.page, '#qp-text', 'paste', { name: 'latte.png', type: 'image/png', base64: PNG_BASE64 });
  await expect(c.page.getByText('Uploaded and attached.')).toBeVisible({ timeout: 15_000 });
  const uploaded = ((await controls.state()) as SandboxState).media.at(-1)!;
  expect(await uploadedImages(controls)).toBe(before + 1);
  await expect(c.button(`Remove ${uploaded.media_id}`)).toBeVisible();
  await expect(c.text).toHaveValue('Latte art of the day');
});

test('a file dropped anywhere on the composer uploads and attaches; a video dropped next to it is refused before any byte', async ({
  openPage,
  controls,
}) => {
  const c = await composerPage(await openPage('composer.html')).ready();
  const before = await uploadedImages(controls);
  await fire(c.page, 'form.composer', 'drop', { name: 'beans.png', type: 'image/png', base64: PNG_BASE64 });
  await expect(c.page.getByText('Uploaded and attached.')).toBeVisible({ timeout: 15_000 });
  expect(await uploadedImages(controls)).toBe(before + 1);

  const videos = ((await controls.state()) as SandboxState).media.filter((m) => m.type === 'video').length;
  await fire(c.page, 'form.composer', 'drop', { name: 'clip.mp4', type: 'video/mp4', size: 4096 });
  await expect(c.page.getByText(/^clip\.mp4 was not uploaded\. /)).toBeVisible();
  expect(((await controls.state()) as SandboxState).media.filter((m) => m.type === 'video')).toHaveLength(videos);
});
