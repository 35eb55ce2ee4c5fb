/**
 * One sandbox per test file, on a free port, reset before every test; helpers to drive its controls and to
 * build a client whose clock is the sandbox's own (real time + the same offset, moved together), so the
 * budget mirror and the sandbox's counters can be compared exactly.
 */
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startSandbox, type RunningSandbox, type SandboxOptions } from '../../sandbox/server';
import { createApi } from '../../lib/api/client';
import type { ApiDeps } from '../../lib/api/request';
import type { Credential } from '../../lib/api/credential';
import { createBudget, type Budget, type BudgetOptions } from '../../lib/budget/budget';
import { memoryStorage } from '../unit/fakes/api';

export const DEMO_KEY: Credential = { kind: 'api-key', key: 'smm_demo' };
const REDIRECT_URI = 'http://127.0.0.1:8788/callback';
export const APP = { clientId: 'svc_cid_demo', clientSecret: 'svc_cs_demo' };

interface Counter {
  used: number;
  limit: number;
  window_clears_at: string | null;
}

export interface SandboxState {
  posts: {
    id: number;
    status: string;
    content: string;
    attachments: string[];
    replies: string[];
    title?: string;
    timezone: string;
    scheduled_date: string;
  }[];
  media: { media_id: string; type: string; status?: string }[];
  counters: { read: Counter; write: Counter };
  tokens: { token: string; revoked: boolean }[];
}

/** Starts the file's sandbox; `sandbox()` gives its controls. */
export function useSandbox(options: SandboxOptions = {}) {
  let running: RunningSandbox | undefined;
  /** The offset our clocks share with the sandbox's (it starts at 0 after every reset). */
  const shared = { offset: 0 };
  beforeAll(async () => {
    running = await startSandbox({ port: 0, quiet: true, ...options });
  });
  afterAll(async () => {
    await running?.close();
  });
  beforeEach(async () => {
    await control('/reset');
    shared.offset = 0;
  });

  const url = () => {
    if (!running) throw new Error('sandbox not started');
    return running.url;
  };

  async function control<T = unknown>(path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${url()}/__sandbox${path}`, {
      method: body === undefined && path !== '/reset' ? 'GET' : 'POST',
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? (path === '/reset' ? '{}' : undefined) : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`control ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  }

  const clock = { now: () => Date.now() + shared.offset };

  async function advance(ms: number) {
    shared.offset += ms;
    await control('/clock', { advance_ms: ms });
  }

  return {
    url,
    control,
    state: (user = 'demo') => control<SandboxState>(`/state?user=${user}`),
    fault: (spec: Record<string, unknown>) => control('/faults', spec),
    /** The clock every client of this file uses: the sandbox's simulated time. */
    clock,
    /** Moves the sandbox's clock and ours together. */
    advance,
    /** A client with its own in-memory budget (no margin: the sandbox's window is exact). */
    async client(
      credential: Credential | null,
      over: Partial<ApiDeps> = {},
      budgetOptions: Partial<BudgetOptions> = {},
    ) {
      const budget: Budget = await createBudget({ clock, storage: memoryStorage(), marginMs: 0, ...budgetOptions });
      const sleeps: number[] = [];
      const api = createApi({
        baseUrl: url(),
        credential,
        fetch: globalThis.fetch,
        clock,
        budget,
        // Waiting is simulated: recorded, and both clocks move as if the time had passed.
        sleep: async (ms) => {
          sleeps.push(ms);
          await advance(ms);
        },
        random: () => 0,
        isOnline: () => true,
        ...over,
      });
      return { api, budget, sleeps };
    },
    /** The OAuth Authorization Code flow through the consent page; returns the code from the redirect. */
    async authorize(decision: 'approve' | 'deny' = 'approve', state = 'st-123') {
      const query = new URLSearchParams({
        client_id: APP.clientId,
        redirect_uri: REDIRECT_URI,
        response_type: 'code',
        state,
      });
      const page = await (await fetch(`${url()}/oauth/authorize?${query}`)).text();
      const consent = /name="consent" value="([^"]+)"/.exec(page)?.[1];
      if (!consent) throw new Error(`no consent form in: ${page.slice(0, 200)}`);
      const answer = await fetch(`${url()}/oauth/authorize`, {
        method: 'POST',
        body: new URLSearchParams({ consent, decision }),
        redirect: 'manual',
      });
      return new URL(answer.headers.get('location') ?? '');
    },
  };
}

export type Harness = ReturnType<typeof useSandbox>;

/** A bearer token for user demo, obtained the way the broker will: consent, then the code exchange. */
export async function bearerFor(sb: Harness): Promise<Credential> {
  const redirect = await sb.authorize('approve');
  const code = redirect.searchParams.get('code');
  if (!code) throw new Error(`no code in ${redirect}`);
  const { api } = await sb.client(null);
  const { accessToken } = await api.exchangeToken({ ...APP, code });
  return { kind: 'bearer', token: accessToken };
}
