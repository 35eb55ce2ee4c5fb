import { rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono } from 'hono';
import { authenticate } from '../auth.ts';
import type { Sandbox, SandboxEnv } from '../context.ts';
import { ApiError } from '../errors.ts';
import { storedExtension } from '../mime.ts';
import { limit } from '../rate-limit.ts';
import { mediaJson } from '../records.ts';
import type { Media } from '../state.ts';
import { receiveUpload } from '../upload.ts';

/** Room for multipart framing and small fields when judging the whole body's Content-Length. */
const MULTIPART_SLACK = 64 * 1024;

function sizeText(bytes: number): string {
  const units = ['bytes', 'KiB', 'MiB', 'GiB', 'TiB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1 && value % 1024 === 0) {
    value /= 1024;
    unit += 1;
  }
  return `${value} ${units[unit]}`;
}

/** POST /developers/v1/media/upload — multipart `file`, streamed to disk; 201 with the media item. */
export function uploadRoutes(sb: Sandbox) {
  const routes = new Hono<SandboxEnv>();

  routes.post('/media/upload', authenticate(sb), limit(sb, 'write'), async (c) => {
    if (!/^multipart\/form-data\b/i.test(c.req.header('content-type') ?? '')) {
      throw new ApiError(422, 'The body must be multipart/form-data with a file field');
    }
    const { limits } = sb.state;
    const tooLarge = `Uploaded file exceeds the limit of ${sizeText(limits.maxUploadBytes)}`;
    // 413 up front when the body's declared length already says so (the client can stop at once).
    const declared = Number(c.req.header('content-length') ?? Number.NaN);
    if (declared > limits.maxUploadBytes + MULTIPART_SLACK) throw new ApiError(413, tooLarge);

    const generation = sb.state.generation;
    const result = await receiveUpload(c.env.incoming, sb.mediaDir, limits.maxUploadBytes);
    if (!result.ok) {
      if (result.status === 'aborted') return c.body(null, 400); // nobody is listening any more
      throw new ApiError(result.status, result.status === 413 ? tooLarge : result.message);
    }
    if (sb.state.generation !== generation) {
      await rm(result.tempPath, { force: true });
      throw new ApiError(409, 'The sandbox was reset while this file was uploading; upload it again');
    }

    const { state } = sb;
    const id = `${result.kind}-${state.nextId.media++}`;
    const fileName = `${id}.${storedExtension(result.mimeType, result.filename)}`;
    await rename(result.tempPath, join(sb.mediaDir, fileName));
    const now = sb.clock.now();
    // States: a video is `pending` until transcoding finishes (SANDBOX_VIDEO_PROCESSING_MS later).
    const processingMs = limits.videoProcessingMs;
    const pending = result.kind === 'video' && processingMs > 0;
    const media: Media = {
      id,
      owner: c.get('user'),
      kind: result.kind,
      mimeType: result.mimeType,
      ...(result.kind === 'video' ? { title: result.title ?? result.filename ?? fileName } : {}),
      status: pending ? 'pending' : 'processed',
      fileName,
      size: result.size,
      createdAt: now,
      ...(pending ? { readyAt: now + processingMs } : {}),
    };
    state.media.push(media);
    return c.json(mediaJson(media, sb.baseUrl), 201);
  });

  return routes;
}
