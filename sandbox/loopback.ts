import { getConnInfo } from '@hono/node-server/conninfo';
import type { MiddlewareHandler } from 'hono';
import type { SandboxEnv } from './context.ts';
import { sendError } from './errors.ts';

/** 127.0.0.0/8, ::1 and their IPv4-mapped IPv6 forms. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  if (address === '::1') return true;
  const v4 = address.toLowerCase().startsWith('::ffff:') ? address.slice(7) : address;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/** The test controls answer loopback peers only (docs/design.md §6), whatever the sandbox listens on. */
export const loopbackOnly: MiddlewareHandler<SandboxEnv> = async (c, next) => {
  let address: string | undefined;
  try {
    address = getConnInfo(c).remote.address;
  } catch {
    address = undefined; // no socket (an in-process request): not provably local
  }
  if (!isLoopback(address)) return sendError(c, 403, 'The sandbox controls answer loopback clients only');
  await next();
};
