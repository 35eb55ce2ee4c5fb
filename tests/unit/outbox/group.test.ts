/**
 * A draft customised per network goes through the outbox as one group (docs/design.md §3.7): one entry per post,
 * each sent, checked after a lost answer and never sent twice on its own.
 */
import { describe, expect, it } from 'vitest';
import type { NewPost } from '@/lib/service/post';
import { fakeService, scheduled } from '../fakes/outbox';

const forTwitter: NewPost = { ...scheduled, content: 'Short for Twitter', accounts: [{ id: 1, type: 'twitter' }] };
const forLinkedIn: NewPost = { ...scheduled, accounts: [{ id: 2, type: 'linkedin' }] };

describe('outbox: a group of posts', () => {
  it('stores every post of the group before the first request leaves, under the page’s id, then sends each once', async () => {
    const { state, outbox } = fakeService();
    const entries = await outbox.sendGroup([forTwitter, forLinkedIn], { id: 'g1' });
    expect(entries.map((e) => [e.id, e.group, e.state])).toEqual([
      ['g1/1', 'g1', 'sent'],
      ['g1/2', 'g1', 'sent'],
    ]);
    expect(state.storedAtCreate[0]).toBe('sending,queued');
    expect(state.posts.map((p) => p.content).sort()).toEqual(['Fresh beans on Friday', 'Short for Twitter']);
  });

  it('a partial failure: the post that went out stays sent; the refused one alone is final-failed, nothing is sent again', async () => {
    const { state, outbox } = fakeService();
    state.script = ['ok', 400];
    const [first, second] = await outbox.sendGroup([forTwitter, forLinkedIn], { id: 'g2' });
    expect([first!.state, second!.state]).toEqual(['sent', 'failed']);
    await outbox.run();
    expect(state.creates).toBe(2);
    expect(state.posts).toHaveLength(1);
  });

  it('a lost answer for one post of the group is settled from the post list for that post alone: no duplicate', async () => {
    const { state, outbox } = fakeService();
    state.script = ['ok', 'drop'];
    const entries = await outbox.sendGroup([forTwitter, forLinkedIn], { id: 'g3' });
    await outbox.run();
    expect(entries.map((e) => e.state)).toEqual(['sent', 'sent']);
    expect(entries[1]!.result?.via).toBe('post-list');
    expect(state.creates).toBe(2);
    expect(state.posts).toHaveLength(2);
  });

  it('a taken id is not reused for a group', async () => {
    const { outbox } = fakeService();
    await outbox.sendGroup([forTwitter, forLinkedIn], { id: 'same' });
    const again = await outbox.sendGroup([forTwitter, forLinkedIn], { id: 'same' });
    expect(again.map((e) => e.id)).toEqual(['entry-1/1', 'entry-1/2']);
  });

  it('a queued group takes one slot for all its posts', async () => {
    const { outbox } = fakeService();
    const slot = { date: '2026-06-03', time: '12:30', timezone: 'UTC' };
    const seen: number[][] = [];
    const entries = await outbox.sendGroup([forTwitter, forLinkedIn], {
      id: 'q',
      place: async (post) => {
        seen.push(post.accounts.map((a) => a.id));
        return { ...post, when: slot };
      },
    });
    expect(seen).toEqual([[1, 2]]);
    expect(entries.map((e) => e.post.when)).toEqual([slot, slot]);
  });
});

describe('what the composer says about a group sent', () => {
  it('the posts of a group, scheduled together, are said once with their ids', async () => {
    const { sentText } = await import('@/lib/composer/outbox-text');
    const { outbox } = fakeService();
    const entries = await outbox.sendGroup([forTwitter, forLinkedIn], { id: 'g' });
    expect(sentText(entries, 'UTC', 'en-GB')).toMatch(/^Scheduled: post 100 and post 101, for /);
    expect(sentText(entries.slice(0, 1), 'UTC', 'en-GB')).toMatch(/^Scheduled: post 100, for /);
  });
});
