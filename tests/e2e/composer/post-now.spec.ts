import { expect, test } from '../fixtures/extension';
import { composerPage, signIn, type SandboxState } from './composer-page';

test.beforeEach(async ({ serviceWorker }) => {
  await signIn(serviceWorker);
});

test('posts now: the service publishes it at once', async ({ openPage, controls }) => {
  const c = await composerPage(await openPage('popup.html')).ready();
  await c.account('Whitfield Coffee Roasters', 'Facebook').check();
  await c.text.fill('Doors open now — first pour-over is on us.');
  await c.page.getByRole('radio', { name: 'Post now' }).check();
  await expect(c.page.getByLabel('Date', { exact: true })).toBeHidden();
  await c.button('Post now').click();

  await expect(c.status).toContainText(/Posted now: post \d+/);
  const { posts } = (await controls.state()) as SandboxState;
  expect(posts).toHaveLength(1);
  expect(posts[0]).toMatchObject({ content: 'Doors open now — first pour-over is on us.', status: 'published' });
});

test('sends a thread to twitter: replies added by hand and by “Split into thread”, in order', async ({
  openPage,
  controls,
}) => {
  const c = await composerPage(await openPage('popup.html')).ready();
  await c.account('Dana Whitfield', 'Twitter').check();
  const sentences = Array.from(
    { length: 9 },
    (_, i) => `Sentence number ${i + 1} of a long announcement about our new espresso blend.`,
  );
  await c.text.fill(sentences.join(' '));
  await expect(c.page.getByText(/Twitter: \d+ \/ 280 — \d+ over/)).toBeVisible(); // the warning before sending
  await c.button('Split into thread').click();
  await expect(c.reply(1)).toBeVisible();
  await c.button('Add reply').click();
  const last = c.page.getByRole('textbox', { name: /^Reply \d+$/ }).last();
  await last.fill('Come taste it on Saturday!');
  await c.page.getByRole('radio', { name: 'Post now' }).check();
  await c.page.keyboard.press('Control+Enter');

  await expect(c.status).toContainText(/Posted now: post \d+/);
  const [post] = ((await controls.state()) as SandboxState).posts;
  const parts = [post!.content, ...post!.replies];
  expect(parts.join(' ')).toBe(`${sentences.join(' ')} Come taste it on Saturday!`);
  for (const part of parts) expect(part.length).toBeLessThanOrEqual(280);
  expect(post!.replies.length).toBeGreaterThanOrEqual(3);
  expect(post!.status).toBe('published'); // no part over 280, so Twitter did not refuse it at publish time
});

test('says replies will be ignored without a twitter account, and does not send them', async ({
  openPage,
  controls,
}) => {
  const c = await composerPage(await openPage('popup.html')).ready();
  // The thread tools show while a Twitter account is chosen; the replies stay when it is unchosen.
  await expect(c.button('Add reply')).toHaveCount(0);
  await c.account('Dana Whitfield', 'Twitter').check();
  await c.text.fill('Hiring a roaster.');
  await c.button('Add reply').click();
  await c.reply(1).fill('Apply by Friday.');
  await c.account('Dana Whitfield', 'Twitter').uncheck();
  await c.account('Dana Whitfield', 'LinkedIn').check();
  await expect(c.button('Add reply')).toHaveCount(0);
  await expect(
    c.page.getByText('Replies are sent only to Twitter accounts, and none is chosen: these replies will be ignored.'),
  ).toBeVisible();
  await c.page.getByRole('radio', { name: 'Post now' }).check();
  await c.button('Post now').click();
  await expect(c.status).toContainText('Posted now');
  expect(((await controls.state()) as SandboxState).posts[0]!.replies).toEqual([]);
});

test('gives a YouTube video its title, with the first line as the placeholder', async ({ openPage, controls }) => {
  const c = await composerPage(await openPage('popup.html')).ready();
  await c.account('Whitfield Coffee TV', 'YouTube').check();
  await c.text.fill('Latte art, slowly\nWatch our barista pour a tulip.');
  const title = c.page.getByRole('textbox', { name: 'Title' });
  await expect(title).toHaveAttribute('placeholder', 'Latte art, slowly');
  await title.fill('Latte art in slow motion');
  await c.button('Attach media').click();
  await c.button('Attach Latte art in slow motion.mp4').click();
  await c.page.getByRole('radio', { name: 'Post now' }).check();
  await c.button('Post now').click();

  await expect(c.status).toContainText('Posted now');
  const [post] = ((await controls.state()) as SandboxState).posts;
  expect(post).toMatchObject({ title: 'Latte art in slow motion' });
  expect(post!.attachments).toHaveLength(1);
  expect(post!.attachments[0]).toMatch(/^video-/);
});
