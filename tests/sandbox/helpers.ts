import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startSandbox, type RunningSandbox, type SandboxOptions } from '../../sandbox/server.ts';

/** Shared helpers for the sandbox suite: one real sandbox per file, reset before every test. */

const DEMO_KEY = 'smm_demo';
export const RIVAL_KEY = 'smm_rival';
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- assertions read arbitrary JSON
  body: any;
  text: string;
  headers: Headers;
}

export interface CallOptions {
  /** X-API-KEY value; defaults to the demo key unless `token` or `anonymous` is given. */
  key?: string;
  token?: string;
  anonymous?: boolean;
  json?: unknown;
  body?: BodyInit;
  headers?: Record<string, string>;
}

export class Client {
  constructor(readonly url: string) {}

  async call(method: string, path: string, options: CallOptions = {}): Promise<Answer> {
    const headers: Record<string, string> = {};
    if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
    else if (!options.anonymous) headers['x-api-key'] = options.key ?? DEMO_KEY;
    let body = options.body;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    }
    const response = await fetch(`${this.url}${path}`, {
      method,
      headers: { ...headers, ...options.headers },
      body,
      redirect: 'manual',
    });
    const text = await response.text();
    let parsed: unknown = undefined;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    return { status: response.status, body: parsed, text, headers: response.headers };
  }

  get(path: string, options?: CallOptions) {
    return this.call('GET', path, options);
  }

  post(path: string, json: unknown, options: CallOptions = {}) {
    return this.call('POST', path, { ...options, json });
  }

  del(path: string, options?: CallOptions) {
    return this.call('DELETE', path, options);
  }

  /** A test control (no credential). */
  control(path: string, json?: unknown) {
    return json === undefined
      ? this.call('GET', `/__sandbox/${path}`, { anonymous: true })
      : this.call('POST', `/__sandbox/${path}`, { anonymous: true, json });
  }

  async advance(ms: number): Promise<void> {
    const answer = await this.control('clock', { advance_ms: ms });
    if (answer.status !== 200) throw new Error(`advance failed: ${answer.text}`);
  }

  async state(user = 'demo') {
    return (await this.control(`state?user=${user}`)).body;
  }

  async setLimits(limits: Record<string, number>): Promise<void> {
    const answer = await this.control('config', limits);
    if (answer.status !== 200) throw new Error(`config failed: ${answer.text}`);
  }

  /** Creates a post as demo (or `options.key`) and returns its answer. */
  createPost(body: Record<string, unknown>, options: CallOptions = {}) {
    return this.post('/developers/v1/post', body, options);
  }

  async posts(query = '', options?: CallOptions) {
    return (await this.get(`/developers/v1/posts${query}`, options)).body.posts as Record<string, unknown>[];
  }
}

/** Starts a quiet sandbox on a free port for this file; resets it before each test. */
export function useSandbox(options: SandboxOptions = {}): Client & { sandbox: () => RunningSandbox } {
  let running: RunningSandbox | undefined;
  const client = new Client('');
  beforeAll(async () => {
    running = await startSandbox({ port: 0, quiet: true, ...options });
    (client as { url: string }).url = running.url;
  });
  afterAll(async () => {
    await running?.close();
  });
  beforeEach(async () => {
    const answer = await client.control('reset', {});
    if (answer.status !== 200) throw new Error(`reset failed: ${answer.text}`);
  });
  return Object.assign(client, { sandbox: () => running! });
}

/** A valid scheduled post body for demo's twitter account (id 1), far in the future. */
export function validPost(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    content: 'Hello from the tests',
    accounts: [{ id: 1, type: 'twitter' }],
    date: '2035-01-15',
    time: '09:30',
    ...extra,
  };
}

/** Runs the consent + token exchange for demo and returns the token (and the code used). */
export async function obtainToken(
  client: Client,
  app = { clientId: 'svc_cid_demo', clientSecret: 'svc_cs_demo', redirectUri: 'http://127.0.0.1:8788/callback' },
): Promise<{ token: string; code: string }> {
  const code = await authorize(client, app.clientId, app.redirectUri, 'approve');
  const answer = await client.post(
    '/developers/v1/oauth/token',
    {
      grant_type: 'authorization_code',
      client_id: app.clientId,
      client_secret: app.clientSecret,
      code,
    },
    { anonymous: true },
  );
  if (answer.status !== 200) throw new Error(`token exchange failed: ${answer.text}`);
  return { token: answer.body.access_token, code };
}

/** Opens the consent page, posts the decision, returns the `code` of the redirect (or its URL for deny). */
export async function authorize(
  client: Client,
  clientId: string,
  redirectUri: string,
  decision: 'approve' | 'deny',
  extra = '',
): Promise<string> {
  const location = await decide(
    client,
    `client_id=${encodeURIComponent(clientId)}&redirect_uri=${encodeURIComponent(redirectUri)}&response_type=code${extra}`,
    decision,
  );
  const code = new URL(location).searchParams.get('code');
  return decision === 'approve' ? (code ?? '') : location;
}

/** GET the consent page with this query, then POST `decision`; returns the redirect Location. */
export async function decide(client: Client, query: string, decision: string): Promise<string> {
  const page = await client.get(`/oauth/authorize?${query}`, { anonymous: true });
  const consent = /name="consent" value="([^"]+)"/.exec(page.text)?.[1];
  if (!consent) throw new Error(`no consent form (HTTP ${page.status}): ${page.text.slice(0, 200)}`);
  const answer = await client.call('POST', '/oauth/authorize', {
    anonymous: true,
    body: new URLSearchParams({ consent, decision }),
  });
  return answer.headers.get('location') ?? '';
}

/** Moves the simulated clock to an instant (forward only). */
export async function advanceTo(client: Client, iso: string): Promise<void> {
  const now = Date.parse((await client.control('clock')).body.now);
  const target = Date.parse(iso);
  if (target < now) throw new Error(`cannot go back to ${iso}`);
  await client.advance(target - now);
}

/** The demo post with this id, as the list shows it. */
export async function postById(client: Client, id: number) {
  return (await client.posts('?per_page=100')).find((p) => p.id === id);
}
