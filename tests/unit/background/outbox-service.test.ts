import { describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createHandlers } from '@/lib/background/handlers';
import { OUTBOX_ALARM } from '@/lib/background/outbox-service';
import type { Draft } from '@/lib/draft/draft';
import { emptyDraft } from '@/lib/draft/next-draft';
import { draftItem } from '@/lib/storage/draft-item';
import type { OutboxEntry } from '@/lib/storage/outbox-entry';
import { outboxItem } from '@/lib/storage/outbox-item';
import { credentialItem } from '@/lib/storage/items';
import { preferencesItem } from '@/lib/storage/page-items';
import { defaultPreferences } from '@/lib/storage/page-items';
import { backgroundHarness, storeCredential } from '../fakes/background';

const post = {
  content: 'Fresh beans on Friday',
  when: { date: '2030-01-09', time: '10:00', timezone: 'UTC' },
  accounts: [{ id: 1, type: 'twitter' }],
};
const draft: Draft = {
  ...emptyDraft([{ id: 1, type: 'twitter' }]),
  text: post.content,
  when: { mode: 'schedule', date: '2030-01-09', time: '10:00', timeZone: 'UTC' },
  updatedAt: 1234,
};

/** Signed in, with no Undo wait: these tests are about what happens once the request leaves. */
async function signedIn(undoSeconds = 0) {
  await storeCredential({ kind: 'api-key', key: 'smm_demo', savedAt: 1 });
  await preferencesItem.set({ ...defaultPreferences, undoSeconds });
}

describe('the outbox in the background', () => {
  it('sends through the contract, and clears the draft it came from (keeping the accounts and the "when" choice)', async () => {
    await signedIn();
    await draftItem.set(draft);
    const h = backgroundHarness();
    const { entry } = await h.ask('outbox.send', { post, draft });
    expect(entry).toMatchObject({ state: 'sent', result: { postId: 99, via: 'answer', timezone: 'UTC' } });
    expect(await draftItem.get()).toEqual({
      ...emptyDraft(draft.accounts),
      when: {
        mode: draft.when!.mode,
        date: expect.any(String),
        time: expect.any(String),
        timeZone: draft.when!.timeZone,
      },
      updatedAt: h.time.now,
    });
    expect((await outboxItem.get())[0]?.state).toBe('sent');
    expect(h.service.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it('leaves a draft the person changed after pressing send', async () => {
    await signedIn();
    await draftItem.set({ ...draft, text: 'typed more', updatedAt: 5678 });
    await backgroundHarness().ask('outbox.send', { post, draft });
    expect((await draftItem.get())?.text).toBe('typed more');
  });

  it('keeps a post queued while offline, with an alarm, and sends it when a page looks', async () => {
    await signedIn();
    const h = backgroundHarness();
    h.service.offline = true;
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { entry } = await h.ask('outbox.send', { post });
    expect(entry).toMatchObject({ state: 'queued', wait: { reason: 'offline' } });
    expect(await fakeBrowser.alarms.get(OUTBOX_ALARM)).toBeDefined();
    expect(h.service.requests).toHaveLength(0); // known offline: nothing spent

    h.service.offline = false;
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    await h.ask('outbox.status', {});
    await vi.waitFor(async () => expect((await outboxItem.get())[0]?.state).toBe('sent'));
    expect(await fakeBrowser.alarms.get(OUTBOX_ALARM)).toBeUndefined();
  });

  it('at start, settles a send the worker was killed in the middle of, from the post list', async () => {
    await signedIn();
    const h = backgroundHarness();
    h.service.posts.unshift({
      id: 41,
      status: 'scheduled',
      content: post.content,
      scheduled_date: '2030-01-09 10:00:00',
      timezone: 'UTC',
    });
    const cut: OutboxEntry = {
      id: 'cut',
      post,
      createdAt: h.time.now,
      state: 'sending',
      attempts: 1,
      attemptAt: h.time.now,
    };
    await outboxItem.set([cut]);
    createHandlers(h.deps, ({ outbox }) => outbox.start());
    await vi.waitFor(async () =>
      expect((await outboxItem.get())[0]).toMatchObject({ state: 'sent', result: { postId: 41, via: 'post-list' } }),
    );
    expect(h.service.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('takes back a queued post, and refuses to while its outcome is open', async () => {
    await signedIn();
    const queued: OutboxEntry = {
      id: 'q',
      post,
      createdAt: 1,
      state: 'queued',
      attempts: 0,
      wait: { reason: 'window', until: 2 },
    };
    const checking: OutboxEntry = { ...queued, id: 'c', state: 'checking' };
    await outboxItem.set([queued, checking]);
    const h = backgroundHarness();
    expect((await h.ask('outbox.remove', { id: 'q' })).entries.map((e) => e.id)).toEqual(['c']);
    await expect(h.ask('outbox.remove', { id: 'c' })).rejects.toThrow('wait a moment');
  });

  describe('undo send', () => {
    const undoId = (entry: OutboxEntry) => `quickpost-undo:${entry.id}`;
    const shown = () =>
      fakeBrowser.notifications.getAllCreateOptions() as Record<
        string,
        { title: string; message: string; buttons?: { title: string }[] }
      >;

    it('holds the post for the wait in the settings, with an Undo notification, then sends it once', async () => {
      await signedIn(5);
      const h = backgroundHarness();
      const { entry } = await h.ask('outbox.send', { post, draft });
      expect(entry).toMatchObject({ state: 'queued', holdUntil: h.time.now + 5000 });
      expect(shown()[undoId(entry)]).toMatchObject({
        title: 'Scheduling in 5 s',
        message: post.content,
        buttons: [{ title: 'Undo' }],
      });
      expect(h.service.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
      // The worker's timer is due: what the alarm would do after a restart is the same run.
      h.time.now += 5000;
      await h.ask('outbox.status', {});
      await vi.waitFor(async () => expect((await outboxItem.get())[0]?.state).toBe('sent'));
      await h.ask('outbox.status', {});
      expect(h.service.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
      expect(shown()[undoId(entry)]).toBeUndefined();
    });

    it('Undo from the notification takes the post back and puts its draft back into the composer', async () => {
      await signedIn(5);
      await draftItem.set(draft);
      const h = backgroundHarness();
      createHandlers(h.deps, ({ outbox }) => outbox.start());
      const { entry } = await h.ask('outbox.send', { post, draft });
      expect((await draftItem.get())?.text).toBe('');
      await fakeBrowser.notifications.onButtonClicked.trigger(undoId(entry), 0);
      await vi.waitFor(async () => expect((await draftItem.get())?.text).toBe(post.content));
      expect(await outboxItem.get()).toEqual([]);
      h.time.now += 60_000;
      await h.ask('outbox.status', {});
      expect(h.service.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
      expect(shown()[undoId(entry)]).toBeUndefined();
    });

    it('Undo from a page answers with the entry while held, and null once it has left', async () => {
      await signedIn(5);
      const h = backgroundHarness();
      const { entry } = await h.ask('outbox.send', { post, draft });
      expect((await h.ask('outbox.undo', { id: entry.id })).entry?.id).toBe(entry.id);
      const second = (await h.ask('outbox.send', { post, draft })).entry;
      h.time.now += 5000;
      await h.ask('outbox.status', {});
      await vi.waitFor(async () => expect((await outboxItem.get())[0]?.state).toBe('sent'));
      expect((await h.ask('outbox.undo', { id: second.id })).entry).toBeNull();
    });
  });
});
