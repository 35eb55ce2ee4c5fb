import { describe, expect, it } from 'vitest';
import { createApi } from '@/lib/api';
import { fakeTime, json, testBudget } from '../fakes/api';

/**
 * Writes travel without cookies, hence on another connection pool than the reads (lib/api/request.ts): Chromium
 * resends a request on its own when a reused keep-alive connection closes before any answer, which would post a
 * committed-then-dropped create-post twice (tests/e2e/composer/outbox.spec.ts shows it against the sandbox).
 */
describe('the connection pool of each operation', () => {
  it.each([
    ['createPost', 'omit'],
    ['deletePost', 'omit'],
    ['deleteMedia', 'omit'],
    ['listAccounts', undefined],
    ['listPosts', undefined],
    ['listMedia', undefined],
  ] as const)('%s → credentials %s', async (operation, credentials) => {
    const time = fakeTime();
    const inits: RequestInit[] = [];
    const fetch = (async (_url: RequestInfo | URL, init?: RequestInit) => {
      inits.push(init ?? {});
      return operation === 'createPost'
        ? json(202, { post_id: 1 })
        : operation.startsWith('list')
          ? json(200, operation === 'listAccounts' ? { accounts: [] } : [])
          : json(200, {});
    }) as typeof globalThis.fetch;
    const api = createApi({
      baseUrl: 'http://127.0.0.1:8787',
      credential: { kind: 'api-key', key: 'smm_test' },
      fetch,
      clock: time.clock,
      budget: await testBudget(time.clock),
      sleep: time.sleep,
    });
    const calls = {
      createPost: () =>
        api.createPost({ content: 'x', when: { instant: true }, accounts: [{ id: 1, type: 'twitter' }] }),
      deletePost: () => api.deletePost(1),
      deleteMedia: () => api.deleteMedia('image-1'),
      listAccounts: () => api.listAccounts(),
      listPosts: () => api.listPosts(),
      listMedia: () => api.listMedia(),
    };
    await calls[operation]();
    expect(inits[0]?.credentials).toBe(credentials);
  });
});
