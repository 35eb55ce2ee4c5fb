// @vitest-environment happy-dom
/**
 * The XHR upload against the sandbox, through happy-dom's XMLHttpRequest (Node has none). This checks the
 * request the sandbox receives and the mapping of its real answers; streaming from disk, progress cadence
 * and memory are the browser's and are measured by the E2E suite.
 */
import { describe, expect, it } from 'vitest';
import type { Credential } from '../../lib/api/credential';
import type { MediaItem } from '../../lib/api/schemas';
import { uploadMedia } from '../../lib/api/upload';
import { bearerFor, DEMO_KEY, useSandbox } from './sandbox-harness';

const sb = useSandbox();

/** A real 1×1 PNG: the sandbox sniffs the format. */
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

async function upload(credential: Credential | null, file: File) {
  const { budget } = await sb.client(credential);
  const progress: [number, number][] = [];
  const result: { value?: MediaItem; error?: unknown } = await uploadMedia(
    { baseUrl: sb.url(), credential, budget },
    { file, onProgress: (l, t) => progress.push([l, t]) },
  ).then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  return { ...result, budget, progress };
}

describe('uploadMedia over HTTP', () => {
  it.each([
    ['API key', async () => DEMO_KEY],
    ['bearer token', () => bearerFor(sb)],
  ])('with an %s: stored as a new image, charged to the write budget', async (_, credentialFor) => {
    const { value, budget } = await upload(await credentialFor(), new File([PNG], 'dot.png', { type: 'image/png' }));
    expect(value).toMatchObject({
      media_id: expect.stringMatching(/^image-\d+$/),
      type: 'image',
      mime_type: 'image/png',
    });
    expect(budget.used('write')).toBe(1);
    const state = await sb.state();
    expect(state.media.map((m) => m.media_id)).toContain(value!.media_id);
    expect(state.counters.write.used).toBe(1);
  });

  it.each<[string, Credential | null, () => File, number, (() => Promise<unknown>)?]>([
    ['no credential', null, () => new File([PNG], 'dot.png'), 401],
    ['revoked key', { kind: 'api-key', key: 'smm_revoked' }, () => new File([PNG], 'dot.png'), 403],
    ['unsupported format', DEMO_KEY, () => new File(['just text'], 'notes.txt', { type: 'text/plain' }), 415],
    [
      'too large',
      DEMO_KEY,
      () => new File([new Uint8Array(4096).fill(7), PNG], 'big.png', { type: 'image/png' }),
      413,
      () => sb.control('/config', { max_upload_bytes: 1024 }),
    ],
  ])('%s → %i', async (_, credential, file, status, setup) => {
    await setup?.();
    const { error } = await upload(credential, file());
    expect(error).toMatchObject({ name: 'ApiHttpError', operation: 'uploadMedia', status, code: status });
  });

  it('429 when someone else filled the write bucket: marked full', async () => {
    for (let i = 0; i < 30; i += 1) {
      await fetch(`${sb.url()}/developers/v1/posts/999999`, { method: 'DELETE', headers: { 'X-API-KEY': 'smm_demo' } });
    }
    const { error, budget } = await upload(DEMO_KEY, new File([PNG], 'dot.png', { type: 'image/png' }));
    expect(error).toMatchObject({ status: 429, serviceMessage: 'Rate limit exceeded. Max 30 write requests/hour.' });
    expect(budget.canSpend('write')).toBe(false);
  });
});
