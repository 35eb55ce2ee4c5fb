/**
 * One call to the service over `fetch`: budget first, then the request with a timeout, the retry table
 * (retry-policy.ts), and the answer parsed or turned into a typed error. Clock, fetch and sleep are injected.
 */
import type * as z from 'zod/v4/core';
import type { BudgetGate, Clock } from './ports';
import { httpErrorFrom, parseSuccess } from './answer';
import { authHeaders, redact, secretOf, type Credential } from './credential';
import { ApiNetworkError, type ApiHttpErrorInit } from '../errors/service';
import { isQuickpostError, QuickpostError } from '../errors/quickpost-error';
import { bucketOf, isWrite, WINDOW_MS, type Operation } from '../service/operations';
import { READ_NETWORK_DELAYS_MS, retryAdviceFor, SERVER_ERROR_DELAYS_MS, withJitter } from './retry-policy';
import { sendFailure } from './send-failure';
import { refuseRedirect } from './redirect';

/** What the client runs on. */
export interface ApiDeps {
  /** `{base_url}`, e.g. `http://127.0.0.1:8787`. */
  baseUrl: string;
  credential: Credential | null;
  fetch: typeof fetch;
  clock: Clock;
  budget: BudgetGate;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number; // retry jitter, [0, 1)
  /** Per attempt; JSON calls are small, so 30 s without an answer means trouble. */
  timeoutMs?: number;
  /** A known-offline browser fails fast, without spending the budget. */
  isOnline?: () => boolean;
}

interface Call<S extends z.$ZodType | null> {
  operation: Operation;
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  query?: Record<string, string | number | undefined>;
  json?: unknown;
  form?: FormData; // fetch sets its Content-Type with the boundary
  auth?: boolean; // false: the token exchange sends no auth header
  /** Of the 2xx answer; null when it carries nothing we use (deletes). */
  schema: S;
  background?: boolean;
  /** Other secrets in the request (the OAuth client secret), redacted like the credential. */
  secrets?: string[];
  context?: ApiHttpErrorInit['context'];
  retries?: RetryHooks | undefined;
}

export interface RetryHooks {
  /** Said before each wait for a retry after a 5xx: the status, how long, which attempt comes next of how many. */
  onWait?(wait: { status: number; delayMs: number; attempt: number; of: number }): void | Promise<void>;
  /** Aborted: no further attempt is made, and the wait ends with `outbox_retry_cancelled`. */
  signal?: AbortSignal | undefined;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function cancellableSleep(sleep: (ms: number) => Promise<void>, ms: number, signal?: AbortSignal) {
  const cancelled = () => new QuickpostError('outbox_retry_cancelled');
  if (signal?.aborted) throw cancelled();
  let onAbort = () => {};
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => reject(cancelled());
    signal?.addEventListener('abort', onAbort, { once: true });
  });
  await Promise.race([sleep(ms), aborted]).finally(() => signal?.removeEventListener('abort', onAbort));
  if (signal?.aborted) throw cancelled();
}

const browserOnline = () => (globalThis as { navigator?: { onLine?: boolean } }).navigator?.onLine !== false;

export function urlFor(baseUrl: string, path: string, query?: Call<null>['query']): string {
  const url = new URL(baseUrl.replace(/\/+$/, '') + path);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url.toString();
}

type Answer<S> = S extends z.$ZodType ? z.output<S> : undefined;

export function createRequester(deps: ApiDeps) {
  const fetchFn = deps.fetch; // called unbound: `window.fetch` throws "Illegal invocation" as a method of deps
  const sleep = deps.sleep ?? realSleep;
  const random = deps.random ?? Math.random;
  const timeoutMs = deps.timeoutMs ?? 30_000;
  const isOnline = deps.isOnline ?? browserOnline;

  async function attempt(call: Call<z.$ZodType | null>, headers: Headers, secrets: (string | undefined)[]) {
    const { operation } = call;
    let response: Response;
    try {
      const url = urlFor(deps.baseUrl, call.path, call.query);
      response = await fetchFn(url, {
        method: call.method,
        headers,
        body: call.form ?? (call.json === undefined ? undefined : JSON.stringify(call.json)),
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'manual',
        // Writes go without cookies, on another connection pool than reads: Chromium silently resends a request whose
        // reused keep-alive connection closed before any answer, which would post twice out of the outbox's sight.
        ...(isWrite(operation) ? { credentials: 'omit' as const } : {}),
      });
      refuseRedirect(response, url);
    } catch (err) {
      if (isQuickpostError(err)) throw err; // a redirect refused
      throw sendFailure(err, { operation, timeoutMs, secrets });
    }
    try {
      return { status: response.status, statusText: response.statusText, ok: response.ok, text: await response.text() };
    } catch (err) {
      // The service started answering, so it got the request: for a write the outcome is unknown.
      throw sendFailure(err, { operation, timeoutMs, secrets, sent: true });
    }
  }

  return async function send<S extends z.$ZodType | null>(call: Call<S>): Promise<Answer<S>> {
    const { operation } = call;
    const bucket = bucketOf(operation);
    const secrets = [secretOf(deps.credential), ...(call.secrets ?? [])];
    let serverRetries = 0;
    let networkRetries = 0;
    const headers = new Headers({
      Accept: 'application/json',
      ...(call.auth === false ? {} : authHeaders(deps.credential, operation)),
    });
    if (call.json !== undefined) headers.set('Content-Type', 'application/json');
    for (;;) {
      if (!isOnline())
        throw new ApiNetworkError({ operation, causeMessage: 'the browser is offline', outcome: 'not-sent' });
      if (bucket) await deps.budget.spend(bucket, { background: call.background });
      let answer: Awaited<ReturnType<typeof attempt>>;
      try {
        answer = await attempt(call, headers, secrets);
      } catch (err) {
        // Reads change nothing, so a lost connection is retried; writes never (the outbox decides); the token
        // exchange only when the request certainly never left, since its codes are single-use.
        const delay = READ_NETWORK_DELAYS_MS[networkRetries];
        const repeatable =
          bucket === 'read' || (bucket === null && err instanceof ApiNetworkError && err.outcome === 'not-sent');
        if (err instanceof ApiNetworkError && repeatable && delay !== undefined) {
          networkRetries += 1;
          await sleep(withJitter(delay, random));
          continue;
        }
        throw err;
      }
      const text = redact(answer.text, secrets);
      if (answer.ok) {
        return (call.schema ? parseSuccess(call.schema, text, operation, answer.status) : undefined) as Answer<S>;
      }
      const advice = retryAdviceFor(answer.status);
      if (advice === 'after-window') {
        // Never retried at once: the bucket is full until a whole window passes without requests (Limits, rule 2).
        const retryAt = bucket ? await deps.budget.markFull(bucket) : deps.clock.now() + WINDOW_MS;
        throw httpErrorFrom({ ...answer, operation, text, retryAt, context: call.context });
      }
      const delay = SERVER_ERROR_DELAYS_MS[serverRetries];
      if (advice === 'backoff' && delay !== undefined) {
        // A 5xx is a definite answer — the change was not made — so even a write may be sent again.
        serverRetries += 1;
        const wait = withJitter(delay, random);
        await call.retries?.onWait?.({
          status: answer.status,
          delayMs: wait,
          attempt: serverRetries + 1,
          of: SERVER_ERROR_DELAYS_MS.length + 1,
        });
        await cancellableSleep(sleep, wait, call.retries?.signal);
        continue;
      }
      throw httpErrorFrom({ ...answer, operation, text, context: call.context });
    }
  };
}
