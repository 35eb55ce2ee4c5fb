/**
 * Firefox: ideas (tests/e2e/composer/ideas.spec.ts in Chromium) — "Save as idea" keeps the draft and frees the
 * composer, the popup's Ideas view lists it after the page is closed, and "Open in composer" gives it back.
 */
import { expect, it } from 'vitest';
import { click, fill, find, sees, until } from './fixtures/pages';
import { choose, composer, useFirefox } from './fixtures/session';

const ff = useFirefox();

const textOf = async (page: Parameters<typeof find>[0]) =>
  (await find(page, 'textbox', 'Post text')).evaluate((el) => (el as HTMLTextAreaElement).value);

it('saves a draft as an idea, lists it after the page closed, and opens it in the composer again', async () => {
  const page = await composer(ff);
  await choose(page, 'Dana Whitfield', 'Twitter');
  await fill(page, 'textbox', 'Post text', 'Friday idea: our cold brew recipe.');
  await click(page, 'button', 'Add reply');
  await fill(page, 'textbox', 'Reply 1', 'Steep 18 hours, filter twice.');
  await click(page, 'button', 'Save as idea');
  await sees(page, 'Saved to your ideas');
  expect(await textOf(page)).toBe('');
  await until('the idea stored', () =>
    ff.ext(
      async () =>
        (((await browser.storage.local.get('ideas')).ideas as unknown[] | undefined)?.length ?? 0) === 1 || null,
    ),
  );
  await page.close();

  const again = await composer(ff);
  await click(again, 'tab', 'Ideas');
  await find(again, 'searchbox', 'Search ideas');
  await sees(again, 'Friday idea: our cold brew recipe.');
  await fill(again, 'searchbox', 'Search ideas', 'cold brew');
  await click(again, 'button', 'Open in composer: Friday idea: our cold brew recipe.');
  await until(
    'the idea in the composer',
    async () => (await textOf(again)) === 'Friday idea: our cold brew recipe.' || null,
  );
  expect(await (await find(again, 'textbox', 'Reply 1')).evaluate((el) => (el as HTMLTextAreaElement).value)).toBe(
    'Steep 18 hours, filter twice.',
  );
  expect(
    await (
      await find(again, 'checkbox', 'Dana Whitfield (Twitter)')
    ).evaluate((el) => (el as HTMLInputElement).checked),
  ).toBe(true);
  const left = await ff.ext(async () => (await browser.storage.local.get('ideas')).ideas as unknown[]);
  expect(left).toEqual([]);
});
