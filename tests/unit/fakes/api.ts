/** Test doubles for the client: a fake clock whose sleep advances time at once, and a scripted fetch. */
import { createBudget, type BudgetOptions, type BudgetStorage } from '../../../lib/budget/budget';

export const T0 = Date.UTC(2030, 0, 7, 9, 0, 0);

export function fakeTime(start = T0) {
  const time = {
    now: start,
    sleeps: [] as number[],
    clock: { now: () => time.now },
    /** Resolves at once and moves the clock: retry schedules are observed without waiting. */
    sleep: async (ms: number) => {
      time.sleeps.push(ms);
      time.now += ms;
    },
    advance(ms: number) {
      time.now += ms;
    },
  };
  return time;
}

interface SeenRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
  at: number;
}

type Step = Response | Error | (() => Response | Promise<Response>);

/** A fetch answering from a script, one step per request; records what it was asked. */
export function scriptedFetch(steps: Step[], clock: { now(): number } = { now: Date.now }) {
  const seen: SeenRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((v, k) => (headers[k.toLowerCase()] = v)); // happy-dom keeps the case
    seen.push({
      url: String(input),
      method: init?.method ?? 'GET',
      headers,
      body: init?.body as string | undefined,
      at: clock.now(),
    });
    const step = steps.shift();
    if (step === undefined) throw new Error('scriptedFetch: no more steps');
    if (step instanceof Error) throw step;
    return typeof step === 'function' ? step() : step;
  };
  return { fetch: fetch as typeof globalThis.fetch, seen, remaining: () => steps.length };
}

export const json = (status: number, value: unknown) =>
  new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });

export const text = (status: number, body: string, type = 'text/html') =>
  new Response(body, { status, headers: { 'content-type': type } });

/** A budget on a fake clock with in-memory storage; the sandbox's exact window (no margin) unless told. */
export function testBudget(clock: { now(): number }, options: Partial<BudgetOptions> = {}) {
  return createBudget({ clock, storage: memoryStorage(), marginMs: 0, ...options });
}

/** The budget's storage as a variable, for tests without the extension's storage. */
export function memoryStorage(initial?: unknown): BudgetStorage & { value: unknown } {
  const store: BudgetStorage & { value: unknown } = {
    value: initial,
    load: async () => store.value,
    save: async (state) => void (store.value = structuredClone(state)),
  };
  return store;
}
