import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from '@/lib/storage/outbox-entry';
import { createOutbox } from '@/lib/outbox/outbox';
import { describeEntry } from '@/lib/composer/outbox-text';
import { failureSentence } from '@/lib/errors/sentence';
import { fakeService, http, scheduled, type Step } from '../fakes/outbox';
import { outboxItem } from '@/lib/storage/outbox-item';

describe('outbox: one attempt, by outcome', () => {
  it.each<[string, Step, object]>([
    [
      'accepted',
      'ok',
      {
        state: 'sent',
        result: { postId: 100, via: 'answer', scheduledDate: '2026-06-02 09:30:00', timezone: 'Europe/Paris' },
      },
    ],
    [
      '429: kept queued until the window clears',
      429,
      { state: 'queued', wait: { reason: 'window', until: Date.UTC(2026, 5, 1, 13, 1) }, attempts: 1 },
    ],
    [
      'empty budget: kept queued, nothing sent, not counted',
      'budget',
      { state: 'queued', wait: { reason: 'window' }, attempts: 0 },
    ],
    ['offline: waits for the network', 'offline', { state: 'queued', wait: { reason: 'offline' }, attempts: 0 }],
    [
      '2xx with an unreadable answer: sent, never again',
      'unreadable',
      { state: 'sent', result: { postId: null, via: 'unreadable-answer' } },
    ],
    [
      '500 after the client’s own retries: back to the composer',
      500,
      { state: 'failed', error: { field: 'general', status: 500 } },
    ],
    ['404: back to the composer', 404, { state: 'failed', error: { status: 404 } }],
  ])('%s', async (_name, step, expected) => {
    const { state, outbox } = fakeService();
    state.script = [step];
    const entry = await outbox.send(scheduled);
    expect(entry).toMatchObject(expected);
    expect(await outboxItem.get()).toEqual([entry]);
  });

  it('stores the entry before the request leaves', async () => {
    const { state, outbox } = fakeService();
    await outbox.send(scheduled);
    expect(state.storedAtCreate).toEqual(['sending']);
  });

  it('says when a post kept by a 429 will be sent, from what it stores (no stored sentence)', async () => {
    const { state, outbox } = fakeService();
    state.script = [429];
    const kept = await outbox.send(scheduled);
    expect(kept).not.toHaveProperty('note');
    expect(describeEntry(kept, 'UTC', 'en').text).toContain('01:01 PM UTC');
  });

  it('sends nothing more after a 500 (the client already retried 1/2/4/8 s)', async () => {
    const { state, outbox } = fakeService();
    state.script = [500];
    await outbox.send(scheduled);
    await outbox.run();
    expect(state.creates).toBe(1);
  });
});

describe('outbox: permanent refusals name the field', () => {
  it.each([
    ['400 naming the zone', 'timezone "Mars/Base" is not a valid IANA time zone', 'timeZone'],
    ['400 naming the date', 'date (YYYY-MM-DD) and time (HH:mm) are required unless post_instant is true', 'date'],
    ['400 naming the content', 'content must not be empty', 'text'],
    ['400 naming an account', 'accounts[0].id 7 is not one of your connected accounts', 'accounts'],
    ['400 naming an attachment', 'attachments[0] video-4 is still processing', 'attachments'],
    ['400 naming the title', 'title must be at most 100 characters (it has 120)', 'title'],
    ['400 naming the replies', 'replies[1] must not be empty', 'replies'],
    ['400 about the content type is not the text', 'Content-Type must be application/json', 'general'],
  ])('%s', async (_name, message, field) => {
    const { deps } = fakeService();
    const entry = await createOutbox({ ...deps, createPost: () => Promise.reject(http(400, message)) }).send(scheduled);
    expect(entry.state).toBe('failed');
    expect(entry.error?.field).toBe(field);
    expect(entry.error).not.toHaveProperty('sentence'); // stored as data, worded when shown
    expect(failureSentence(entry.error)).toContain(message); // the service's own words are shown
  });

  it.each([
    [401, 0, 'credential'],
    [403, 0, 'credential'],
    [403, 1, 'attachments'],
  ])('%i with %i attachments concerns %s', async (status, attachments, field) => {
    const { deps } = fakeService();
    const error = http(status, 'refused', { context: { attachments } });
    const entry = await createOutbox({ ...deps, createPost: () => Promise.reject(error) }).send(scheduled);
    expect(entry.error?.field).toBe(field);
  });
});

