import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useSandbox } from './helpers.ts';
import { rawUpload } from './raw-upload.ts';

const dataDir = await mkdtemp(join(tmpdir(), 'sandbox-upload-test-'));
const mediaDir = join(dataDir, 'media');
const sb = useSandbox({ dataDir });
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const MiB = 1024 * 1024;

function form(parts: [string, Blob | string, string?][]): FormData {
  const data = new FormData();
  for (const [name, value, filename] of parts) {
    if (typeof value === 'string') data.append(name, value);
    else data.append(name, value, filename);
  }
  return data;
}

const upload = (body: BodyInit, headers?: Record<string, string>) =>
  sb.call('POST', '/developers/v1/media/upload', { body, ...(headers ? { headers } : {}) });

const partFiles = async () => (await readdir(mediaDir)).filter((name) => name.endsWith('.part'));

async function eventually(check: () => Promise<boolean>, ms = 2000): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 20));
  }
  return check();
}

describe('Media upload: 201', () => {
  it('an image is processed at once: 201 with the item, no status or title, and the file is served', async () => {
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4]);
    const answer = await upload(form([['file', new Blob([bytes], { type: 'image/png' }), 'photo.png']]));
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      media_id: 'image-7',
      url: `${sb.url}/media/files/image-7.png`,
      type: 'image',
      mime_type: 'image/png',
      created_at: expect.stringMatching(/Z$/),
    });
    const file = await fetch(answer.body.url);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes);
    expect((await sb.get('/developers/v1/media/list?per_page=1')).body[0].media_id).toBe('image-7');
  });

  it.each([
    [
      'a video is pending, titled by its filename',
      [['file', new Blob(['v'], { type: 'video/mp4' }), 'holiday.mp4']],
      { type: 'video', mime_type: 'video/mp4', title: 'holiday.mp4', status: 'pending' },
    ],
    [
      'a title field names the video',
      [
        ['title', 'Our holiday'],
        ['file', new Blob(['v'], { type: 'video/webm' }), 'h.webm'],
      ],
      { title: 'Our holiday', mime_type: 'video/webm' },
    ],
    [
      'application/octet-stream falls back to the extension (image)',
      [['file', new Blob(['i'], { type: 'application/octet-stream' }), 'pic.JPG']],
      { type: 'image', mime_type: 'image/jpeg' },
    ],
    [
      'application/octet-stream falls back to the extension (video)',
      [['file', new Blob(['v'], { type: 'application/octet-stream' }), 'clip.mov']],
      { type: 'video', mime_type: 'video/quicktime' },
    ],
    [
      'other form fields are ignored',
      [
        ['note', 'hello'],
        ['file', new Blob(['i'], { type: 'image/gif' }), 'a.gif'],
      ],
      { type: 'image', mime_type: 'image/gif' },
    ],
  ] as [string, [string, Blob | string, string?][], Record<string, unknown>][])(
    '%s',
    async (_name, parts, expected) => {
      const answer = await upload(form(parts));
      expect(answer.status).toBe(201);
      expect(answer.body).toMatchObject(expected);
    },
  );

  it('a file of exactly the limit is accepted', async () => {
    await sb.setLimits({ max_upload_bytes: 1000 });
    const answer = await upload(form([['file', new Blob([new Uint8Array(1000)], { type: 'image/png' }), 'x.png']]));
    expect(answer.status).toBe(201);
  });
});

