import { request } from 'node:http';

/**
 * A multipart upload over a plain HTTP/1.1 connection that sends the file in chunks, paced, and
 * stops as soon as an answer arrives — like a browser whose upload is refused midway. Reports how
 * much it had sent when the answer came, so tests can prove the server answered early.
 */

export interface RawUploadOptions {
  url: string;
  key?: string;
  fileBytes: number;
  chunkBytes?: number;
  /** Pause between chunks (ms), so the server sees a client that is still sending. */
  pauseMs?: number;
  /** Send Content-Length (true) or chunked transfer encoding (false). */
  declareLength?: boolean;
  /** Declared length override (to claim more than is sent). */
  contentLength?: number;
  filename?: string;
  partType?: string;
  /** Called after each chunk with the bytes of file data sent so far; may wait. */
  onProgress?: (sent: number) => Promise<void> | void;
}

export interface RawUploadResult {
  status: number;
  body: string;
  /** File bytes written before the answer arrived. */
  sentWhenAnswered: number;
}

const BOUNDARY = '----quickpost-sandbox-test';

export function rawUpload(options: RawUploadOptions): Promise<RawUploadResult> {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${options.filename ?? 'big.mp4'}"\r\n` +
      `Content-Type: ${options.partType ?? 'video/mp4'}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  const chunkBytes = options.chunkBytes ?? 64 * 1024;
  const chunk = Buffer.alloc(chunkBytes, 0x61);
  const total = head.length + options.fileBytes + tail.length;
  const headers: Record<string, string> = {
    'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
    'x-api-key': options.key ?? 'smm_demo',
  };
  if (options.declareLength ?? true) headers['content-length'] = String(options.contentLength ?? total);

  return new Promise((resolve, reject) => {
    let answered = false;
    let sent = 0;
    const req = request(`${options.url}/developers/v1/media/upload`, { method: 'POST', headers });
    req.on('response', (res) => {
      answered = true;
      const sentWhenAnswered = sent;
      const parts: Buffer[] = [];
      res.on('data', (b: Buffer) => parts.push(b));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(parts).toString(), sentWhenAnswered }),
      );
      res.on('error', reject);
    });
    // After an early answer the server may close while we still write: that is expected.
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    const write = (data: Buffer) =>
      new Promise<void>((done) => {
        if (req.write(data)) done();
        else req.once('drain', () => done());
      });
    void (async () => {
      await write(head);
      while (sent < options.fileBytes && !answered && !req.destroyed) {
        const n = Math.min(chunkBytes, options.fileBytes - sent);
        await write(n === chunkBytes ? chunk : chunk.subarray(0, n));
        sent += n;
        await options.onProgress?.(sent);
        if (options.pauseMs) await new Promise((r) => setTimeout(r, options.pauseMs));
      }
      if (!answered && !req.destroyed) req.end(tail);
    })().catch(reject);
  });
}
