import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { CODE_LIFETIME_MS } from '../config.ts';
import type { Sandbox, SandboxEnv } from '../context.ts';
import { ApiError } from '../errors.ts';
import type { AuthCode } from '../state.ts';
import { secret } from './oauth.ts';

/** OAuth error bodies: the interface's `{code, message}` plus RFC 6749 §5.2's `error`. */
const oauthError = (status: 400 | 401, error: string, message: string) => new ApiError(status, message, { error });

/** The body as a plain record: JSON per the interface; form encoding too, as OAuth libraries send it. */
async function readFields(contentType: string, text: string): Promise<Record<string, unknown>> {
  if (/^application\/x-www-form-urlencoded\b/i.test(contentType)) return Object.fromEntries(new URLSearchParams(text));
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw oauthError(
      400,
      'invalid_request',
      'The body must be a JSON object with grant_type, client_id, client_secret and code',
    );
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw oauthError(400, 'invalid_request', 'The body must be a JSON object');
  }
  return parsed as Record<string, unknown>;
}

function field(fields: Record<string, unknown>, name: string): string {
  const value = fields[name];
  if (value === undefined || value === null || value === '')
    throw oauthError(400, 'invalid_request', `${name} is required`);
  if (typeof value !== 'string') throw oauthError(400, 'invalid_request', `${name} must be a string`);
  return value;
}

/** One-time, 10-minute codes bound to their client; a replayed code revokes what it issued (RFC 6749 §4.1.2). */
function redeem(sb: Sandbox, fields: Record<string, unknown>, clientId: string): AuthCode {
  const code = sb.state.codes.get(field(fields, 'code'));
  if (!code || code.clientId !== clientId)
    throw oauthError(400, 'invalid_grant', 'The authorization code is unknown or was issued to another client');
  if (code.used) {
    for (const token of code.tokens) {
      const issued = sb.state.tokens.get(token);
      if (issued) issued.revoked = true;
    }
    throw oauthError(
      400,
      'invalid_grant',
      'The authorization code was already used; the tokens issued from it are now revoked',
    );
  }
  if (sb.clock.now() - code.createdAt > CODE_LIFETIME_MS) {
    throw oauthError(400, 'invalid_grant', 'The authorization code has expired (codes are valid for 10 minutes)');
  }
  const redirectUri = fields.redirect_uri;
  if (redirectUri !== undefined && redirectUri !== code.redirectUri) {
    throw oauthError(400, 'invalid_grant', 'redirect_uri differs from the one the code was issued for');
  }
  const verifier = fields.code_verifier;
  if (code.codeChallenge !== undefined) {
    // RFC 7636 §4.6: a code issued with a challenge is never redeemed without its verifier.
    if (verifier === undefined || verifier === null) {
      throw oauthError(400, 'invalid_grant', 'code_verifier is required: this code was issued with a code_challenge');
    }
    const computed = typeof verifier === 'string' ? createHash('sha256').update(verifier).digest('base64url') : '';
    if (computed !== code.codeChallenge)
      throw oauthError(400, 'invalid_grant', 'code_verifier does not match the code_challenge');
  }
  return code;
}

/** POST /developers/v1/oauth/token — no auth header, not rate-limited. */
export function tokenRoutes(sb: Sandbox) {
  const routes = new Hono<SandboxEnv>();
  routes.post('/oauth/token', async (c) => {
    const fields = await readFields(c.req.header('content-type') ?? '', await c.req.text());
    const grantType = field(fields, 'grant_type');
    if (grantType !== 'authorization_code') {
      throw oauthError(400, 'unsupported_grant_type', `grant_type must be authorization_code (got "${grantType}")`);
    }
    const clientId = field(fields, 'client_id');
    const clientSecret = field(fields, 'client_secret');
    const app = sb.state.apps.get(clientId);
    if (!app || app.clientSecret !== clientSecret)
      throw oauthError(401, 'invalid_client', 'Unknown client_id or wrong client_secret');
    const code = redeem(sb, fields, clientId);
    code.used = true;
    const token = secret('svc_tok_');
    sb.state.tokens.set(token, { token, clientId, user: code.user, createdAt: sb.clock.now(), revoked: false });
    code.tokens.push(token);
    c.header('cache-control', 'no-store');
    return c.json({ access_token: token, token_type: 'bearer' });
  });
  return routes;
}
