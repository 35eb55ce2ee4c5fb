/**
 * Firefox: the composer beside the page. The sidebar is out of WebDriver BiDi's reach and opens only on a user action,
 * so its page is opened as a tab and the toolbar setting is checked through what it changes.
 */
import { expect, it } from 'vitest';
import { fill, sees, until } from './fixtures/pages';
import { composer, useFirefox } from './fixtures/session';

const ff = useFirefox();

it('declares the sidebar and the address bar keyword', async () => {
  const manifest = await ff.ext(
    () =>
      browser.runtime.getManifest() as { sidebar_action?: { default_panel?: string }; omnibox?: { keyword: string } },
  );
  expect(manifest.sidebar_action?.default_panel).toMatch(/^moz-extension:\/\/[^/]+\/sidepanel\.html$/); // Firefox gives it as a full URL
  expect(manifest.omnibox).toEqual({ keyword: 'qp' });
});

it('the sidebar’s page holds the popup’s draft: one draft, not two', async () => {
  const popup = await composer(ff);
  await fill(popup, 'textbox', 'Post text', 'Written in the popup');
  // Typed: the draft is in storage (each keystroke's write has started; the page closes only after the last).
  await until(
    'the draft to be stored',
    async () =>
      (await ff.ext(
        async () => ((await browser.storage.local.get('draft')) as { draft?: { text?: string } }).draft?.text,
      )) === 'Written in the popup',
  );
  await popup.close();
  const panel = await composer(ff, 'sidepanel.html');
  await sees(panel, 'Use this page');
  const text = await panel.$eval('textarea', (t) => (t as HTMLTextAreaElement).value);
  expect(text).toBe('Written in the popup');
});

it('choosing the sidebar unsets the toolbar popup (the click then toggles the sidebar); the popup comes back', async () => {
  const popupOf = () =>
    ff.ext(async () =>
      (await (browser.browserAction.getPopup as unknown as (details: object) => Promise<string>)({})).replace(
        /^moz-extension:\/\/[^/]+\//,
        '',
      ),
    );
  expect(await popupOf()).toBe('popup.html');
  const setToolbar = (toolbar: string) =>
    ff.ext(async (value) => {
      const { preferences } = await browser.storage.local.get('preferences');
      await browser.storage.local.set({
        preferences: {
          ...(preferences as object),
          timeZone: null,
          defaultAccounts: [],
          notify: { published: true, failed: true },
          relayUrl: '',
          toolbar: value,
        },
      });
    }, toolbar);
  await setToolbar('sidepanel');
  await expect.poll(popupOf, { timeout: 5_000 }).toBe('');
  await setToolbar('popup');
  await expect.poll(popupOf, { timeout: 5_000 }).toBe('popup.html');
});
