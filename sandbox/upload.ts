import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import { detectMime, kindOf } from './mime.ts';
import type { MediaKind } from './state.ts';

/**
 * Receives a multipart/form-data upload: the `file` part is streamed straight to a temporary file
 * (busboy → fs write stream, with backpressure), never held whole in memory, so multi-GB files
 * keep memory flat. Refusals resolve as soon as they are known, while the client may still be sending.
 */

export type UploadResult =
  | { ok: true; tempPath: string; size: number; mimeType: string; kind: MediaKind; filename?: string; title?: string }
  | { ok: false; status: 413 | 415 | 422; message: string }
  | { ok: false; status: 'aborted' };

export function receiveUpload(incoming: IncomingMessage, dir: string, maxBytes: number): Promise<UploadResult> {
  return new Promise((resolve) => {
    let settled = false;
    let fileSeen = false;
    let fileWritten: Promise<UploadResult> | undefined;
    let title: string | undefined;

    const settle = (result: UploadResult) => {
      if (settled) return;
      settled = true;
      resolve(result);
    };
    /** Stop parsing and discard the rest of the body, so the answer can go out now. */
    const refuse = (result: UploadResult) => {
      incoming.unpipe();
      incoming.resume();
      settle(result);
    };

    let parser: busboy.Busboy;
    try {
      // busboy reports 'limit' on reaching fileSize, so one byte more than allowed is the trigger.
      parser = busboy({
        headers: incoming.headers,
        limits: { fileSize: maxBytes + 1, fields: 50, fieldSize: 64 * 1024 },
      });
    } catch (error) {
      return refuse({
        ok: false,
        status: 422,
        message: `The body is not multipart/form-data: ${(error as Error).message}`,
      });
    }
    // A client that goes away must not crash the process, leave the promise pending or a file behind:
    // destroying the parser destroys the file stream, which makes the pipeline below remove the file.
    const abort = () => {
      settle({ ok: false, status: 'aborted' });
      parser.destroy();
    };
    incoming.on('error', abort);
    incoming.on('close', () => {
      if (!incoming.complete) abort();
    });

    parser.on('field', (name, value) => {
      if (name === 'title') title = value;
    });
    parser.on('file', (name, stream, info) => {
      // Only the first `file` part is media; any other file part is read and discarded.
      if (name !== 'file' || fileSeen) return void stream.resume();
      fileSeen = true;
      const mimeType = detectMime(info.mimeType, info.filename);
      const kind = kindOf(mimeType);
      if (!kind) {
        stream.resume();
        return refuse({
          ok: false,
          status: 415,
          message: `File format unsupported: ${mimeType}. Upload an image or a video`,
        });
      }
      const tempPath = join(dir, `.upload-${randomUUID()}.part`);
      const out = createWriteStream(tempPath);
      stream.on('limit', () => {
        out.destroy(new Error('file too large'));
        refuse({ ok: false, status: 413, message: `Uploaded file exceeds the ${maxBytes}-byte limit` });
      });
      fileWritten = pipeline(stream, out).then(
        (): UploadResult => ({
          ok: true,
          tempPath,
          size: out.bytesWritten,
          mimeType,
          kind,
          ...(info.filename ? { filename: info.filename } : {}),
        }),
        async (): Promise<UploadResult> => {
          await rm(tempPath, { force: true });
          return { ok: false, status: 422, message: 'The file part ended before its data did' };
        },
      );
    });
    parser.on('error', (error: Error) =>
      refuse({ ok: false, status: 422, message: `The multipart body is malformed: ${error.message}` }),
    );
    parser.on('close', () => {
      if (settled) {
        void fileWritten?.then(async (r) => {
          if (r.ok) await rm(r.tempPath, { force: true });
        });
        return;
      }
      if (!fileWritten) return settle({ ok: false, status: 422, message: 'The multipart body has no file field' });
      void fileWritten.then(async (result) => {
        if (result.ok && result.size === 0) {
          await rm(result.tempPath, { force: true });
          return settle({ ok: false, status: 422, message: 'The file field is empty' });
        }
        if (settled && result.ok) await rm(result.tempPath, { force: true });
        settle(result.ok && title !== undefined && title.trim() !== '' ? { ...result, title } : result);
      });
    });
    incoming.pipe(parser);
  });
}
