import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { Hono } from 'hono';
import type { Sandbox, SandboxEnv } from '../context.ts';
import { ApiError } from '../errors.ts';
import { avatarSvg } from '../placeholders.ts';

/** Public files: media (Media item `url`: "Public URL of the file") and account avatars. No auth. */
export function fileRoutes(sb: Sandbox) {
  const routes = new Hono<SandboxEnv>();

  routes.get('/media/files/:name', (c) => {
    // Looked up by name in the state, never joined from the raw path: no traversal.
    const media = sb.state.media.find((m) => m.fileName === c.req.param('name'));
    if (!media) throw new ApiError(404, 'File not found');
    const stream = Readable.toWeb(createReadStream(join(sb.mediaDir, media.fileName))) as ReadableStream;
    return c.body(stream, 200, {
      'content-type': media.mimeType,
      'content-length': String(media.size),
      'cache-control': 'public, max-age=3600',
    });
  });

  routes.get('/avatars/:file', (c) => {
    const match = /^(\d+)\.svg$/.exec(c.req.param('file'));
    const account = match ? sb.state.accounts.find((a) => a.id === Number(match[1])) : undefined;
    if (!account) throw new ApiError(404, 'Avatar not found');
    return c.body(avatarSvg(account.name, account.type), 200, {
      'content-type': 'image/svg+xml',
      'cache-control': 'public, max-age=3600',
    });
  });

  return routes;
}
