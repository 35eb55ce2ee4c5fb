/**
 * Firefox: the composer as a person uses it — accounts listed, a post scheduled for two accounts in a zone, post
 * now, a Twitter thread, an image from the library, and a draft that survives closing the page.
 */
import { expect, it } from 'vitest';
import { check, click, fill, find, sees, until } from './fixtures/pages';
import { choose, composer, daysAhead, fieldValue, setField, useFirefox } from './fixtures/session';

const ff = useFirefox();

it('lists the connected accounts, with handle and platform', async () => {
  const page = await composer(ff);
  expect(await page.$$('::-p-aria([role="checkbox"])')).toHaveLength(10);
  await sees(page, '@whitfieldcoffeetv · YouTube');
  await sees(page, '@danawhitfield.bsky.social · Bluesky');
});

it('schedules a post for two accounts in Tokyo time; the service stores that date, time and zone', async () => {
  const page = await composer(ff);
  await choose(page, 'Dana Whitfield', 'LinkedIn');
  await choose(page, 'Whitfield Coffee', 'Instagram');
  await fill(page, 'textbox', 'Post text', 'Our Kyoto roast lands on Friday.');
  await check(page, 'radio', 'Schedule');
  const date = daysAhead(3);
  await setField(page, 'Date', date);
  await setField(page, 'Time', '09:30');
  await fill(page, 'combobox', 'Time zone', 'Asia/Tokyo');
  await click(page, 'button', 'Schedule');
  await sees(page, /Scheduled: post \d+/, 15_000);
  await sees(page, 'Asia/Tokyo');

  const { posts, accounts } = await ff.controls.state();
  expect(posts).toHaveLength(1);
  expect(posts[0]).toMatchObject({
    content: 'Our Kyoto roast lands on Friday.',
    scheduled_date: `${date} 09:30:00`,
    timezone: 'Asia/Tokyo',
    status: 'scheduled',
  });
  const chosen = accounts
    .filter((a) => ['linkedin', 'instagram'].includes(a.type))
    .map((a) => a.id)
    .sort();
  expect(posts[0]!.accounts.map((a) => a.id).sort()).toEqual(chosen);
});

it('posts now: the service publishes it at once', async () => {
  const page = await composer(ff);
  await choose(page, 'Whitfield Coffee Roasters', 'Facebook');
  await fill(page, 'textbox', 'Post text', 'Doors open now.');
  await check(page, 'radio', 'Post now');
  await click(page, 'button', 'Post now');
  await sees(page, /Posted now: post \d+/, 15_000);
  const { posts } = await ff.controls.state();
  expect(posts).toMatchObject([{ content: 'Doors open now.', status: 'published' }]);
});

it('sends a Twitter thread: the replies in order', async () => {
  const page = await composer(ff);
  await choose(page, 'Dana Whitfield', 'Twitter');
  await fill(page, 'textbox', 'Post text', 'A thread about our new espresso blend.');
  await click(page, 'button', 'Add reply');
  await fill(page, 'textbox', 'Reply 1', 'It is roasted on Tuesdays.');
  await click(page, 'button', 'Add reply');
  await fill(page, 'textbox', 'Reply 2', 'Come taste it on Saturday!');
  await check(page, 'radio', 'Post now');
  await (await find(page, 'textbox', 'Post text')).focus();
  await page.keyboard.down('Control');
  await page.keyboard.press('Enter');
  await page.keyboard.up('Control');
  await sees(page, /Posted now: post \d+/, 15_000);
  const [post] = (await ff.controls.state()).posts;
  expect(post).toMatchObject({
    content: 'A thread about our new espresso blend.',
    replies: ['It is roasted on Tuesdays.', 'Come taste it on Saturday!'],
  });
});

it('attaches an image from the media library', async () => {
  const page = await composer(ff);
  await choose(page, 'Whitfield Coffee', 'Instagram');
  await fill(page, 'textbox', 'Post text', 'Latte art.');
  await click(page, 'button', 'Attach media');
  const image = await find(page, 'button', 'Attach image-1');
  await image.click();
  await find(page, 'button', 'Remove image-1');
  await check(page, 'radio', 'Post now');
  await click(page, 'button', 'Post now');
  await sees(page, /Posted now: post \d+/, 15_000);
  expect((await ff.controls.state()).posts[0]).toMatchObject({ attachments: ['image-1'] });
});

it('keeps the draft when the page is closed and opened again', async () => {
  const page = await composer(ff);
  await choose(page, 'Dana Whitfield', 'Bluesky');
  await fill(page, 'textbox', 'Post text', 'Half-written thought about cupping.');
  await check(page, 'radio', 'Schedule');
  await setField(page, 'Time', '18:45');
  await fill(page, 'combobox', 'Time zone', 'America/New_York');
  // Saved as it happens: the last change is in storage before the page closes.
  await until('the draft saved', () =>
    ff.ext(async () => JSON.stringify(await browser.storage.local.get('draft')).includes('America/New_York') || null),
  );
  await page.close();

  const again = await composer(ff);
  expect(await (await find(again, 'textbox', 'Post text')).evaluate((el) => (el as HTMLTextAreaElement).value)).toBe(
    'Half-written thought about cupping.',
  );
  expect(await (await find(again, 'radio', 'Schedule')).evaluate((el) => (el as HTMLInputElement).checked)).toBe(true);
  expect(await (await find(again, 'combobox', 'Time zone')).evaluate((el) => (el as HTMLInputElement).value)).toBe(
    'America/New_York',
  );
  expect(await fieldValue(again, 'Time')).toBe('18:45');
});
