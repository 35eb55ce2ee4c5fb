import type { MiddlewareHandler } from 'hono';
import type { Sandbox, SandboxEnv } from './context.ts';
import { NO_CREDENTIAL_MESSAGE, sendError } from './errors.ts';

/**
 * Authentication: exactly one of `X-API-KEY: smm_…` or `Authorization: Bearer svc_tok_…`.
 * Rule 1: neither → 401. Rule 2: present but invalid, revoked or malformed → 403.
 * Both at once → 400 (the interface says "exactly one is required").
 */
export function authenticate(sb: Sandbox): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    const key = c.req.header('x-api-key');
    const authorization = c.req.header('authorization');
    if (key !== undefined && authorization !== undefined) {
      return sendError(c, 400, 'Send either X-API-KEY or Authorization: Bearer <token>, not both');
    }
    if (key === undefined && authorization === undefined) return sendError(c, 401, NO_CREDENTIAL_MESSAGE);

    if (key !== undefined) {
      const found = sb.state.apiKeys.get(key.trim());
      if (!found || found.revoked) return sendError(c, 403, 'Invalid or revoked API key');
      c.set('user', found.user);
      return next();
    }

    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
    if (!match) return sendError(c, 403, 'Malformed Authorization header: expected Bearer <token>');
    const token = sb.state.tokens.get(match[1]!);
    // Rule 7: tokens stay valid until revoked (or their app is deleted); they never expire.
    if (!token || token.revoked) return sendError(c, 403, 'Invalid or revoked access token');
    c.set('user', token.user);
    return next();
  };
}
