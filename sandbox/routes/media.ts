import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono } from 'hono';
import { authenticate } from '../auth.ts';
import type { Sandbox, SandboxEnv } from '../context.ts';
import { ApiError } from '../errors.ts';
import { enumParam, pagination } from '../query.ts';
import { limit } from '../rate-limit.ts';
import { mediaJson } from '../records.ts';

/** `media_id` from a JSON body `{"media_id": "image-3"}` or the query `?media_id=` (shape chosen by the sandbox). */
function mediaIdOf(body: string, fromQuery: string | undefined): string {
  let fromBody: unknown;
  if (body.trim() !== '') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      throw new ApiError(400, 'The body is not valid JSON');
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
      throw new ApiError(400, 'The body must be a JSON object');
    fromBody = (parsed as Record<string, unknown>).media_id ?? undefined;
    if (fromBody !== undefined && typeof fromBody !== 'string')
      throw new ApiError(400, 'media_id must be a string such as "image-3"');
  }
  if (fromBody !== undefined && fromQuery !== undefined && fromBody !== fromQuery) {
    throw new ApiError(400, 'media_id is given in both the body and the query, with different values');
  }
  const id = (fromBody as string | undefined) ?? fromQuery;
  if (id === undefined || id === '')
    throw new ApiError(400, 'media_id is required (JSON body {"media_id": "image-3"} or ?media_id=image-3)');
  return id;
}

/** GET /developers/v1/media/list and DELETE /developers/v1/media/delete. */
export function mediaRoutes(sb: Sandbox) {
  const routes = new Hono<SandboxEnv>();

  // A bare JSON array of media items, newest first; 400 on a bad type, page or per_page.
  routes.get('/media/list', authenticate(sb), limit(sb, 'read'), (c) => {
    const type = enumParam('type', c.req.query('type'), ['image', 'video'] as const);
    const { perPage, start } = pagination((name) => c.req.query(name));
    const user = c.get('user');
    const mine = sb.state.media
      .filter((m) => m.owner === user && (type === undefined || m.kind === type))
      .sort((a, b) => b.createdAt - a.createdAt || b.id.localeCompare(a.id, 'en', { numeric: true }));
    return c.json(mine.slice(start, start + perPage).map((m) => mediaJson(m, sb.baseUrl)));
  });

  routes.delete('/media/delete', authenticate(sb), limit(sb, 'write'), async (c) => {
    const id = mediaIdOf(await c.req.text(), c.req.query('media_id'));
    const { state } = sb;
    const media = state.media.find((m) => m.id === id && m.owner === c.get('user'));
    if (!media) throw new ApiError(404, `Media ${id} not found`);
    // Errors: 409 "deleting media attached to a scheduled post".
    const blocking = state.posts.find((p) => p.status === 'scheduled' && p.attachments.includes(id));
    if (blocking) {
      throw new ApiError(
        409,
        `Media ${id} is attached to scheduled post ${blocking.id}; delete that post or wait until it is published`,
      );
    }
    state.media = state.media.filter((m) => m !== media);
    // agency-xl's seeded items share a few files (sandbox/seed-agency-xl.ts): a file goes with the last item using it.
    if (!state.media.some((m) => m.fileName === media.fileName))
      await rm(join(sb.mediaDir, media.fileName), { force: true });
    return c.json({ code: 200, message: `Media ${id} deleted` });
  });

  return routes;
}
