/**
 * Firefox: the posts view lists what was sent, and a published post raises a desktop notification. Time moves
 * as in tests/e2e/tracking: the background page's Date.now is shifted and the tracker's alarm fired (alarms run
 * on the browser's real clock).
 */
import { expect, it } from 'vitest';
import { check, click, fill, sees, until } from './fixtures/pages';
import { choose, composer, useFirefox } from './fixtures/session';

const ff = useFirefox();

/** Moves the background page's clock forward by `ms` and fires the tracker's alarm. */
async function timePasses(ms: number): Promise<void> {
  await ff.ext(async (ms) => {
    const bg = (await browser.runtime.getBackgroundPage()) as unknown as {
      Date: DateConstructor;
      __qpShift?: number;
      __qpRealNow?: () => number;
    };
    if (!bg.__qpRealNow) {
      const real = bg.Date.now.bind(bg.Date);
      bg.__qpRealNow = real;
      bg.Date.now = () => real() + (bg.__qpShift ?? 0);
    }
    bg.__qpShift = (bg.__qpShift ?? 0) + ms;
    await browser.alarms.create('quickpost-track', { when: Date.now() + 50 });
  }, ms);
}

it('lists a sent post in the posts view, and notifies once it is published', async () => {
  const page = await composer(ff);
  await choose(page, 'Whitfield Coffee Roasters', 'Facebook');
  await fill(page, 'textbox', 'Post text', 'Fresh beans are in.');
  await check(page, 'radio', 'Post now');
  await click(page, 'button', 'Post now');
  await sees(page, /Posted now: post \d+/, 15_000);
  // The Posts tab: its accessible name carries the upcoming count ("Posts (1 upcoming)"), so it is found by its id.
  await (await page.waitForSelector('#qp-tab-posts[role="tab"]'))!.click();
  await click(page, 'button', 'Refresh');
  await sees(page, 'Fresh beans are in.');

  await timePasses(3 * 60_000);
  const notes = await until(
    'a notification',
    async () => {
      const all = await ff.ext(() => browser.notifications.getAll());
      return Object.keys(all).length ? all : undefined;
    },
    20_000,
  );
  const text = JSON.stringify(notes);
  expect(text).toMatch(/[Pp]ublished/);
  expect(text).toContain('Fresh beans are in.');
});
