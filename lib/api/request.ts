/**
 * One call to the service over `fetch`: budget first, then the request with a timeout, then the retry table
 * (retry-policy.ts), then the answer parsed or turned into a typed error. Clock, fetch and sleep are injected
 * so that retry timings are tested with a fake clock, without waiting.
 */
import type * as z from 'zod/v4/core';
import type { BudgetGate, Clock } from './ports';
import { httpErrorFrom, parseSuccess } from './answer';
import { authHeaders, redact, secretOf, type Credential } from './credential';
import { ApiNetworkError, type ApiHttpErrorInit } from '../errors/service';
import { isQuickpostError, QuickpostError } from '../errors/quickpost-error';
import { bucketOf, isWrite, type Operation } from '../service/operations';
import { READ_NETWORK_DELAYS_MS, retryAdviceFor, SERVER_ERROR_DELAYS_MS, withJitter } from './retry-policy';
import { sendFailure } from './send-failure';
import { refuseRedirect } from './redirect';

export interface TransportDeps {
  /** `{base_url}`, e.g. `http://127.0.0.1:8787` (paths under /developers/v1 are added here). */
  baseUrl: string;
  credential: Credential | null;
  fetch: typeof fetch;
  clock: Clock;
  budget: BudgetGate;
  sleep?: (ms: number) => Promise<void>;
  /** For retry jitter; [0, 1). */
  random?: () => number;
  /** Per attempt; JSON calls are small, so 30 s without an answer means trouble. */
  timeoutMs?: number;
  /** A known-offline browser fails fast, without spending the budget. */
  isOnline?: () => boolean;
}

export interface Call<S extends z.$ZodType | null> {
  operation: Operation;
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  query?: Record<string, string | number | undefined>;
  json?: unknown;
  /** A multipart body (a media upload from the background); fetch sets its Content-Type with the boundary. */
  form?: FormData;
  /** The token exchange sends no auth header (POST /oauth/token). */
  auth?: boolean;
  /** Schema of the 2xx answer; null when the answer carries nothing we use (deletes). */
  schema: S;
  background?: boolean;
  /** Other secrets in the request (the OAuth client secret), redacted like the credential. */
  secrets?: string[];
  context?: ApiHttpErrorInit['context'];
  /** Said before each wait for a retry after a 5xx; `signal` cancels the retries still to come. */
  retries?: RetryHooks | undefined;
}

/** A wait before trying again after a 5xx: the status, how long, and which attempt comes next of how many. */
interface ServerRetryWait {
  status: number;
  delayMs: number;
  attempt: number;
  of: number;
}

export interface RetryHooks {
  onWait?(wait: ServerRetryWait): void | Promise<void>;
  /** Aborted: no further attempt is made (one already on its way finishes), and the retry is cancelled (`outbox_retry_cancelled`). */
  signal?: AbortSignal | undefined;
}

const DEFAULT_TIMEOUT_MS = 30_000;
const HOUR_MS = 60 * 60 * 1000;

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Sleeps, unless the signal is (or becomes) aborted: then throws the cancel at once. */
async function cancellableSleep(
  sleep: (ms: number) => Promise<void>,
  ms: number,
  signal: AbortSignal | undefined,
): Promise<void> {
  if (!signal) return sleep(ms);
  if (signal.aborted) throw new QuickpostError('outbox_retry_cancelled');
  let onAbort: (() => void) | undefined;
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => reject(new QuickpostError('outbox_retry_cancelled'));
    signal.addEventListener('abort', onAbort, { once: true });
  });
  try {
    await Promise.race([sleep(ms), aborted]);
  } finally {
    signal.removeEventListener('abort', onAbort!);
  }
  if (signal.aborted) throw new QuickpostError('outbox_retry_cancelled');
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

/** Makes a `send` bound to the dependencies. */
export function createTransport(deps: TransportDeps) {
  const fetchFn = deps.fetch; // called unbound: `window.fetch` throws "Illegal invocation" as a method of deps
  const sleep = deps.sleep ?? realSleep;
  const random = deps.random ?? Math.random;
  const timeoutMs = deps.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const isOnline = deps.isOnline ?? browserOnline;

  /** The request headers; a credential no header may carry fails here, before any budget or network use. */
  function headersFor(call: Call<z.$ZodType | null>, secrets: (string | undefined)[]): Headers {
    try {
      const headers = new Headers({
        Accept: 'application/json',
        ...(call.auth === false ? {} : authHeaders(deps.credential)),
      });
      if (call.json !== undefined) headers.set('Content-Type', 'application/json');
      return headers;
    } catch (err) {
      throw sendFailure(err, { operation: call.operation, timeoutMs, secrets, sent: false });
    }
  }

  async function attempt(call: Call<z.$ZodType | null>, headers: Headers, secrets: (string | undefined)[]) {
    const { operation } = call;
    const signal = AbortSignal.timeout(timeoutMs);
    let response: Response;
    try {
      const body = call.form ?? (call.json === undefined ? undefined : JSON.stringify(call.json));
      // Writes go without cookies (the credential is a header anyway), which puts them on another connection pool
      // than the reads: Chromium silently resends a request whose *reused* keep-alive connection closed before
      // any answer, so a create-post committed and then dropped would be posted twice, out of the outbox's sight.
      // On a connection of its own it fails visibly instead, and the outbox checks the post list (docs/design.md §3.4).
      const credentials: RequestCredentials | undefined = isWrite(operation) ? 'omit' : undefined;
      // redirect: 'manual' — the credential never follows a redirect to another host (redirect.ts).
      const url = urlFor(deps.baseUrl, call.path, call.query);
      response = await fetchFn(url, {
        method: call.method,
        headers,
        body,
        signal,
        redirect: 'manual',
        ...(credentials ? { credentials } : {}),
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
    const headers = headersFor(call, secrets);
    for (;;) {
      if (!isOnline())
        throw new ApiNetworkError({ operation, causeMessage: 'the browser is offline', outcome: 'not-sent' });
      if (bucket) await deps.budget.spend(bucket, { background: call.background });
      let answer: Awaited<ReturnType<typeof attempt>>;
      try {
        answer = await attempt(call, headers, secrets);
      } catch (err) {
        // Reads change nothing, so a lost connection is retried a couple of times; writes never (the outbox decides,
        // §3.4); the token exchange only when the request certainly never left, since its codes are single-use.
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
      // The interface's retry table decides (retry-policy.ts); the error thrown carries the same advice.
      const advice = retryAdviceFor(answer.status);
      if (advice === 'after-window') {
        // Never retried at once: the bucket is full until a whole window passes without requests (Limits, rule 2).
        const retryAt = bucket ? await deps.budget.markFull(bucket) : deps.clock.now() + HOUR_MS;
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
