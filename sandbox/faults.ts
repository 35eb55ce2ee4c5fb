import { setTimeout as sleep } from 'node:timers/promises';
import type { MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { SandboxEnv } from './env.ts';
import type { State } from './state.ts';
import { defaultMessage, errorBody } from './errors.ts';
import { bucketFor, rateLimitMessage } from './rate-limit.ts';

/**
 * Injected faults (docs/design.md §6 test controls). Each request consumes at most one fault: the
 * oldest one whose `path` equals the request path (and `method`, when given). Kinds:
 * - status: answer at once with that status and the service's error body (or a raw `body`),
 *   without doing the work or counting it;
 * - drop_after_commit: do the work (and count it), then destroy the socket without answering;
 * - delay_ms: wait that long (real time), then proceed;
 * - throw: raise an unexpected exception, to exercise the 500 path.
 */
export const faultSpec = z
  .object({
    path: z.string().startsWith('/'),
    method: z
      .string()
      .min(1)
      .transform((m) => m.toUpperCase())
      .optional(),
    count: z.int().min(1).default(1),
    status: z.int().min(200).max(599).optional(),
    body: z.string().optional(),
    content_type: z.string().optional(),
    drop_after_commit: z.literal(true).optional(),
    delay_ms: z.int().min(0).max(600_000).optional(),
    throw: z.literal(true).optional(),
  })
  .refine(
    (f) =>
      [f.status !== undefined, f.drop_after_commit, f.delay_ms !== undefined, f.throw].filter(Boolean).length === 1,
    { message: 'give exactly one of status, drop_after_commit, delay_ms, throw' },
  )
  .refine((f) => f.status !== undefined || (f.body === undefined && f.content_type === undefined), {
    message: 'body and content_type go with status',
  });

export type FaultSpec = z.infer<typeof faultSpec>;
export interface Fault extends FaultSpec {
  remaining: number;
}

export class Faults {
  private list: Fault[] = [];

  add(spec: FaultSpec): void {
    this.list.push({ ...spec, remaining: spec.count });
  }

  pending(): Fault[] {
    return this.list.map((f) => ({ ...f }));
  }

  take(method: string, path: string): Fault | undefined {
    const found = this.list.find((f) => f.path === path && (f.method === undefined || f.method === method));
    if (!found) return undefined;
    found.remaining -= 1;
    if (found.remaining === 0) this.list = this.list.filter((f) => f !== found);
    return found;
  }

  clear(): void {
    this.list = [];
  }
}

const NULL_BODY = new Set([204, 205, 304]);

/** What fault injection needs of the running sandbox (context.ts). */
interface FaultHost {
  readonly state: State;
  readonly faults: Faults;
  readonly lifecycle: AbortController;
  say(line: string): void;
}

function faultResponse(sb: FaultHost, fault: Fault, method: string, path: string): Response {
  const status = fault.status!;
  if (NULL_BODY.has(status)) return new Response(null, { status });
  if (fault.body !== undefined) {
    return new Response(fault.body, {
      status,
      headers: fault.content_type ? { 'content-type': fault.content_type } : {},
    });
  }
  // A 429 carries the exact message of the endpoint's bucket (unmetered paths: GET → read, else write).
  const message =
    status === 429
      ? rateLimitMessage(bucketFor(method, path) ?? (method === 'GET' ? 'read' : 'write'), sb.state.limits)
      : defaultMessage(status);
  return Response.json(errorBody(status, message), { status });
}

export function faultMiddleware(sb: FaultHost): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    // The controls themselves are never faulted: a test must always be able to reset.
    if (c.req.path.startsWith('/__sandbox/')) return next();
    const fault = sb.faults.take(c.req.method, c.req.path);
    if (!fault) return next();
    if (fault.delay_ms !== undefined) {
      await sleep(fault.delay_ms, undefined, { signal: sb.lifecycle.signal }).catch(() => undefined);
      return next();
    }
    if (fault.throw) throw new Error(`Injected fault: unexpected error on ${c.req.method} ${c.req.path}`);
    if (fault.drop_after_commit) {
      await next();
      c.env.incoming.socket.destroy();
      sb.say(`fault: dropped the connection after ${c.req.method} ${c.req.path} (answer was ${c.res.status})`);
      return;
    }
    return faultResponse(sb, fault, c.req.method, c.req.path);
  };
}
