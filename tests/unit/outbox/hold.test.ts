import { describe, expect, it } from 'vitest';
import { createOutbox } from '@/lib/outbox/outbox';
import { holdMsOf, isHeld, secondsLeft } from '@/lib/outbox/hold';
import { fakeService, scheduled } from '../fakes/outbox';
import { outboxItem } from '@/lib/storage/outbox-item';

const now: typeof scheduled = { ...scheduled, when: { instant: true } };

describe('undo send: the wait', () => {
  it.each([
    [undefined, 5000],
    [0, 0],
    [12, 12_000],
    [30, 30_000],
    [45, 30_000],
    [-3, 0],
  ])('%s s in the settings waits %i ms', (seconds, ms) => {
    expect(holdMsOf(seconds)).toBe(ms);
  });

  it.each([
    ['5 s left right after the send', 0, 5],
    ['rounds up: 4.2 s left says 5', 800, 5],
    ['1 s left', 4000, 1],
    ['its time has come', 5000, 0],
    ['past its time', 9000, 0],
  ])('%s', (_name, elapsed, seconds) => {
    expect(secondsLeft({ holdUntil: 10_000 + 5000 }, 10_000 + elapsed)).toBe(seconds);
  });

  it('is held while queued with a hold', () => {
    expect(isHeld({ state: 'queued', holdUntil: 2000 })).toBe(true);
    expect(isHeld({ state: 'sending', holdUntil: undefined })).toBe(false);
    expect(isHeld({ state: 'queued', holdUntil: undefined })).toBe(false);
  });
});

describe('undo send: the outbox holds a post, then sends it once', () => {
  it('stores it held and sends nothing within the wait', async () => {
    const { state, outbox } = fakeService();
    const entry = await outbox.send(now, { holdMs: 5000 });
    expect(entry).toMatchObject({ state: 'queued', holdUntil: state.now + 5000 });
    state.now += 4999;
    await outbox.run();
    expect(state.creates).toBe(0);
    expect(await outbox.nextWake()).toBe(entry.holdUntil);
  });

  it('sends it once when the wait is over, however many wake-ups come', async () => {
    const { state, outbox } = fakeService();
    await outbox.send(now, { holdMs: 5000 });
    state.now += 5000;
    await Promise.all([outbox.run(), outbox.run(), outbox.run()]);
    await outbox.run();
    expect(state.creates).toBe(1);
    expect((await outboxItem.get())[0]).toMatchObject({ state: 'sent' });
    expect((await outboxItem.get())[0]!.holdUntil).toBeUndefined();
  });

  it('Undo within the wait takes it back with its draft; nothing is sent', async () => {
    const { state, outbox } = fakeService();
    const draft = {
      version: 1,
      text: 'Fresh beans',
      replies: [],
      title: '',
      accounts: [],
      attachments: [],
      when: null,
      updatedAt: 1,
    } as never;
    const entry = await outbox.send(now, { holdMs: 5000, draft });
    state.now += 3000;
    expect(await outbox.undo(entry.id)).toMatchObject({ id: entry.id, draft });
    state.now += 10_000;
    await outbox.run();
    expect(state.creates).toBe(0);
    expect(await outboxItem.get()).toEqual([]);
  });

  it('Undo of a group customised per network takes every post of it back, by any of its posts; nothing is sent', async () => {
    const { state, outbox } = fakeService();
    const forTwitter = { ...now, content: 'Short one', accounts: [{ id: 1, type: 'twitter' }] };
    const forLinkedIn = { ...now, content: 'The longer one', accounts: [{ id: 2, type: 'linkedin' }] };
    const entries = await outbox.sendGroup([forTwitter, forLinkedIn], { id: 'g', holdMs: 5000 });
    expect(entries.map((e) => e.id)).toEqual(['g/1', 'g/2']);
    expect(await outbox.undo('g/2')).toMatchObject({ group: 'g' });
    expect(await outboxItem.get()).toEqual([]);
    state.now += 10_000;
    await outbox.run();
    expect(state.creates).toBe(0);
  });

  it('Undo of a group once one of its posts has left takes nothing back', async () => {
    const { state, outbox } = fakeService();
    await outbox.sendGroup(
      [
        { ...now, accounts: [{ id: 1, type: 'twitter' }] },
        { ...now, content: 'Other', accounts: [{ id: 2, type: 'linkedin' }] },
      ],
      { id: 'g', holdMs: 5000 },
    );
    state.now += 5000;
    await outbox.run();
    expect(await outbox.undo('g/1')).toBeNull();
    expect(state.creates).toBe(2);
  });

  it('Undo after the request left takes nothing back', async () => {
    const { state, outbox } = fakeService();
    const entry = await outbox.send(now, { holdMs: 5000 });
    state.now += 5000;
    await outbox.run();
    expect(await outbox.undo(entry.id)).toBeNull();
    expect(await outboxItem.get()).toHaveLength(1);
    expect(state.creates).toBe(1);
  });

  it('a post sent without a wait is no Undo’s to take back', async () => {
    const { outbox } = fakeService();
    const entry = await outbox.send(now);
    expect(entry.state).toBe('sent');
    expect(await outbox.undo(entry.id)).toBeNull();
  });

  it('a restarted worker sends a held post once, after its time, never before', async () => {
    const { state, deps, outbox } = fakeService();
    await outbox.send(now, { holdMs: 5000 });
    // The worker dies; a new one starts from what is stored, before the wait is over…
    state.now += 2000;
    const second = createOutbox(deps);
    await second.run();
    expect(state.creates).toBe(0);
    expect(await second.nextWake()).toBe(state.now + 3000);
    // …and its alarm comes late (alarms fire no sooner than 30 s): sent then, once.
    state.now += 30_000;
    await second.run();
    await second.run();
    const third = createOutbox(deps);
    await third.run();
    expect(state.creates).toBe(1);
  });

  it('a held post that meets no network waits for the network, no longer for Undo', async () => {
    const { state, outbox } = fakeService();
    state.script = ['offline'];
    const entry = await outbox.send(now, { holdMs: 5000 });
    state.now += 5000;
    await outbox.run();
    const [kept] = await outboxItem.get();
    expect(kept).toMatchObject({ id: entry.id, state: 'queued', wait: { reason: 'offline' } });
    expect(isHeld(kept!)).toBe(false);
    expect(await outbox.nextWake()).toBe(kept!.wait!.until);
    expect(await outbox.undo(entry.id)).toBeNull();
  });

  it('a scheduled post is held the same way', async () => {
    const { state, outbox } = fakeService();
    const entry = await outbox.send(scheduled, { holdMs: 3000 });
    expect(entry.state).toBe('queued');
    expect(await outbox.undo(entry.id)).not.toBeNull();
    expect(state.creates).toBe(0);
  });
});
