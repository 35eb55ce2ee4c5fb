/**
 * Exact 429 handling against the sandbox: another client of the same user fills a bucket the mirror knows
 * nothing about; our call gets the 429, marks the bucket full, and the next call is refused without a request.
 */
import { describe, expect, it } from 'vitest';
import type { Api } from '../../lib/api/client';
import { sentenceFor } from '../../lib/errors/sentence';
import { BudgetExhaustedError } from '../../lib/errors/service';
import type { Bucket, Operation } from '../../lib/service/operations';
import { WINDOW_MS } from '../../lib/service/operations';
import { DEMO_KEY, useSandbox } from './sandbox-harness';

const sb = useSandbox();
const MIN = 60_000;

/** Requests by someone else with the same key (a script, another browser): counted by the service only. */
async function spendElsewhere(bucket: Bucket, n: number) {
  for (let i = 0; i < n; i += 1) {
    const [method, path] = bucket === 'read' ? ['GET', 'accounts'] : ['DELETE', 'posts/999999'];
    await fetch(`${sb.url()}/developers/v1/${path}`, { method, headers: { 'X-API-KEY': 'smm_demo' } });
  }
}

const when = { date: '2031-03-04', time: '09:15', timezone: 'UTC' };
const calls: [Operation, Bucket, (api: Api) => Promise<unknown>][] = [
  ['listAccounts', 'read', (api) => api.listAccounts()],
  ['listPosts', 'read', (api) => api.listPosts()],
  ['analytics', 'read', (api) => api.analytics(1)],
  ['listMedia', 'read', (api) => api.listMedia()],
  ['createPost', 'write', (api) => api.createPost({ content: 'x', when, accounts: [{ id: 1, type: 'twitter' }] })],
  ['deletePost', 'write', (api) => api.deletePost(1)],
  ['deleteMedia', 'write', (api) => api.deleteMedia('image-1')],
];

describe('429 from the service', () => {
  it.each(calls)(
    '%s: bucket marked full, next call refused without a request, free again an hour later',
    async (operation, bucket, call) => {
      const limit = bucket === 'read' ? 60 : 30;
      await spendElsewhere(bucket, limit);
      const { api, budget } = await sb.client(DEMO_KEY);
      const err = await call(api).catch((e: unknown) => e);
      expect(err).toMatchObject({
        name: 'ApiHttpError',
        status: 429,
        retry: 'after-window',
        operation,
        serviceMessage: `Rate limit exceeded. Max ${limit} ${bucket} requests/hour.`,
      });
      expect(budget.remaining(bucket)).toBe(0);
      const serviceClears = Date.parse((await sb.state()).counters[bucket].window_clears_at!);
      expect(Math.abs(budget.clearsAt(bucket)! - serviceClears)).toBeLessThan(1000);
      expect(sentenceFor(err, { operation })).toMatch(/can be tried again after/);

      await sb.advance(30 * MIN);
      const refused = await call(api).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(BudgetExhaustedError);
      expect(refused).toMatchObject({ bucket, retryAt: budget.clearsAt(bucket) });
      // No request reached the service: a refused one would have extended its window by 30 minutes.
      expect(Date.parse((await sb.state()).counters[bucket].window_clears_at!)).toBe(serviceClears);

      await sb.advance(WINDOW_MS - 30 * MIN + 1000);
      expect(budget.remaining(bucket)).toBe(limit);
      const again = await call(api).catch((e: unknown) => e);
      expect(again === undefined || (again as { status?: number }).status !== 429).toBe(true);
      expect((await sb.state()).counters[bucket].used).toBe(1);
    },
  );

  it('buckets are independent: a full read bucket does not stop writes', async () => {
    await spendElsewhere('read', 60);
    const { api } = await sb.client(DEMO_KEY);
    await expect(api.listAccounts()).rejects.toMatchObject({ status: 429 });
    await expect(api.createPost({ content: 'x', when, accounts: [{ id: 1, type: 'twitter' }] })).resolves.toMatchObject(
      { status: 'scheduled' },
    );
  });
});