describe('Media upload: 413, 415, 422', () => {
  it.each([
    [
      '415 for a type that is neither image nor video',
      form([['file', new Blob(['hi'], { type: 'text/plain' }), 'a.txt']]),
      415,
      /^File format unsupported: text\/plain/,
    ],
    [
      '415 for octet-stream with a non-media extension',
      form([['file', new Blob(['%PDF'], { type: 'application/octet-stream' }), 'doc.pdf']]),
      415,
      /application\/pdf/,
    ],
    [
      '415 for octet-stream without any extension',
      form([['file', new Blob(['?'], { type: 'application/octet-stream' }), 'blob']]),
      415,
      /application\/octet-stream/,
    ],
    [
      '422 when the multipart body has no file field',
      form([['title', 'no file']]),
      422,
      /^The multipart body has no file field$/,
    ],
    ['422 when the file is empty', form([['file', new Blob([], { type: 'image/png' }), 'empty.png']]), 422, /empty/],
    [
      '413 when the file is one byte over the limit',
      form([['file', new Blob([new Uint8Array(1001)], { type: 'image/png' }), 'x.png']]),
      413,
      /^Uploaded file exceeds the limit of 1000 bytes$/,
    ],
  ])('%s', async (_name, body, status, message) => {
    await sb.setLimits({ max_upload_bytes: 1000 });
    const answer = await upload(body);
    expect(answer.status).toBe(status);
    expect(answer.body).toEqual({ code: status, message: expect.stringMatching(message) });
    expect(await eventually(async () => (await partFiles()).length === 0)).toBe(true);
    expect((await sb.get('/developers/v1/media/list')).body).toHaveLength(4);
  });

  it.each([
    [
      '422 when the body is JSON, not multipart',
      JSON.stringify({ file: 'x' }),
      { 'content-type': 'application/json' },
      /multipart\/form-data/,
    ],
    ['422 when multipart has no boundary', 'x', { 'content-type': 'multipart/form-data' }, /not multipart\/form-data/],
    [
      '422 when the multipart body is cut short',
      '--b\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nabc',
      { 'content-type': 'multipart/form-data; boundary=b' },
      /malformed|ended/,
    ],
    [
      '422 when the multipart body is garbage',
      'this is not multipart at all',
      { 'content-type': 'multipart/form-data; boundary=b' },
      /malformed|no file field/,
    ],
  ])('%s', async (_name, body, headers, message) => {
    const answer = await upload(body, headers);
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({ code: 422, message: expect.stringMatching(message) });
  });

  it('413 up front from Content-Length, before the client sends the file', async () => {
    await sb.setLimits({ max_upload_bytes: MiB });
    const result = await rawUpload({ url: sb.url, fileBytes: 64 * MiB, pauseMs: 20 });
    expect(result.status).toBe(413);
    expect(JSON.parse(result.body)).toEqual({ code: 413, message: 'Uploaded file exceeds the limit of 1 MiB' });
    expect(result.sentWhenAnswered).toBeLessThan(MiB);
  });

  it('413 as soon as the bytes exceed the limit, to a client still sending (chunked)', async () => {
    await sb.setLimits({ max_upload_bytes: MiB });
    const result = await rawUpload({ url: sb.url, fileBytes: 64 * MiB, declareLength: false, pauseMs: 2 });
    expect(result.status).toBe(413);
    expect(JSON.parse(result.body).code).toBe(413);
    expect(result.sentWhenAnswered).toBeGreaterThanOrEqual(MiB);
    expect(result.sentWhenAnswered).toBeLessThan(32 * MiB); // long before the 64 MiB end
    expect(await eventually(async () => (await partFiles()).length === 0)).toBe(true);
  });

  it('413 when a declared length lies low and the file runs over', async () => {
    await sb.setLimits({ max_upload_bytes: MiB });
    const result = await rawUpload({
      url: sb.url,
      fileBytes: 4 * MiB,
      declareLength: true,
      contentLength: 4 * MiB + 500,
      pauseMs: 1,
    });
    expect(result.status).toBe(413);
    expect(await eventually(async () => (await partFiles()).length === 0)).toBe(true);
  });

  it('the sandbox keeps answering after a refused upload', async () => {
    await sb.setLimits({ max_upload_bytes: MiB });
    await rawUpload({ url: sb.url, fileBytes: 16 * MiB, declareLength: false });
    expect((await sb.get('/developers/v1/accounts')).status).toBe(200);
  });
});

describe('Media upload: streaming', () => {
  it('the file is written to disk while the request is still arriving, never buffered whole', async () => {
    let sawPartialOnDisk = 0;
    const result = await rawUpload({
      url: sb.url,
      fileBytes: 24 * MiB,
      chunkBytes: MiB,
      onProgress: async (sent) => {
        if (sent !== 12 * MiB) return;
        // Halfway through sending, most of what was sent is already in the temporary file.
        await eventually(async () => {
          const [part] = await partFiles();
          sawPartialOnDisk = part ? (await stat(join(mediaDir, part))).size : 0;
          return sawPartialOnDisk >= 8 * MiB;
        });
      },
    });
    expect(result.status).toBe(201);
    expect(sawPartialOnDisk).toBeGreaterThanOrEqual(8 * MiB);
    const item = JSON.parse(result.body);
    expect((await stat(join(mediaDir, `${item.media_id}.mp4`))).size).toBe(24 * MiB);
    expect(await partFiles()).toEqual([]);
  });

  it('a client that disconnects midway leaves no partial file and no media item', async () => {
    const { request } = await import('node:http');
    const req = request(`${sb.url}/developers/v1/media/upload`, {
      method: 'POST',
      headers: {
        'x-api-key': 'smm_demo',
        'content-type': 'multipart/form-data; boundary=b',
        'content-length': String(10 * MiB),
      },
    });
    req.on('error', () => undefined);
    req.write(
      '--b\r\nContent-Disposition: form-data; name="file"; filename="v.mp4"\r\nContent-Type: video/mp4\r\n\r\n',
    );
    req.write(Buffer.alloc(MiB));
    expect(await eventually(async () => (await partFiles()).length === 1)).toBe(true);
    req.destroy();
    expect(await eventually(async () => (await partFiles()).length === 0)).toBe(true);
    expect((await sb.get('/developers/v1/media/list')).body).toHaveLength(4);
  });
});
