import { Hono } from 'hono';
import { authenticate } from '../auth.ts';
import type { Sandbox, SandboxEnv } from '../context.ts';
import { limit } from '../rate-limit.ts';
import { accountJson } from '../records.ts';

/** GET /developers/v1/accounts — connected accounts only; a disconnected one disappears. */
export function accountsRoutes(sb: Sandbox) {
  const routes = new Hono<SandboxEnv>();
  routes.get('/accounts', authenticate(sb), limit(sb, 'read'), (c) => {
    const user = c.get('user');
    const accounts = sb.state.accounts
      .filter((a) => a.owner === user && a.connected)
      .map((a) => accountJson(a, sb.baseUrl));
    return c.json({ code: 200, accounts });
  });
  return routes;
}
