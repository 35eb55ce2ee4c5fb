import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import type { Sandbox, SandboxEnv } from '../context.ts';
import { consentPage, oauthErrorPage } from '../pages.ts';
import type { OAuthApp } from '../state.ts';

/** The user the consent page acts as (docs/design.md §6). */
export const CONSENT_USER = 'demo';

export function secret(prefix: string, bytes = 24): string {
  return `${prefix}${randomBytes(bytes).toString('base64url')}`;
}

/** redirect_uri with extra query parameters; `state` is echoed only when the request carried one. */
function redirectTo(uri: string, params: Record<string, string | undefined>): string {
  const url = new URL(uri);
  for (const [key, value] of Object.entries(params)) if (value !== undefined) url.searchParams.set(key, value);
  return url.toString();
}

type Checked = { ok: true; app: OAuthApp; redirectUri: string } | { ok: false; message: string };

/** client_id must be known and redirect_uri exactly one of its registered URIs (Authentication rule 5). */
function checkClient(sb: Sandbox, clientId: string | undefined, redirectUri: string | undefined): Checked {
  const app = clientId === undefined ? undefined : sb.state.apps.get(clientId);
  if (!app) return { ok: false, message: `Unknown client_id${clientId ? ` "${clientId}"` : ' (missing)'}.` };
  if (redirectUri === undefined || !app.redirectUris.includes(redirectUri)) {
    return {
      ok: false,
      message: `The redirect_uri ${redirectUri ? `"${redirectUri}" ` : ''}is not registered for ${app.name}; it must match a registered URI exactly.`,
    };
  }
  return { ok: true, app, redirectUri };
}

/** GET/POST {app_url}/oauth/authorize — the consent page and the decision it posts. */
export function oauthRoutes(sb: Sandbox) {
  const routes = new Hono<SandboxEnv>();

  routes.get('/oauth/authorize', (c) => {
    const q = (name: string) => c.req.query(name);
    const checked = checkClient(sb, q('client_id'), q('redirect_uri'));
    if (!checked.ok) return c.html(oauthErrorPage(checked.message), 400);
    const state = q('state');
    const fail = (error: string, description: string) =>
      c.redirect(redirectTo(checked.redirectUri, { error, error_description: description, state }), 302);
    const responseType = q('response_type');
    if (responseType === undefined) return fail('invalid_request', 'response_type is required and must be code');
    if (responseType !== 'code') return fail('unsupported_response_type', 'response_type must be code');
    // PKCE (not in the interface, accepted): only S256, and the two parameters go together.
    const challenge = q('code_challenge');
    const method = q('code_challenge_method');
    if ((challenge === undefined) !== (method === undefined) || (method !== undefined && method !== 'S256')) {
      return fail('invalid_request', 'PKCE needs code_challenge with code_challenge_method=S256');
    }
    const id = secret('consent_', 16);
    sb.state.consents.set(id, {
      id,
      clientId: checked.app.clientId,
      redirectUri: checked.redirectUri,
      user: CONSENT_USER,
      ...(state === undefined ? {} : { state }),
      ...(challenge === undefined ? {} : { codeChallenge: challenge }),
    });
    return c.html(consentPage(checked.app, CONSENT_USER, checked.redirectUri, id));
  });

  routes.post('/oauth/authorize', async (c) => {
    const form = await c.req.parseBody();
    const consent = typeof form.consent === 'string' ? sb.state.consents.get(form.consent) : undefined;
    if (!consent)
      return c.html(
        oauthErrorPage(
          'This authorization request has expired or was already answered. Start again from the application.',
        ),
        400,
      );
    const checked = checkClient(sb, consent.clientId, consent.redirectUri);
    if (!checked.ok) return c.html(oauthErrorPage(checked.message), 400);
    if (form.decision !== 'approve' && form.decision !== 'deny')
      return c.html(oauthErrorPage('Choose Approve or Deny.'), 400);
    sb.state.consents.delete(consent.id);
    if (form.decision === 'deny') {
      return c.redirect(redirectTo(consent.redirectUri, { error: 'access_denied', state: consent.state }), 303);
    }
    const code = secret('svc_code_');
    sb.state.codes.set(code, {
      code,
      clientId: consent.clientId,
      redirectUri: consent.redirectUri,
      user: consent.user,
      createdAt: sb.clock.now(),
      used: false,
      tokens: [],
      ...(consent.codeChallenge === undefined ? {} : { codeChallenge: consent.codeChallenge }),
    });
    return c.redirect(redirectTo(consent.redirectUri, { code, state: consent.state }), 303);
  });

  return routes;
}
