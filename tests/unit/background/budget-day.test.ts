// @vitest-environment node
/**
 * A simulated day of the whole background (docs/design.md §5, §3.4) on WXT's fake browser, a real sandbox behind
 * fetch, every alarm fired at each step — more often than Chrome would, since the budget must hold anyway. No step
 * may exceed the limits or meet a 429.
 */
import { describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { startSandbox } from '../../../sandbox/server';
import { isApiHttpError, isBudgetExhaustedError } from '@/lib/errors/service';
import { credentialItem, serviceAddressesItem } from '@/lib/storage/items';
import { reviveError } from '@/lib/errors/service';
import { createHandlers } from '@/lib/background/handlers';
import type { BackgroundDeps } from '@/lib/background/deps';
import { createRouter, type AnswerData, type RequestData, type RequestType } from '@/lib/messaging';
import { MESSAGE_TAG } from '@/lib/messaging/request';
import { POPUP, REDIRECT_URL, SELF, storeCredential } from '../fakes/background';
import { prng } from '../../e2e/reliability/malformed-answers';

const MIN = 60_000;
const STEP = 5 * MIN;
const DAY = 24 * 60 * MIN;

interface Counter {
  used: number;
  limit: number;
}

describe('a simulated day of the background (caches + outbox + tracking, one budget)', () => {
  it('never exceeds either bucket and never meets a 429', { timeout: 120_000 }, async () => {
    const sandbox = await startSandbox({ port: 0, quiet: true });
    try {
      const control = async (method: string, path: string, body?: unknown) =>
        (await (
          await fetch(`${sandbox.url}/__sandbox/${path}`, {
            method,
            headers: { 'content-type': 'application/json' },
            body: body === undefined ? undefined : JSON.stringify(body),
          })
        ).json()) as Record<string, unknown>;
      // Our clock is the sandbox's: real time plus the same offset, moved together.
      let offset = 0;
      const now = () => Date.now() + offset;
      const advance = async (ms: number) => {
        offset += ms;
        await control('POST', 'clock', { advance_ms: ms });
      };
      const seen429: string[] = [];
      const realFetch: typeof fetch = async (input, init) => {
        const response = await fetch(input, init);
        if (response.status === 429)
          seen429.push(
            `${init?.method ?? 'GET'} ${new URL(String(input)).pathname} at ${new Date(now()).toISOString()}`,
          );
        return response;
      };
      const logs: string[] = [];
      const deps: BackgroundDeps = {
        clock: { now },
        fetch: realFetch,
        sleep: (ms) => advance(ms),
        hasOrigins: async () => true,
        identity: {
          launchWebAuthFlow: async () => Promise.reject(new Error('no sign-in here')),
          redirectUrl: () => REDIRECT_URL,
        },
        log: (line) => logs.push(line),
      };
      // As startBackground wires it: the outbox and tracking started, their alarms listened to.
      const route = createRouter(
        createHandlers(deps, ({ outbox, tracking }) => {
          outbox.start();
          tracking.start();
        }),
        { self: SELF },
      );
      const h = {
        ask: async <T extends RequestType>(type: T, data: RequestData<T>): Promise<AnswerData<T>> => {
          const answer = await route({ tag: MESSAGE_TAG, type, data }, POPUP);
          if (!answer.ok) throw reviveError(answer.error);
          return answer.data as AnswerData<T>;
        },
      };
      await serviceAddressesItem.set({ apiUrl: sandbox.url, appUrl: sandbox.url });
      await storeCredential({ kind: 'api-key', key: 'smm_demo', savedAt: now() });

      const random = prng(20_300_108);
      const tally = { steps: 0, opens: 0, refreshes: 0, sent: 0, refused: 0, peak: { read: 0, write: 0 } };
      const person = async (label: string, call: () => Promise<unknown>) => {
        try {
          await call();
        } catch (err) {
          // The budget saying no (with a sentence in the page) is the point; anything else is a failure.
          if (isBudgetExhaustedError(err)) tally.refused += 1;
          else if (!(isApiHttpError(err) && [404, 409].includes(err.status)))
            throw new Error(`${label}: ${String(err)}`);
        }
      };
      const fireAlarms = async () => {
        for (const alarm of await fakeBrowser.alarms.getAll()) await fakeBrowser.alarms.onAlarm.trigger(alarm);
      };
      const idle = () => new Promise((r) => setTimeout(r, 5)); // lets fire-and-forget work (run(), catch-up) finish

      // The busy hours: a person at work from 8 to 20, with the background running all day.
      for (let t = 0; t < DAY; t += STEP) {
        const hour = Math.floor(t / (60 * MIN));
        const busy = hour >= 8 && hour < 20;
        if (busy && random() < 0.5) {
          tally.opens += 1;
          await person('open', () => h.ask('accounts.list', {}));
          await person('open', () => h.ask('posts.list', {}));
          await person('open', () => h.ask('outbox.status', {}));
          if (random() < 0.3) {
            tally.refreshes += 1;
            await person('refresh', () => h.ask('posts.list', { refresh: true }));
          }
          if (random() < 0.15) await person('library', () => h.ask('media.list', { refresh: random() < 0.5 }));
          if (random() < 0.35) {
            tally.sent += 1;
            const due = new Date(now() + (10 + Math.floor(random() * 120)) * MIN);
            const when =
              random() < 0.2
                ? { instant: true as const, timezone: 'UTC' }
                : { date: due.toISOString().slice(0, 10), time: due.toISOString().slice(11, 16), timezone: 'UTC' };
            await person('send', () =>
              h.ask('outbox.send', {
                post: { content: `Post ${tally.sent} at ${hour}h`, when, accounts: [{ id: 5, type: 'facebook' }] },
              }),
            );
          }
        }
        await fireAlarms();
        await idle();
        const state = await control('GET', 'state?user=demo');
        const counters = state.counters as { read: Counter; write: Counter };
        for (const bucket of ['read', 'write'] as const) {
          tally.peak[bucket] = Math.max(tally.peak[bucket], counters[bucket].used);
          expect(counters[bucket].used, `${bucket} at step ${tally.steps}`).toBeLessThanOrEqual(counters[bucket].limit);
        }
        expect(seen429, `429s by step ${tally.steps}`).toEqual([]);
        tally.steps += 1;
        await advance(STEP);
      }
      // Everything the person sent reached the service, published or still scheduled.
      const posts = ((await control('GET', 'state?user=demo')).posts as { content: string }[]).map((p) => p.content);
      const { entries } = await h.ask('outbox.status', {});
      const waiting = entries.filter((e) => e.state !== 'sent').length;
      expect(posts.length + waiting).toBeGreaterThanOrEqual(tally.sent);
      const statuses = ((await control('GET', 'state?user=demo')).posts as { status: string }[]).map((p) => p.status);
      console.info(
        `simulated day: ${JSON.stringify({ ...tally, posts: posts.length, waiting, published: statuses.filter((s) => s === 'published').length, alarms: (await fakeBrowser.alarms.getAll()).map((a) => a.name) })}`,
      );
    } finally {
      await sandbox.close();
    }
  });
});
