/**
 * A fake service for the outbox: a post list, and a script of what each Create Post does (answer, refuse,
 * or drop the connection after committing). Errors are lib/api's own classes, as the client throws them.
 */
import type { CreatedPost } from '@/lib/api';
import {
  ApiHttpError,
  ApiNetworkError,
  ApiSchemaError,
  ApiTimeoutError,
  BudgetExhaustedError,
} from '@/lib/errors/service';
import type { Bucket } from '@/lib/service/operations';
import { outboxItem } from '@/lib/storage/outbox-item';
import type { NewPost } from '@/lib/service/post';
import type { ListedPost } from '@/lib/service/post';
import { createOutbox, type OutboxDeps } from '@/lib/outbox/outbox';

export type Step = 'ok' | 'drop' | 'offline' | 'timeout' | 'unreadable' | 'budget' | number;

export const http = (
  status: number,
  serviceMessage = `HTTP ${status}`,
  extra: Partial<ConstructorParameters<typeof ApiHttpError>[0]> = {},
) => new ApiHttpError({ operation: 'createPost', status, serviceMessage, body: '', retry: 'never', ...extra });

export function fakeService(start = Date.UTC(2026, 5, 1, 12)) {
  const state = {
    now: start,
    posts: [] as ListedPost[],
    script: [] as Step[],
    listScript: [] as Step[],
    creates: 0,
    lists: 0,
    room: { read: true, write: true } as Record<Bucket, boolean>,
    /** The stored state of the entry each time Create Post was called. */
    storedAtCreate: [] as string[],
    nextId: 1,
  };

  function commit(post: NewPost): CreatedPost {
    const id = 100 + state.posts.length;
    const when = post.when.instant
      ? { scheduled_date: '2026-06-01 14:00:00', timezone: 'Europe/Paris' }
      : { scheduled_date: `${post.when.date} ${post.when.time}:00`, timezone: post.when.timezone };
    state.posts.unshift({
      id,
      content: post.content,
      accounts: post.accounts,
      ...when,
      created_at: new Date(state.now).toISOString(),
    });
    return { id, post_id: id, ...when, status: 'scheduled' } as CreatedPost;
  }

  const deps: OutboxDeps = {
    clock: { now: () => state.now },
    createPost: async (post) => {
      state.creates += 1;
      state.storedAtCreate.push((await outboxItem.get()).map((e) => e.state).join(','));
      const step = state.script.shift() ?? 'ok';
      if (step === 'ok') return commit(post);
      if (step === 'drop') {
        commit(post);
        throw new ApiNetworkError({ operation: 'createPost', causeMessage: 'socket hang up', outcome: 'unknown' });
      }
      if (step === 'timeout')
        throw new ApiTimeoutError({ operation: 'createPost', timeoutMs: 30_000, outcome: 'unknown' });
      if (step === 'offline')
        throw new ApiNetworkError({
          operation: 'createPost',
          causeMessage: 'the browser is offline',
          outcome: 'not-sent',
        });
      if (step === 'unreadable') {
        commit(post);
        throw new ApiSchemaError({
          operation: 'createPost',
          status: 202,
          body: '<html>',
          issues: [{ path: '', message: 'not JSON' }],
        });
      }
      // As the real budget does: after its refusal or a 429, the mirror has no room until the window clears.
      if (step === 'budget' || step === 429) state.room.write = false;
      if (step === 'budget')
        throw new BudgetExhaustedError({ bucket: 'write', retryAt: state.now + 3_660_000, reserveOnly: false });
      if (step === 429)
        throw http(429, 'Rate limit exceeded. Max 30 write requests/hour.', {
          retry: 'after-window',
          retryAt: state.now + 3_660_000,
        });
      throw http(step);
    },
    listPosts: async (page) => {
      state.lists += 1;
      const step = state.listScript.shift() ?? 'ok';
      if (step === 'offline')
        throw new ApiNetworkError({ operation: 'listPosts', causeMessage: 'offline', outcome: 'not-sent' });
      if (step === 'budget') state.room.read = false;
      if (step === 'budget')
        throw new BudgetExhaustedError({ bucket: 'read', retryAt: state.now + 60_000, reserveOnly: false });
      if (typeof step === 'number')
        throw new ApiHttpError({
          operation: 'listPosts',
          status: step,
          serviceMessage: 'no',
          body: '',
          retry: 'never',
        });
      return { posts: state.posts.slice((page - 1) * 20, page * 20), total: state.posts.length };
    },
    canSpend: (bucket) => state.room[bucket],
    newId: () => `entry-${state.nextId++}`,
  };
  return { state, deps, outbox: createOutbox(deps) };
}

export const scheduled: NewPost = {
  content: 'Fresh beans on Friday',
  when: { date: '2026-06-02', time: '09:30', timezone: 'Europe/Paris' },
  accounts: [
    { id: 1, type: 'twitter' },
    { id: 2, type: 'linkedin' },
  ],
};
