/**
 * Media upload for extension pages, with XMLHttpRequest: only XHR reports upload progress and streams a `File` from
 * disk (docs/stack-notes.md). Charged to the write budget; not retried, since sending gigabytes again is the
 * person's decision.
 */
import type { BudgetGate } from './ports';
import { httpErrorFrom, parseSuccess } from './answer';
import { retryAdviceFor } from './retry-policy';
import { authHeaders, redact, secretOf, type Credential } from './credential';
import { ApiNetworkError, ApiTimeoutError, abortError as platformAbortError } from '../errors/service';
import { urlFor } from './request';
import { UploadAnswer, type MediaItem } from './schemas';

export interface UploadDeps {
  baseUrl: string;
  credential: Credential | null;
  /** In a page this is a proxy that asks the background's budget over messaging. */
  budget: BudgetGate;
  createXhr?: () => XMLHttpRequest;
  isOnline?: () => boolean;
}

export interface UploadRequest {
  file: Blob;
  /** Defaults to the File's own name. */
  fileName?: string;
  /** Bytes sent so far and the total, as the browser reports them (~every 100 ms). */
  onProgress?: (loaded: number, total: number) => void;
  /** Cancels the upload; the promise then rejects with an AbortError. */
  signal?: AbortSignal;
  /** No default: a 1 GB upload on a slow line may take hours. */
  timeoutMs?: number;
}

interface RawAnswer {
  status: number;
  statusText: string;
  text: string;
}

const operation = 'uploadMedia' as const;

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? platformAbortError('The upload was cancelled');
}

function send(deps: UploadDeps, request: UploadRequest, headers: Record<string, string>): Promise<RawAnswer> {
  const { file, signal } = request;
  return new Promise<RawAnswer>((resolve, reject) => {
    const xhr = deps.createXhr?.() ?? new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const done = () => signal?.removeEventListener('abort', onAbort);
    xhr.open('POST', urlFor(deps.baseUrl, '/developers/v1/media/upload'));
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    if (request.timeoutMs) xhr.timeout = request.timeoutMs;
    xhr.upload.onprogress = (e) => request.onProgress?.(e.loaded, e.lengthComputable ? e.total : file.size);
    xhr.onload = () => {
      done();
      resolve({ status: xhr.status, statusText: xhr.statusText, text: xhr.responseText });
    };
    // The bytes may all have arrived before the connection broke: for a write, the outcome is unknown.
    xhr.onerror = () => {
      done();
      reject(new ApiNetworkError({ operation, causeMessage: 'the upload connection failed', outcome: 'unknown' }));
    };
    xhr.ontimeout = () => {
      done();
      reject(new ApiTimeoutError({ operation, timeoutMs: request.timeoutMs ?? 0, outcome: 'unknown' }));
    };
    xhr.onabort = () => {
      done();
      reject(signal ? abortError(signal) : platformAbortError('The upload was aborted'));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    const form = new FormData();
    form.append('file', file, request.fileName ?? (file instanceof File ? file.name : 'upload'));
    xhr.send(form);
  });
}

/** Uploads one file; resolves with the new media item (its `media_id` goes into a post's attachments). */
export async function uploadMedia(deps: UploadDeps, request: UploadRequest): Promise<MediaItem> {
  if (request.signal?.aborted) throw abortError(request.signal);
  if (deps.isOnline && !deps.isOnline()) {
    throw new ApiNetworkError({ operation, causeMessage: 'the browser is offline', outcome: 'not-sent' });
  }
  const secrets = [secretOf(deps.credential)];
  let headers: Record<string, string>;
  try {
    headers = { Accept: 'application/json', ...authHeaders(deps.credential) };
  } catch (err) {
    // A credential no header may carry: refused before spending the budget or opening a connection.
    const message = redact(err instanceof Error ? err.message : String(err), secrets);
    throw new ApiNetworkError({ operation, causeMessage: message, outcome: 'not-sent' });
  }
  await deps.budget.spend('write');
  const answer = await send(deps, request, headers);
  const text = redact(answer.text, secrets);
  if (answer.status >= 200 && answer.status < 300) return parseSuccess(UploadAnswer, text, operation, answer.status);
  if (retryAdviceFor(answer.status) === 'after-window') {
    const retryAt = await deps.budget.markFull('write');
    throw httpErrorFrom({ ...answer, operation, text, retryAt });
  }
  // status 0 without onerror does not happen in browsers; treated as any other non-2xx answer.
  throw httpErrorFrom({ ...answer, operation, text });
}
