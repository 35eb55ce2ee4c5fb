/**
 * Notifications through WXT's fake browser: once per post and status (across a restart: a new notifier over
 * the same storage), the person's on/off preferences, clicks, and "Edit and retry" restoring the draft.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { PostRecord } from '@/lib/api';
import { emptyDraft } from '@/lib/draft/next-draft';
import { draftItem } from '@/lib/storage/draft-item';
import { createNotifier, notificationIdOf } from '@/lib/notify/notifier';
import { createRetry } from '@/lib/notify/retry';
import { notifiedItem, setAsideDraftItem } from '@/lib/storage/notify-items';
import { accountsCacheItem, preferencesItem } from '@/lib/storage/page-items';
import { mediaCacheItem, serviceAddressesItem } from '@/lib/storage/items';
import { defaultPreferences } from '@/lib/storage/page-items';
import type { Final } from '@/lib/tracking/observe';
import { T0 } from '../fakes/api';
import { tracked } from '../fakes/tracking';

const POST = tracked(42, T0, {
  content: 'Launch day! Our new roast is out.',
  replies: ['Thread part 2'],
  title: 'Roast',
  attachments: ['image-3'],
  accounts: [
    { id: 1, type: 'twitter' },
    { id: 2, type: 'linkedin' },
  ],
});
const rec = (status: string, extra: Record<string, unknown> = {}) =>
  ({ id: 42, status, content: POST.content, scheduled_date: null, timezone: null, ...extra }) as PostRecord;
const published: Final = { post: POST, record: rec('published'), status: 'published' };
const failed: Final = {
  post: POST,
  record: rec('failed', { error: 'Twitter: the text is 300 characters; the limit is 280' }),
  status: 'failed',
};

function build(buttons = true) {
  const opened = vi.fn(async () => undefined);
  const retry = createRetry({ clock: { now: () => T0 + 1000 }, log: () => undefined, openComposer: opened });
  const notifier = createNotifier({ clock: { now: () => T0 }, log: () => undefined, retry, buttons });
  return { notifier, opened, retry };
}

const shown = () =>
  fakeBrowser.notifications.getAllCreateOptions() as Record<
    string,
    { title: string; message: string; contextMessage?: string; buttons?: { title: string }[] }
  >;

beforeEach(async () => {
  await accountsCacheItem.set({
    fetchedAt: T0,
    value: [
      { id: 1, type: 'twitter', name: 'Dana', username: 'dana' },
      { id: 2, type: 'linkedin', name: 'Dana W', username: null },
    ] as never,
  });
  await serviceAddressesItem.set({ apiUrl: 'http://127.0.0.1:8787', appUrl: 'http://127.0.0.1:8787' });
});

afterEach(() => vi.restoreAllMocks());

describe('notifier', () => {
  it('published: accounts and an excerpt, once — also after a restart', async () => {
    await build().notifier.final(published);
    expect(shown()[notificationIdOf(42, 'published')]).toMatchObject({
      title: 'Published',
      message: 'Launch day! Our new roast is out.',
      contextMessage: 'Twitter @dana, LinkedIn Dana W',
    });
    await fakeBrowser.notifications.clear(notificationIdOf(42, 'published'));
    await build().notifier.final(published);
    expect(shown()).toEqual({});
  });

  it('failed: the reason and an Edit and retry button (none where the browser has no buttons)', async () => {
    await build().notifier.final(failed);
    const options = shown()[notificationIdOf(42, 'failed')]!;
    expect(options.message).toBe(
      'Twitter: the text is 300 characters; the limit is 280. Edit the post and send it again.',
    );
    expect(options.buttons).toEqual([{ title: 'Edit and retry' }]);
    await fakeBrowser.notifications.clear(notificationIdOf(42, 'failed'));
    await build(false).notifier.final({ ...failed, post: { ...POST, id: 43 } });
    expect(shown()[notificationIdOf(43, 'failed')]!.buttons).toBeUndefined();
  });

  it('a worker killed between recording and showing: the next start shows it, once', async () => {
    // The first worker dies inside `create`: the browser never gets the notification.
    vi.spyOn(fakeBrowser.notifications, 'create').mockImplementationOnce(() => new Promise<string>(() => undefined));
    void build().notifier.final(published);
    await vi.waitFor(async () => expect((await notifiedItem.get())['42:published']?.pending).toBeDefined());
    expect(shown()).toEqual({});
    await build().notifier.recover();
    expect(shown()[notificationIdOf(42, 'published')]).toMatchObject({ title: 'Published' });
    expect((await notifiedItem.get())['42:published']).toEqual({ at: T0 });
    await fakeBrowser.notifications.clear(notificationIdOf(42, 'published')); // the person closes it
    await build().notifier.recover();
    await build().notifier.final(published);
    expect(shown()).toEqual({});
  });

  it('killed after showing, before marking it shown: the next start leaves the one on screen alone', async () => {
    await notifiedItem.set({
      '42:failed': {
        at: T0,
        pending: { id: notificationIdOf(42, 'failed'), notice: { title: 'Failed', message: 'm', priority: 2 } },
      },
    });
    await fakeBrowser.notifications.create(notificationIdOf(42, 'failed'), {
      type: 'basic',
      iconUrl: 'icon.png',
      title: 'On screen',
      message: 'm',
    });
    const create = vi.spyOn(fakeBrowser.notifications, 'create');
    await build().notifier.recover();
    expect(create).not.toHaveBeenCalled();
    expect(shown()[notificationIdOf(42, 'failed')]!.title).toBe('On screen');
    expect((await notifiedItem.get())['42:failed']).toEqual({ at: T0 });
  });

  it('respects the preferences: switched off, nothing is shown, and switching on later shows no stale one', async () => {
    await preferencesItem.set({ ...defaultPreferences, notify: { published: false, failed: true } });
    await build().notifier.final(published);
    expect(shown()).toEqual({});
    await preferencesItem.set(defaultPreferences);
    await build().notifier.final(published);
    expect(shown()).toEqual({});
  });

  it('a click on a published post opens the dashboard, or the post when its address is known', async () => {
    const { notifier } = build();
    notifier.listen();
    await notifier.final(published);
    await notifier.final({
      post: { ...POST, id: 50 },
      record: { ...rec('published'), id: 50, permalink: 'https://x.com/dana/status/50' } as PostRecord,
      status: 'published',
    });
    const created = vi.spyOn(fakeBrowser.tabs, 'create');
    await fakeBrowser.notifications.onClicked.trigger(notificationIdOf(42, 'published'));
    await fakeBrowser.notifications.onClicked.trigger(notificationIdOf(50, 'published'));
    await vi.waitFor(() => expect(created).toHaveBeenCalledTimes(2));
    expect(created.mock.calls.map(([p]) => p.url).sort()).toEqual([
      'http://127.0.0.1:8787',
      'https://x.com/dana/status/50',
    ]);
    expect(shown()).toEqual({});
  });

  it.each([
    ['removed', 'Duplicate removed: Launch day! Our new roast is out.', /Quickpost deleted the extra copy/],
    ['published', 'Published twice: Launch day! Our new roast is out.', /Both copies went out/],
    ['left', 'Scheduled twice: Launch day! Our new roast is out.', /could not delete the extra copy/],
  ] as const)(
    'a twin the browser made (%s): said once, whatever the preferences; a click opens the dashboard',
    async (outcome, title, message) => {
      await preferencesItem.set({ ...defaultPreferences, notify: { published: false, failed: false } });
      const twin = {
        id: 41,
        of: 42,
        content: POST.content,
        accounts: POST.accounts,
        dueAt: T0,
        attempts: 0,
        nextAt: 0,
      };
      const { notifier } = build();
      notifier.listen();
      await notifier.twin(outcome, twin);
      await build().notifier.twin(outcome, twin); // a restart that found it again
      expect(Object.keys(shown())).toEqual(['quickpost-twin:41']);
      expect(shown()['quickpost-twin:41']).toMatchObject({
        title,
        message: expect.stringMatching(message),
        contextMessage: 'Twitter @dana, LinkedIn Dana W',
      });
      const created = vi.spyOn(fakeBrowser.tabs, 'create');
      await fakeBrowser.notifications.onClicked.trigger('quickpost-twin:41');
      await vi.waitFor(() => expect(created).toHaveBeenCalledWith({ url: 'http://127.0.0.1:8787' }));
      expect(shown()).toEqual({});
    },
  );

  it('Edit and retry puts text, replies, title, attachments and accounts back into the composer and opens it', async () => {
    await mediaCacheItem.set({
      'all:1:20': { fetchedAt: T0, value: [{ media_id: 'image-3', type: 'image', url: 'https://x/3.png' }] as never },
    });
    const { notifier, opened } = build();
    notifier.listen();
    await notifier.final(failed);
    await fakeBrowser.notifications.onButtonClicked.trigger(notificationIdOf(42, 'failed'), 0);
    await vi.waitFor(() => expect(opened).toHaveBeenCalledOnce());
    expect(await draftItem.get()).toMatchObject({
      text: POST.content,
      replies: ['Thread part 2'],
      title: 'Roast',
      accounts: POST.accounts,
      attachments: [{ media_id: 'image-3', type: 'image', url: 'https://x/3.png' }],
      when: null,
    });
  });

  it('Edit and retry on a post of a group customised per network brings back its failed siblings: one draft, a copy per network', async () => {
    const twitterPost = tracked(50, T0, {
      content: 'Short for Twitter',
      replies: ['Part 2'],
      accounts: [{ id: 1, type: 'twitter' }],
      group: 'g',
    });
    const linkedinPost = tracked(51, T0, {
      content: 'The longer LinkedIn text',
      accounts: [{ id: 2, type: 'linkedin' }],
      group: 'g',
    });
    const otherGroup = tracked(52, T0, { content: 'Not this one', accounts: [{ id: 3, type: 'bluesky' }], group: 'h' });
    const failure = (post: typeof twitterPost): Final => ({
      post,
      record: rec('failed', { id: post.id }),
      status: 'failed',
    });
    const { notifier, opened } = build();
    notifier.listen();
    for (const post of [twitterPost, linkedinPost, otherGroup]) await notifier.final(failure(post));
    await fakeBrowser.notifications.onButtonClicked.trigger(notificationIdOf(51, 'failed'), 0);
    await vi.waitFor(() => expect(opened).toHaveBeenCalledOnce());
    expect(await draftItem.get()).toMatchObject({
      text: 'The longer LinkedIn text',
      replies: ['Part 2'],
      accounts: [
        { id: 2, type: 'linkedin' },
        { id: 1, type: 'twitter' },
      ],
      networks: { copies: [{ type: 'twitter', text: 'Short for Twitter' }] },
    });
  });

  it('a draft being written is set aside, and comes back once the composer is empty', async () => {
    const typing = { ...emptyDraft(), text: 'Half-written thought', updatedAt: T0 - 10 };
    await draftItem.set(typing);
    const { notifier, retry } = build();
    await notifier.final(failed);
    notifier.listen();
    await fakeBrowser.notifications.onClicked.trigger(notificationIdOf(42, 'failed'));
    await vi.waitFor(async () => expect((await draftItem.get())?.text).toBe(POST.content));
    expect(await setAsideDraftItem.get()).toEqual(typing);
    await retry.bringBack(); // the composer still holds the retried post: nothing moves
    expect((await draftItem.get())?.text).toBe(POST.content);
    await draftItem.set(emptyDraft(POST.accounts)); // sent: the outbox cleared the draft
    await retry.bringBack();
    expect((await draftItem.get())?.text).toBe('Half-written thought');
    expect(await setAsideDraftItem.get()).toBeNull();
  });
});
