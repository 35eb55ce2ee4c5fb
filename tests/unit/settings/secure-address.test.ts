/** Plain http:// only for this machine's own addresses: the API, app, broker and relay settings. */
import { describe, expect, it } from 'vitest';
import { isPlainHttpOffMachine } from '@/lib/settings/secure-address';
import { ServiceAddresses, Preferences, SignInService } from '@/lib/settings/schema';
import { defaultPreferences } from '@/lib/storage/page-items';

describe('isPlainHttpOffMachine', () => {
  it.each([
    ['http://api.example.com', true],
    ['http://10.0.0.5:8787', true],
    ['http://192.168.1.2', true],
    ['http://localhost.example.com', true],
    ['http://127.0.0.1:8787', false],
    ['http://127.9.9.9', false],
    ['http://[::1]:8787', false],
    ['http://localhost:8787', false],
    ['http://app.localhost', false],
    ['https://api.example.com', false],
  ])('%s → %s', (url, refused) => {
    expect(isPlainHttpOffMachine(url)).toBe(refused);
  });

  it('every address setting refuses it', () => {
    expect(
      ServiceAddresses.safeParse({ apiUrl: 'http://api.example.com', appUrl: 'https://app.example.com' }).success,
    ).toBe(false);
    expect(
      ServiceAddresses.safeParse({ apiUrl: 'https://api.example.com', appUrl: 'http://app.example.com' }).success,
    ).toBe(false);
    expect(SignInService.safeParse({ brokerUrl: 'http://broker.example.com', clientId: 'x' }).success).toBe(false);
    expect(Preferences.safeParse({ ...defaultPreferences, relayUrl: 'http://ntfy.example.com/topic' }).success).toBe(
      false,
    );
    expect(
      ServiceAddresses.safeParse({ apiUrl: 'http://127.0.0.1:8787', appUrl: 'https://app.example.com' }).success,
    ).toBe(true);
  });
});
