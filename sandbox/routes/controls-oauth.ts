import { Hono } from 'hono';
import { z } from 'zod';
import type { Sandbox, SandboxEnv } from '../context.ts';
import { ApiError } from '../errors.ts';
import { readJson } from '../json-body.ts';
import { secret } from './oauth.ts';

const absoluteUrl = z.string().refine((s) => URL.canParse(s), 'must be an absolute URL');

/**
 * What the real service offers only in its dashboard ("App and token management has no API"):
 * registering apps, revoking tokens, deleting apps. Loopback-only test controls.
 */
export function oauthControlRoutes(sb: Sandbox) {
  const routes = new Hono<SandboxEnv>();

  routes.post('/apps', async (c) => {
    const body = await readJson(
      c,
      z.object({ name: z.string().min(1), redirect_uri: z.union([absoluteUrl, z.array(absoluteUrl).min(1)]) }),
    );
    const app = {
      name: body.name,
      clientId: secret('svc_cid_', 12),
      clientSecret: secret('svc_cs_'),
      redirectUris: Array.isArray(body.redirect_uri) ? body.redirect_uri : [body.redirect_uri],
    };
    sb.state.apps.set(app.clientId, app);
    return c.json({ client_id: app.clientId, client_secret: app.clientSecret }, 201);
  });

  // Rule 7: users revoke individual tokens...
  routes.post('/tokens/revoke', async (c) => {
    const { token } = await readJson(c, z.object({ token: z.string() }));
    const found = sb.state.tokens.get(token);
    if (!found) throw new ApiError(404, 'Unknown token');
    found.revoked = true;
    return c.json({ code: 200, message: 'Token revoked' });
  });

  // ...and "deleting an app revokes all its tokens immediately".
  routes.post('/apps/delete', async (c) => {
    const { client_id } = await readJson(c, z.object({ client_id: z.string() }));
    const { state } = sb;
    if (!state.apps.delete(client_id)) throw new ApiError(404, `Unknown client_id "${client_id}"`);
    let revoked = 0;
    for (const token of state.tokens.values()) {
      if (token.clientId === client_id && !token.revoked) {
        token.revoked = true;
        revoked += 1;
      }
    }
    for (const [key, code] of state.codes) if (code.clientId === client_id) state.codes.delete(key);
    for (const [key, consent] of state.consents) if (consent.clientId === client_id) state.consents.delete(key);
    return c.json({
      code: 200,
      message: `App ${client_id} deleted; ${revoked} token(s) revoked`,
      revoked_tokens: revoked,
    });
  });

  return routes;
}
