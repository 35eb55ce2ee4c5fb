import { Hono } from 'hono';
import { z } from 'zod';
import type { Sandbox, SandboxEnv } from '../context.ts';
import { ApiError } from '../errors.ts';
import { faultSpec } from '../faults.ts';
import { readJson } from '../json-body.ts';
import { bucketView } from '../rate-limit.ts';
import { accountJson, mediaJson, postJson } from '../records.ts';
import { usersOf } from '../state.ts';

/** A seeded user named in a control request, or 404. */
function knownUser(sb: Sandbox, user: string): string {
  if (!usersOf(sb.state).includes(user)) throw new ApiError(404, `Unknown user "${user}"`);
  return user;
}

const limitsPatch = z
  .object({
    read_limit: z.int().min(0).optional(),
    write_limit: z.int().min(0).optional(),
    max_upload_bytes: z.int().min(0).optional(),
    video_processing_ms: z.int().min(0).optional(),
  })
  .strict();

/** Test controls under /__sandbox/ (loopback only; never part of the real interface). */
export function controlRoutes(sb: Sandbox) {
  const routes = new Hono<SandboxEnv>();
  const limitsJson = () => {
    const l = sb.state.limits;
    return {
      read_limit: l.readLimit,
      write_limit: l.writeLimit,
      max_upload_bytes: l.maxUploadBytes,
      video_processing_ms: l.videoProcessingMs,
    };
  };

  routes.post('/reset', async (c) => {
    await sb.reset();
    return c.json({ code: 200, message: 'Sandbox reset to the seed state', now: sb.clock.nowIso() });
  });

  routes.get('/clock', (c) => c.json({ now: sb.clock.nowIso() }));
  routes.post('/clock', async (c) => {
    const { advance_ms } = await readJson(c, z.object({ advance_ms: z.int().min(0) }));
    sb.clock.advance(advance_ms);
    sb.tick();
    return c.json({ now: sb.clock.nowIso() });
  });

  routes.get('/config', (c) => c.json(limitsJson()));
  routes.post('/config', async (c) => {
    const patch = await readJson(c, limitsPatch);
    const l = sb.state.limits;
    l.readLimit = patch.read_limit ?? l.readLimit;
    l.writeLimit = patch.write_limit ?? l.writeLimit;
    l.maxUploadBytes = patch.max_upload_bytes ?? l.maxUploadBytes;
    l.videoProcessingMs = patch.video_processing_ms ?? l.videoProcessingMs;
    return c.json(limitsJson());
  });

  routes.get('/faults', (c) => c.json({ faults: sb.faults.pending() }));
  routes.post('/faults', async (c) => {
    sb.faults.add(await readJson(c, faultSpec));
    return c.json({ faults: sb.faults.pending() }, 201);
  });

  routes.get('/webhooks', (c) => {
    const user = knownUser(sb, c.req.query('user') ?? 'demo');
    return c.json({ urls: sb.webhooks.registered(user), deliveries: sb.webhooks.deliveries(user) });
  });
  routes.post('/webhooks', async (c) => {
    const body = await readJson(c, z.object({ user: z.string(), url: z.url({ protocol: /^https?$/ }) }));
    sb.webhooks.register(knownUser(sb, body.user), body.url);
    return c.json({ urls: sb.webhooks.registered(body.user) }, 201);
  });

  routes.post('/accounts/disconnect', async (c) => {
    const body = await readJson(c, z.object({ user: z.string(), id: z.int() }));
    const account = sb.state.accounts.find((a) => a.owner === knownUser(sb, body.user) && a.id === body.id);
    if (!account) throw new ApiError(404, `User ${body.user} has no account ${body.id}`);
    account.connected = false;
    return c.json({ code: 200, message: `Account ${account.id} disconnected` });
  });

  routes.get('/state', (c) => {
    const user = knownUser(sb, c.req.query('user') ?? 'demo');
    const { state } = sb;
    return c.json({
      user,
      posts: state.posts
        .filter((p) => p.owner === user)
        .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id)
        .map(postJson),
      media: state.media.filter((m) => m.owner === user).map((m) => mediaJson(m, sb.baseUrl)),
      accounts: state.accounts
        .filter((a) => a.owner === user)
        .map((a) => ({ ...accountJson(a, sb.baseUrl), connected: a.connected })),
      counters: { read: bucketView(state, user, 'read'), write: bucketView(state, user, 'write') },
      tokens: [...state.tokens.values()]
        .filter((t) => t.user === user)
        .map((t) => ({
          token: t.token,
          client_id: t.clientId,
          created_at: new Date(t.createdAt).toISOString(),
          revoked: t.revoked,
        })),
      webhooks: sb.webhooks.registered(user),
      limits: limitsJson(),
      now: sb.clock.nowIso(),
    });
  });

  return routes;
}
