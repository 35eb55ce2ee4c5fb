/**
 * Media upload for extension pages over XMLHttpRequest: only XHR reports upload progress and streams a `File` from
 * disk (docs/stack-notes.md). Not retried: sending gigabytes again is the person's decision.
 */
import type { BudgetGate } from './ports';
import { httpErrorFrom, parseSuccess } from './answer';
import { retryAdviceFor } from './retry-policy';
import { authHeaders, redact, secretOf, type Credential } from './credential';
import { ApiNetworkError, ApiTimeoutError, abortError } from '../errors/service';
import { urlFor } from './request';
import { UploadAnswer, type MediaItem } from './schemas';

export interface UploadDeps {
  baseUrl: string;
  credential: Credential | null;
  budget: BudgetGate;
  createXhr?: () => XMLHttpRequest;
}

interface UploadRequest {
  file: Blob;
  fileName?: string; // the File's own name by default
  /** Bytes sent so far and the total, as the browser reports them (~every 100 ms). */
  onProgress?: (loaded: number, total: number) => void;
  /** Cancels the upload; the promise then rejects with an AbortError. */
  signal?: AbortSignal;
  /** No default: a 1 GB upload on a slow line may take hours. */
  timeoutMs?: number;
}

const operation = 'uploadMedia' as const;
const cancelled = (signal: AbortSignal) => signal.reason ?? abortError('The upload was cancelled');

function send(deps: UploadDeps, request: UploadRequest, headers: Record<string, string>) {
  const { file, signal } = request;
  return new Promise<{ status: number; statusText: string; text: string }>((resolve, reject) => {
    const xhr = deps.createXhr?.() ?? new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const end = (settle: () => void) => () => {
      signal?.removeEventListener('abort', onAbort);
      settle();
    };
    xhr.open('POST', urlFor(deps.baseUrl, '/developers/v1/media/upload'));
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    if (request.timeoutMs) xhr.timeout = request.timeoutMs;
    xhr.upload.onprogress = (e) => request.onProgress?.(e.loaded, e.lengthComputable ? e.total : file.size);
    xhr.onload = end(() => resolve({ status: xhr.status, statusText: xhr.statusText, text: xhr.responseText }));
    // The bytes may all have arrived before the connection broke: for a write, the outcome is unknown.
    xhr.onerror = end(() =>
      reject(new ApiNetworkError({ operation, causeMessage: 'the upload connection failed', outcome: 'unknown' })),
    );
    xhr.ontimeout = end(() =>
      reject(new ApiTimeoutError({ operation, timeoutMs: request.timeoutMs ?? 0, outcome: 'unknown' })),
    );
    xhr.onabort = end(() => reject(signal ? cancelled(signal) : abortError('The upload was aborted')));
    signal?.addEventListener('abort', onAbort, { once: true });
    const form = new FormData();
    form.append('file', file, request.fileName ?? (file instanceof File ? file.name : 'upload'));
    xhr.send(form);
  });
}

/** Resolves with the new media item (its `media_id` goes into a post's attachments). */
export async function uploadMedia(deps: UploadDeps, request: UploadRequest): Promise<MediaItem> {
  if (request.signal?.aborted) throw cancelled(request.signal);
  const headers = { Accept: 'application/json', ...authHeaders(deps.credential, operation) };
  await deps.budget.spend('write');
  const answer = await send(deps, request, headers);
  const text = redact(answer.text, [secretOf(deps.credential)]);
  if (answer.status >= 200 && answer.status < 300) return parseSuccess(UploadAnswer, text, operation, answer.status);
  const retryAt = retryAdviceFor(answer.status) === 'after-window' ? await deps.budget.markFull('write') : undefined;
  throw httpErrorFrom({ ...answer, operation, text, retryAt });
}
