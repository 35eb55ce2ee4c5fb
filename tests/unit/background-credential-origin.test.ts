/**
 * A credential is bound to the origin it was saved for (point 1): moving the API address sets it aside —
 * no request carries it to the new origin — until the person confirms that very origin. API keys and OAuth tokens
 * alike; a credential stored before the binding existed is bound to the address it was used with.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { credentialItem } from '@/lib/storage/items';
import type { StoredCredential } from '@/lib/settings/credential';
import { backgroundHarness, type Harness } from './background-fakes';

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
  });

  it('is set aside: nothing is sent to the new origin, and the sentence names both hosts', async () => {
    await moveTo(ELSEWHERE);
    h.service.requests.length = 0;
    await expect(h.ask('accounts.list', { refresh: true })).rejects.toMatchObject({
      name: 'CredentialOnHoldError',
      message: expect.stringMatching(/127\.0\.0\.1:8787.*localhost:9999/),
    });
    await expect(h.ask('upload.ticket', {})).rejects.toMatchObject({ name: 'CredentialOnHoldError' });
    expect(h.service.requests).toEqual([]);
    expect(await h.ask('auth.status', {})).toMatchObject({
      onHold: { from: '127.0.0.1:8787', to: 'localhost:9999', origin: ELSEWHERE },
    });
  });

  it('goes to the new origin once the person confirms that origin — not another', async () => {
    await moveTo(ELSEWHERE);
    await expect(h.ask('auth.confirmOrigin', { origin: 'http://localhost:1234' })).rejects.toMatchObject({
      name: 'SettingsError',
    });
    const status = await h.ask('auth.confirmOrigin', { origin: ELSEWHERE });
    expect(status.onHold).toBeUndefined();
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
  expect(status.onHold).toBeUndefined();
});
