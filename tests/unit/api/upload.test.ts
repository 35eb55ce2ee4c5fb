/**
 * The XHR upload's answer and error mapping, with a small fake XMLHttpRequest. Whether the browser streams
 * the File (bounded memory, real progress) cannot be shown in happy-dom: the E2E suite measures it.
 */
import { describe, expect, it } from 'vitest';
import { ApiHttpError, ApiNetworkError, ApiSchemaError, BudgetExhaustedError } from '@/lib/errors/service';
import { uploadMedia, type UploadDeps } from '@/lib/api/upload';
import { WINDOW_MS } from '@/lib/service/operations';
import { fakeTime, testBudget } from '../fakes/api';

type Finish = { status: number; text?: string; statusText?: string } | 'error' | 'hang';

class FakeXhr {
  static last: FakeXhr | undefined;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  sent: FormData | undefined;
  status = 0;
  statusText = '';
  responseText = '';
  timeout = 0;
  upload: { onprogress: ((e: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor(private finish: Finish) {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.sent = body;
    const finish = this.finish;
    queueMicrotask(() => {
      this.upload.onprogress?.({ loaded: 3, total: 6, lengthComputable: true });
      if (finish === 'hang') return;
      if (finish === 'error') return this.onerror?.();
      this.upload.onprogress?.({ loaded: 6, total: 6, lengthComputable: true });
      Object.assign(this, {
        status: finish.status,
        statusText: finish.statusText ?? '',
        responseText: finish.text ?? '',
      });
      this.onload?.();
    });
  }
  abort() {
    queueMicrotask(() => this.onabort?.());
  }
}

const file = new File(['abcdef'], 'cat.png', { type: 'image/png' });
const item = {
  media_id: 'image-9',
  url: 'http://x/9.png',
  type: 'image',
  mime_type: 'image/png',
  created_at: '2030-01-01T00:00:00Z',
};

async function setup(finish: Finish, credential: UploadDeps['credential'] = { kind: 'bearer', token: 'svc_tok_zz' }) {
  const time = fakeTime();
  const budget = await testBudget(time.clock);
  const deps: UploadDeps = {
    baseUrl: 'http://svc.test',
    credential,
    budget,
    createXhr: () => new FakeXhr(finish) as unknown as XMLHttpRequest,
  };
  return { deps, budget, time };
}

describe('uploadMedia', () => {
  it('posts the File as multipart `file` with one auth header, reports progress, parses the item', async () => {
    const { deps, budget } = await setup({ status: 201, text: JSON.stringify(item) });
    const progress: [number, number][] = [];
    const media = await uploadMedia(deps, { file, onProgress: (l, t) => progress.push([l, t]) });
    expect(media).toMatchObject({ media_id: 'image-9', type: 'image' });
    const xhr = FakeXhr.last!;
    expect(`${xhr.method} ${xhr.url}`).toBe('POST http://svc.test/developers/v1/media/upload');
    expect(xhr.headers).toEqual({ Accept: 'application/json', Authorization: 'Bearer svc_tok_zz' });
    expect(xhr.sent?.get('file')).toBeInstanceOf(File);
    expect((xhr.sent?.get('file') as File).name).toBe('cat.png');
    expect(progress).toEqual([
      [3, 6],
      [6, 6],
    ]);
    expect(budget.used('write')).toBe(1);
  });

  it.each([
    ['a wrapped item', { status: 200, text: JSON.stringify({ media: item }) }, { media_id: 'image-9' }],
    ['an item under data', { status: 201, text: JSON.stringify({ code: 201, data: item }) }, { media_id: 'image-9' }],
  ])('accepts %s', async (_, finish, expected) => {
    const { deps } = await setup(finish);
    await expect(uploadMedia(deps, { file })).resolves.toMatchObject(expected);
  });

  it.each<[number, string, Record<string, unknown>]>([
    [
      413,
      '{"code":413,"message":"Uploaded file exceeds 5 GB"}',
      { retry: 'never', serviceMessage: 'Uploaded file exceeds 5 GB' },
    ],
    [415, '{"code":415,"message":"File format unsupported"}', { retry: 'never' }],
    [422, '{"code":422,"message":"missing file field"}', { retry: 'never' }],
    [
      403,
      '{"code":403,"message":"Invalid token svc_tok_zz"}',
      { retry: 'new-credential', serviceMessage: 'Invalid token [redacted]' },
    ],
    [500, '<html>oops</html>', { retry: 'backoff', serviceMessage: 'Internal Server Error' }],
  ])('%i → ApiHttpError for uploadMedia, not retried', async (status, text, fields) => {
    const { deps } = await setup({ status, text, statusText: status === 500 ? 'Internal Server Error' : '' });
    const err = await uploadMedia(deps, { file }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiHttpError);
    expect(err).toMatchObject({ status, operation: 'uploadMedia', ...fields });
    expect(JSON.stringify(err)).not.toContain('svc_tok_zz');
  });

  it('429 marks the write bucket full', async () => {
    const { deps, budget, time } = await setup({
      status: 429,
      text: '{"code":429,"message":"Rate limit exceeded. Max 30 write requests/hour."}',
    });
    await expect(uploadMedia(deps, { file })).rejects.toMatchObject({ status: 429, retryAt: time.now + WINDOW_MS });
    expect(budget.canSpend('write')).toBe(false);
  });

  it('refused by the budget before any XHR', async () => {
    const { deps, budget } = await setup({ status: 201, text: JSON.stringify(item) });
    await budget.markFull('write');
    FakeXhr.last = undefined;
    await expect(uploadMedia(deps, { file })).rejects.toBeInstanceOf(BudgetExhaustedError);
    expect(FakeXhr.last).toBeUndefined();
  });

  it('a 2xx answer that is not a media item → ApiSchemaError (the file may be stored)', async () => {
    const { deps } = await setup({ status: 201, text: '<html>ok</html>' });
    await expect(uploadMedia(deps, { file })).rejects.toBeInstanceOf(ApiSchemaError);
  });

  it('a broken connection → outcome unknown', async () => {
    const { deps } = await setup('error');
    const err = await uploadMedia(deps, { file }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiNetworkError);
    expect(err).toMatchObject({ outcome: 'unknown', operation: 'uploadMedia' });
  });

  it('cancel → AbortError', async () => {
    const { deps } = await setup('hang');
    const controller = new AbortController();
    const pending = uploadMedia(deps, { file, signal: controller.signal, onProgress: () => controller.abort() });
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('a credential no header may carry → not sent, nothing spent, not quoted', async () => {
    const { deps, budget } = await setup(
      { status: 201, text: JSON.stringify(item) },
      { kind: 'api-key', key: 'smm_bad\nkey' },
    );
    FakeXhr.last = undefined;
    const err = await uploadMedia(deps, { file }).catch((e: unknown) => e);
    expect(err).toMatchObject({ name: 'ApiNetworkError', outcome: 'not-sent' });
    expect(JSON.stringify(err)).not.toContain('smm_bad');
    expect(FakeXhr.last).toBeUndefined();
    expect(budget.used('write')).toBe(0);
  });

  it('already cancelled → nothing spent', async () => {
    const { deps, budget } = await setup({ status: 201, text: JSON.stringify(item) });
    await expect(uploadMedia(deps, { file, signal: AbortSignal.abort() })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(budget.used('write')).toBe(0);
  });
});
