/**
 * A simulated day of mixed traffic against the sandbox (docs/design.md §5: the client never exceeds either bucket),
 * the background killed and restarted at noon; after every step the mirror must agree with the sandbox and no 429
 * come back.
 */
import { describe, expect, it } from 'vitest';
import type { Api } from '../../lib/api/client';
import { isApiHttpError, isBudgetExhaustedError } from '../../lib/errors/service';
import { createBudget, type Budget } from '../../lib/budget/budget';
import { memoryStorage } from '../unit/fakes/api';
import { bearerFor, DEMO_KEY, useSandbox } from './sandbox-harness';

const sb = useSandbox();
const MIN = 60_000;
const HOUR = 60 * MIN;

/** Deterministic randomness (mulberry32), so a failure replays identically. */
function prng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('a simulated day', () => {
  it('never meets a 429 the mirror could foresee, and the mirror matches the service all day', async () => {
    const random = prng(20300107);
    const pick = <T>(xs: T[]) => xs[Math.floor(random() * xs.length)]!;
    const storage = memoryStorage();
    const newBudget = () => createBudget({ clock: sb.clock, storage, marginMs: 0 });
    let budget: Budget = await newBudget();
    const bearer = await bearerFor(sb);
    // The person works with the key, the poller with the token: one user, so one pair of buckets.
    const clients = async () => ({
      person: (await sb.client(DEMO_KEY, { budget })).api,
      poller: (await sb.client(bearer, { budget })).api,
    });
    let { person, poller } = await clients();
    const accounts = (await person.listAccounts()).map(({ id, type }) => ({ id, type }));

    const tally = { sent: 0, refused: { read: 0, write: 0, reserve: 0 }, answered4xx: 0, http429: [] as string[] };
    const mine: number[] = [];
    async function act(label: string, call: (api: Api) => Promise<unknown>, api: Api) {
      try {
        const value = await call(api);
        tally.sent += 1;
        return value;
      } catch (err) {
        if (isBudgetExhaustedError(err)) {
          if (err.reserveOnly) tally.refused.reserve += 1;
          else tally.refused[err.bucket] += 1;
          return undefined;
        }
        if (isApiHttpError(err) && err.status === 429)
          tally.http429.push(`${label} at ${new Date(sb.clock.now()).toISOString()}`);
        else if (isApiHttpError(err) && [404, 409].includes(err.status)) tally.answered4xx += 1;
        else throw err;
        return undefined;
      }
    }
    async function check(when: string) {
      const { counters } = await sb.state();
      for (const bucket of ['read', 'write'] as const) {
        expect({ when, bucket, used: budget.used(bucket) }).toEqual({ when, bucket, used: counters[bucket].used });
        const theirs = counters[bucket].window_clears_at;
        const ours = budget.clearsAt(bucket);
        if (theirs === null || ours === null) expect(ours).toBe(theirs === null ? null : ours);
        else expect(Math.abs(Date.parse(theirs) - ours), `${when}: ${bucket} window`).toBeLessThan(1000);
      }
    }

    const activities: [number, (i: number) => Promise<void>][] = [
      [5, async () => void (await act('poll', (a) => a.listPosts({}, { background: true }), poller))],
      [
        2,
        async () => {
          await act('open popup', (a) => a.listAccounts(), person);
          await act('open popup', (a) => a.listPosts({ perPage: 20 }), person);
        },
      ],
      [
        2,
        async () => {
          const instant = random() < 0.3;
          const due = new Date(sb.clock.now() + (1 + Math.floor(random() * 6)) * HOUR);
          const when = instant
            ? { instant: true as const }
            : { date: due.toISOString().slice(0, 10), time: due.toISOString().slice(11, 16), timezone: 'UTC' };
          const created = (await act(
            'compose',
            (a) => a.createPost({ content: `post ${random()}`, when, accounts: [pick(accounts)] }),
            person,
          )) as { id: number } | undefined;
          if (created) mine.push(created.id);
        },
      ],
      [1, async () => void (await act('media', (a) => a.listMedia({ page: 1 + Math.floor(random() * 2) }), person))],
      [
        1,
        async () => {
          if (mine.length) await act('delete', (a) => a.deletePost(pick(mine)), person);
        },
      ],
      [
        1,
        async () => {
          if (mine.length) await act('analytics', (a) => a.analytics(pick(mine)), person);
        },
      ],
    ];
    const weights = activities.flatMap(([w, f]) => Array.from({ length: w }, () => f));

    const start = sb.clock.now();
    let step = 0;
    let restarted = false;
    while (sb.clock.now() - start < 24 * HOUR) {
      const hour = (sb.clock.now() - start) / HOUR;
      if (hour >= 5 && hour < 5.1) {
        // A posting spree: 35 posts in a few minutes; the mirror must stop at 30 without a 429.
        for (let i = 0; i < 35; i += 1)
          await act(
            'spree',
            (a) => a.createPost({ content: `spree ${i}`, when: { instant: true }, accounts: [pick(accounts)] }),
            person,
          );
      } else if (hour >= 10 && hour < 11) {
        // A stuck poller: every 20 s for an hour. It must stop at the reserve; the person still gets reads.
        await act('eager poll', (a) => a.listPosts({}, { background: true }), poller);
        if (step % 20 === 0) await act('person during eager polling', (a) => a.listAccounts(), person);
        await sb.advance(20_000);
        step += 1;
        await check(`eager poll ${step}`);
        continue;
      }
      if (hour >= 12 && !restarted) {
        // The browser kills the service worker: the mirror comes back from storage.
        budget = await newBudget();
        ({ person, poller } = await clients());
        restarted = true;
      }
      await pick(weights)(step);
      await check(`step ${step}`);
      await sb.advance(Math.floor((0.5 + random() * 9) * MIN));
      step += 1;
    }

    console.info('simulated day:', JSON.stringify({ steps: step, ...tally }));
    expect(tally.http429).toEqual([]);
    expect(tally.refused.write).toBeGreaterThan(0); // the spree met the write limit
    expect(tally.refused.reserve).toBeGreaterThan(0); // the stuck poller met the reserve
    expect(tally.sent).toBeGreaterThan(200);
  }, 60_000);
});
