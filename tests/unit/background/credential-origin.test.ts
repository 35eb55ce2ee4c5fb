/**
 * A credential is bound to the origin it was saved for: moving the API address sets it aside until the person
 * confirms that very origin, for keys and tokens alike, and the origin checked is the one the request goes to
 * (docs/security.md).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { credentialItem } from '@/lib/storage/items';
import { credentialOriginItem } from '@/lib/storage/items';
import type { StoredCredential } from '@/lib/settings/credential';
import { backgroundHarness, type Harness } from '../fakes/background';

const HERE = 'http://127.0.0.1:8787';
const ELSEWHERE = 'http://localhost:9999';

let h: Harness;
beforeEach(() => {
  h = backgroundHarness();
  h.granted.add('http://localhost/*');
  h.service.tokens.add('svc_tok_demo');
});

const moveTo = (apiUrl: string) => h.ask('settings.save', { addresses: { apiUrl, appUrl: apiUrl } });

describe.each<[string, StoredCredential]>([
  ['an API key', { kind: 'api-key', key: 'smm_demo', savedAt: 1 }],
  ['an OAuth token', { kind: 'bearer', token: 'svc_tok_demo', savedAt: 1 }],
])('%s stored before the address moved', (_name, credential) => {
  beforeEach(async () => {
    await credentialItem.set(credential);
    await credentialOriginItem.set({ origin: HERE, savedAt: credential.savedAt });
  });

  it('is set aside: nothing is sent to the new origin, and the sentence names both hosts', async () => {
    await moveTo(ELSEWHERE);
    h.service.requests.length = 0;
    await expect(h.ask('accounts.list', { refresh: true })).rejects.toMatchObject({
      name: 'QuickpostError',
      message: expect.stringMatching(/127\.0\.0\.1:8787.*localhost:9999/),
    });
    await expect(h.ask('upload.ticket', {})).rejects.toMatchObject({ name: 'QuickpostError' });
    expect(h.service.requests).toEqual([]);
    expect(await h.ask('auth.status', {})).toMatchObject({
      originToConfirm: { from: '127.0.0.1:8787', to: 'localhost:9999', origin: ELSEWHERE },
    });
  });

  it('goes to the new origin once the person confirms that origin — not another', async () => {
    await moveTo(ELSEWHERE);
    await expect(h.ask('auth.confirmOrigin', { origin: 'http://localhost:1234' })).rejects.toMatchObject({
      name: 'QuickpostError',
      key: 'origin_moved',
    });
    const status = await h.ask('auth.confirmOrigin', { origin: ELSEWHERE });
    expect(status.originToConfirm).toBeUndefined();
    h.service.requests.length = 0;
    await h.ask('accounts.list', { refresh: true });
    expect(h.service.requests).toHaveLength(1);
  });

  it('stays usable when the address moves within its origin (a path, a trailing slash)', async () => {
    await moveTo(`${HERE}/`);
    await h.ask('accounts.list', { refresh: true });
    expect(h.service.requests.length).toBeGreaterThan(0);
  });
});

it('a new key saved for the new address is bound to it at once', async () => {
  await credentialItem.set({ kind: 'api-key', key: 'smm_demo', savedAt: 1 });
  await moveTo(ELSEWHERE);
  const status = await h.ask('auth.saveKey', { key: 'smm_demo' });
  expect(status.originToConfirm).toBeUndefined();
});

describe('a credential stored before the binding existed', () => {
  beforeEach(async () => {
    await credentialItem.set({ kind: 'api-key', key: 'smm_demo', savedAt: 1 });
  });

  it('is sent nowhere until the person confirms the host — not even to the address in use', async () => {
    h.service.requests.length = 0;
    await expect(h.ask('accounts.list', { refresh: true })).rejects.toMatchObject({
      name: 'QuickpostError',
      message: expect.stringContaining('127.0.0.1:8787'),
    });
    await expect(h.ask('upload.ticket', {})).rejects.toMatchObject({ name: 'QuickpostError' });
    expect(h.service.requests).toEqual([]);
    expect(await h.ask('auth.status', {})).toMatchObject({ originToConfirm: { from: null, to: '127.0.0.1:8787' } });

    await h.ask('auth.confirmOrigin', { origin: HERE });
    await h.ask('accounts.list', { refresh: true });
    expect(h.service.requests).toHaveLength(1);
  });

  it('saving new addresses does not bind it either', async () => {
    await moveTo(ELSEWHERE);
    await moveTo(HERE);
    await expect(h.ask('accounts.list', { refresh: true })).rejects.toMatchObject({ name: 'QuickpostError' });
  });
});

describe('one read of the address per request', () => {
  it('an address saved while a request is checked does not receive the credential', async () => {
    const hosts: string[] = [];
    const harness: Harness = backgroundHarness({
      fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
        hosts.push(new URL(String(input)).host);
        return harness.service.fetch(input, init);
      }) as typeof fetch,
    });
    harness.granted.add('http://localhost/*');
    await credentialItem.set({ kind: 'api-key', key: 'smm_demo', savedAt: 1 });
    await credentialOriginItem.set({ origin: HERE, savedAt: 1 });
    // The race, made deterministic: the address moves just as the binding record is read for the check.
    const read = credentialOriginItem.get.bind(credentialOriginItem);
    const spy = vi.spyOn(credentialOriginItem, 'get').mockImplementationOnce(async () => {
      const record = await read();
      await harness.ask('settings.save', { addresses: { apiUrl: ELSEWHERE, appUrl: ELSEWHERE } });
      return record;
    });
    await harness.ask('accounts.list', { refresh: true }).catch(() => undefined);
    spy.mockRestore();
    expect(
      hosts.filter((host) => host === 'localhost:9999'),
      'the key went to the new host',
    ).toEqual([]);
  });
});