describe('outbox: waiting', () => {
  it('sends a post kept by a 429 once the window has room, and not before', async () => {
    const { state, outbox } = fakeService();
    state.script = [429];
    await outbox.send(scheduled);
    state.room.write = false;
    await outbox.run();
    expect(state.creates).toBe(1);
    state.room.write = true;
    await outbox.run();
    expect(state.creates).toBe(2);
    expect((await outboxItem.get())[0]).toMatchObject({ state: 'sent', attempts: 2 });
    expect(state.posts).toHaveLength(1);
  });

  it('sends a post kept offline when the network is back', async () => {
    const { state, outbox } = fakeService();
    state.script = ['offline', 'offline'];
    await outbox.send(scheduled);
    await outbox.run(); // still offline
    expect((await outboxItem.get())[0]?.state).toBe('queued');
    await outbox.run();
    expect((await outboxItem.get())[0]?.state).toBe('sent');
  });

  it('tells the alarm when to look again', async () => {
    const { state, outbox } = fakeService();
    expect(await outbox.nextWake()).toBeUndefined();
    state.script = [429];
    await outbox.send(scheduled);
    expect(await outbox.nextWake()).toBe(state.now + 3_660_000);
  });
});

describe('outbox: one post, never two', () => {
  it.each<[string, Step]>([
    ['connection dropped after the service committed', 'drop'],
    ['no answer in time', 'timeout'],
  ])('%s: finds it in the post list instead of sending again', async (_name, step) => {
    const { state, outbox } = fakeService();
    state.script = [step];
    if (step === 'timeout')
      state.posts.unshift({
        id: 7,
        content: scheduled.content,
        accounts: scheduled.accounts,
        scheduled_date: '2026-06-02 09:30:00',
        timezone: 'Europe/Paris',
      });
    const entry = await outbox.send(scheduled);
    expect(entry).toMatchObject({ state: 'sent', result: { via: 'post-list' } });
    expect(state.creates).toBe(1);
    expect(state.posts).toHaveLength(1);
  });

  it('sends again when the post list shows it did not arrive', async () => {
    const { state, outbox } = fakeService();
    state.script = ['timeout', 'ok'];
    const entry = await outbox.send(scheduled);
    expect(entry).toMatchObject({ state: 'sent', result: { via: 'answer' } });
    expect(state.lists).toBe(1);
    expect(state.posts).toHaveLength(1);
  });

  it('a worker killed mid-request: the next start checks before sending', async () => {
    const { state, deps } = fakeService();
    state.posts.unshift({
      id: 42,
      content: scheduled.content,
      accounts: scheduled.accounts,
      scheduled_date: '2026-06-02 09:30:00',
      timezone: 'Europe/Paris',
      created_at: new Date(state.now).toISOString(),
    });
    const cut: OutboxEntry = {
      id: 'e1',
      post: scheduled,
      createdAt: state.now,
      state: 'sending',
      attempts: 1,
      attemptAt: state.now,
    };
    await outboxItem.set([cut]);
    await createOutbox(deps).run();
    expect((await outboxItem.get())[0]).toMatchObject({ state: 'sent', result: { postId: 42, via: 'post-list' } });
    expect(state.creates).toBe(0);
  });

  it('does not take an earlier send of the same text for this one', async () => {
    const { state, outbox } = fakeService();
    await outbox.send(scheduled); // post 100, claimed by the first entry
    state.script = ['timeout', 'ok'];
    await outbox.send(scheduled);
    expect(state.creates).toBe(3);
    expect(state.posts).toHaveLength(2);
  });

  it.each([
    ['other content', { content: 'Something else' }],
    ['other accounts', { accounts: [{ id: 9, type: 'bluesky' }] }],
    ['another time', { scheduled_date: '2026-06-02 10:30:00' }],
    ['created long before the attempt', { created_at: '2026-05-01T00:00:00Z' }],
  ])('does not match a post with %s', async (_name, patch) => {
    const { state, outbox } = fakeService();
    state.posts.unshift({
      id: 7,
      content: scheduled.content,
      accounts: scheduled.accounts,
      scheduled_date: '2026-06-02 09:30:00',
      timezone: 'Europe/Paris',
      ...patch,
    });
    state.script = ['timeout', 'ok'];
    const entry = await outbox.send(scheduled);
    expect(entry.result).toMatchObject({ postId: 101, via: 'answer' });
  });

  it('matches a post whose zone the service spells differently (compared as instants)', async () => {
    const { state, outbox } = fakeService();
    const kolkata = { ...scheduled, when: { date: '2026-06-02', time: '09:30', timezone: 'Asia/Calcutta' } };
    state.posts.unshift({
      id: 7,
      content: scheduled.content,
      scheduled_date: '2026-06-02 09:30:00',
      timezone: 'Asia/Kolkata',
    });
    state.script = ['timeout'];
    expect((await outbox.send(kolkata)).result?.postId).toBe(7);
  });

  it('keeps checking while the post list cannot be read, and sends nothing meanwhile', async () => {
    const { state, outbox } = fakeService();
    state.script = ['timeout'];
    state.listScript = ['offline', 'budget'];
    const first = await outbox.send(scheduled);
    expect(first).toMatchObject({ state: 'checking', wait: { reason: 'offline' } });
    await outbox.run();
    expect((await outboxItem.get())[0]).toMatchObject({ state: 'checking', wait: { reason: 'window' } });
    state.room.read = false;
    await outbox.run();
    expect(state.lists).toBe(2);
    state.room.read = true;
    await outbox.run();
    expect((await outboxItem.get())[0]).toMatchObject({ state: 'sent' });
    expect(state.creates).toBe(2); // the timed-out one never arrived; sent once more, after the check
  });

  it('gives up honestly when the post list is refused', async () => {
    const { state, outbox } = fakeService();
    state.script = ['timeout'];
    state.listScript = [403];
    const entry = await outbox.send(scheduled);
    expect(entry).toMatchObject({ state: 'failed' });
    expect(failureSentence(entry.error)).toContain('Look at your scheduled posts before sending it again');
  });

  it('two wake-ups at once send a queued post once', async () => {
    const { state, outbox } = fakeService();
    state.script = [429];
    await outbox.send(scheduled);
    state.room.write = true; // the window cleared
    await Promise.all([outbox.run(), outbox.run(), outbox.run()]);
    expect(state.creates).toBe(2);
    expect(state.posts).toHaveLength(1);
  });
});

describe('outbox: taking a post back', () => {
  it('removes a queued post', async () => {
    const { state, outbox } = fakeService();
    state.script = [429];
    const entry = await outbox.send(scheduled);
    expect(await outbox.remove(entry.id)).toEqual([]);
  });

  it('refuses while the outcome is open', async () => {
    const { state, outbox } = fakeService();
    state.script = ['timeout'];
    state.listScript = ['offline'];
    const entry = await outbox.send(scheduled);
    await expect(outbox.remove(entry.id)).rejects.toThrow('wait a moment');
  });

  it('forgets old final entries when new ones come', async () => {
    const { state, outbox } = fakeService();
    await outbox.send(scheduled);
    state.now += 8 * 24 * 60 * 60 * 1000;
    await outbox.send({ ...scheduled, content: 'next week' });
    expect((await outboxItem.get()).map((e) => e.post.content)).toEqual(['next week']);
  });
});
