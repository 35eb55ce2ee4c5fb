/**
 * Test doubles for the background's services: a small in-memory service that answers like the interface
 * (credentials, 401/403, accounts, media, posts), a scriptable identity, and a router the tests talk to as
 * the options page would — through the real contract, so answers are validated as in the browser.
 */
import { reviveError } from '@/lib/errors/service';
import { createHandlers } from '@/lib/background/handlers';
import type { BackgroundDeps } from '@/lib/background/deps';
import { createRouter, type AnswerData, type RequestData, type RequestType } from '@/lib/messaging';
import { MESSAGE_TAG } from '@/lib/messaging/request';
import { T0 } from './api';
import { credentialItem, serviceAddressesItem } from '@/lib/storage/items';
import { credentialOriginItem } from '@/lib/storage/items';
import type { StoredCredential } from '@/lib/settings/credential';

export const SELF = { id: 'quickpost-id', origin: 'chrome-extension://quickpost-id' };
export const POPUP = { id: SELF.id, url: `${SELF.origin}/popup.html`, origin: SELF.origin };
export const REDIRECT_URL = 'https://quickpost-id.chromiumapp.org/';

const ACCOUNTS = [
  { id: 1, type: 'twitter', name: 'Dana Whitfield', username: 'dana', picture: 'https://x/1.png' },
  { id: 2, type: 'linkedin', name: 'Dana Whitfield', username: 'dana-w', image: 'https://x/2.png' },
  { id: 3, type: 'linkedin_page', name: 'Whitfield Coffee', username: 'whitfield' },
];

const json = (status: number, value: unknown) =>
  new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });

/** The service: valid keys and tokens answer, revoked ones get 403, none gets 401. Requests are recorded. */
function fakeService() {
  const service = {
    keys: new Set(['smm_demo']),
    tokens: new Set<string>(),
    requests: [] as { method: string; path: string; auth: string | null }[],
    accounts: [...ACCOUNTS] as Record<string, unknown>[],
    media: [
      {
        media_id: 'image-1',
        type: 'image',
        url: 'https://x/i1.png',
        mime_type: 'image/png',
        created_at: '2030-01-01T00:00:00Z',
      },
      {
        media_id: 'video-2',
        type: 'video',
        url: 'https://x/v2.mp4',
        mime_type: 'video/mp4',
        status: 'pending',
        created_at: '2030-01-02T00:00:00Z',
      },
    ],
    posts: [
      { id: 7, status: 'scheduled', content: 'Hello', scheduled_date: '2030-01-08 10:00:00', timezone: 'UTC' },
    ] as Record<string, unknown>[],
    /** Makes the next requests fail without an answer. */
    offline: false,
    /** While set, answers wait for it (a request under way while something else happens). */
    gate: null as Promise<void> | null,
    /** Ids deleted elsewhere (the dashboard): deleting them again answers 404. */
    gone: new Set<string>(),
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      if (service.offline) throw new TypeError('Failed to fetch');
      const url = new URL(String(input));
      const headers = new Headers(init?.headers);
      const auth = headers.get('x-api-key') ?? headers.get('authorization');
      const method = init?.method ?? 'GET';
      service.requests.push({ method, path: url.pathname, auth });
      if (service.gate) await service.gate;
      if (!auth) return json(401, { code: 401, message: 'No API key provided' });
      const ok = service.keys.has(auth) || service.tokens.has(auth.replace(/^Bearer /, ''));
      if (!ok) return json(403, { code: 403, message: 'Invalid or revoked API key' });
      const path = url.pathname.replace('/developers/v1', '');
      if (method === 'GET' && path === '/accounts') return json(200, { code: 200, accounts: service.accounts });
      if (method === 'GET' && path === '/media/list') return json(200, service.media);
      if (method === 'GET' && path === '/posts') return json(200, { posts: service.posts });
      const deleted = method === 'DELETE' ? (url.searchParams.get('media_id') ?? path.replace('/posts/', '')) : '';
      if (deleted && service.gone.has(deleted)) return json(404, { code: 404, message: 'Not found' });
      if (method === 'DELETE' && path === '/media/delete') return json(200, { code: 200 });
      if (method === 'DELETE' && path.startsWith('/posts/')) return json(200, { code: 200 });
      if (method === 'POST' && path === '/post') {
        const body = JSON.parse(String(init?.body)) as { content: string; timezone?: string };
        return json(202, {
          post_id: 99,
          content: body.content,
          scheduled_date: '2030-01-09 10:00:00',
          timezone: body.timezone,
          accounts: 1,
          media: 0,
          replies: 0,
          status: 'scheduled',
        });
      }
      if (method === 'GET' && path.startsWith('/analytics/')) return json(200, { likes: 3, shares: { total: 1 } });
      return json(404, { code: 404, message: 'Not found' });
    }) as typeof fetch,
    /** Requests that counted against a bucket (all but the token endpoint). */
    reads: () => service.requests.filter((r) => r.method === 'GET').length,
  };
  return service;
}

type FakeService = ReturnType<typeof fakeService>;

export interface Harness {
  service: FakeService;
  time: { now: number };
  deps: BackgroundDeps;
  logs: string[];
  /** What launchWebAuthFlow does with the consent URL: returns the redirect, or throws. */
  consent: (url: string) => Promise<string>;
  granted: Set<string>;
  /** The token broker at http://127.0.0.1:8788 (the demo build's default). */
  broker: (request: Request) => Promise<Response>;
  ask<T extends RequestType>(type: T, data: RequestData<T>): Promise<AnswerData<T>>;
}

/** The background's handlers behind the real router, with fakes for the browser and the service. */
export function backgroundHarness(over: Partial<BackgroundDeps> = {}): Harness {
  const service = fakeService();
  const time = { now: T0 };
  const logs: string[] = [];
  const harness = {
    service,
    time,
    logs,
    granted: new Set(['http://127.0.0.1/*']),
    consent: async (_url: string): Promise<string> => {
      throw new Error('no consent scripted');
    },
    broker: async () => {
      throw new TypeError('Failed to fetch');
    },
  } as Omit<Harness, 'deps' | 'ask'> as Harness;
  const fetchAny = (async (input: RequestInfo | URL, init?: RequestInit) =>
    String(input).startsWith('http://127.0.0.1:8788/')
      ? harness.broker(new Request(input, init))
      : service.fetch(input, init)) as typeof fetch;
  harness.deps = {
    clock: { now: () => time.now },
    fetch: fetchAny,
    identity: { launchWebAuthFlow: (url) => harness.consent(url), redirectUrl: () => REDIRECT_URL },
    hasOrigins: async (patterns) => patterns.every((p) => harness.granted.has(p)),
    log: (line) => logs.push(line),
    // Retries wait on the fake clock, not for real.
    sleep: async (ms) => {
      time.now += ms;
    },
    ...over,
  };
  const route = createRouter(createHandlers(harness.deps), { self: SELF });
  harness.ask = async (type, data) => {
    const answer = await route({ tag: MESSAGE_TAG, type, data }, POPUP);
    if (!answer.ok) throw reviveError(answer.error);
    return answer.data as never;
  };
  return harness;
}

/**
 * Stores `credential` as the settings page does once the service accepted it: with the record of the origin it was
 * saved for, the stored API address's (lib/background/credential-origin.ts).
 */
export async function storeCredential(credential: StoredCredential): Promise<void> {
  const { apiUrl } = await serviceAddressesItem.get();
  await credentialItem.set(credential);
  await credentialOriginItem.set({ origin: new URL(apiUrl).origin, savedAt: credential.savedAt });
}
