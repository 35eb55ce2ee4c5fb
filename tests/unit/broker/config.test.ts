import { describe, expect, it } from 'vitest';
import { BrokerConfigError, DEMO_BROKER, readBrokerSettings } from '@/broker/config';
import { refusalFor } from '@/broker/exchange';
import { originMatches } from '@/broker/app';

describe('readBrokerSettings', () => {
  it('defaults to the demo: local sandbox, seeded app, demo extension', () => {
    expect(readBrokerSettings({})).toEqual({
      port: 8788,
      host: '127.0.0.1',
      serviceUrl: 'http://127.0.0.1:8787',
      clientId: 'svc_cid_demo',
      clientSecret: 'svc_cs_demo',
      allowedOrigins: [...DEMO_BROKER.origins],
      allowedRedirectUris: [...DEMO_BROKER.redirectUris],
      rateLimit: 10,
      trustedProxies: 0,
    });
  });

  it('reads a real deployment from its variables, keeping redirect URIs exact', () => {
    const settings = readBrokerSettings({
      BROKER_PORT: '9000',
      BROKER_HOST: '0.0.0.0',
      BROKER_SERVICE_URL: 'https://api.example.com/',
      BROKER_CLIENT_ID: 'svc_cid_x',
      BROKER_CLIENT_SECRET: 'svc_cs_y',
      BROKER_ALLOWED_ORIGINS: 'chrome-extension://abc, moz-extension://1234-5678',
      BROKER_REDIRECT_URIS: 'https://abc.chromiumapp.org/,https://broker.example.com/callback',
      BROKER_TRUSTED_PROXIES: '2',
    });
    expect(settings).toEqual({
      port: 9000,
      host: '0.0.0.0',
      serviceUrl: 'https://api.example.com',
      clientId: 'svc_cid_x',
      clientSecret: 'svc_cs_y',
      allowedOrigins: ['chrome-extension://abc', 'moz-extension://1234-5678'],
      allowedRedirectUris: ['https://abc.chromiumapp.org/', 'https://broker.example.com/callback'],
      rateLimit: 10,
      trustedProxies: 2,
    });
  });

  it.each([
    [
      'a real service without a secret',
      { BROKER_SERVICE_URL: 'https://api.example.com', BROKER_CLIENT_ID: 'svc_cid_x' },
      /BROKER_CLIENT_SECRET/,
    ],
    [
      'a real service without allowed origins',
      {
        BROKER_SERVICE_URL: 'https://api.example.com',
        BROKER_CLIENT_ID: 'a',
        BROKER_CLIENT_SECRET: 'b',
        BROKER_REDIRECT_URIS: 'https://x.chromiumapp.org/',
      },
      /BROKER_ALLOWED_ORIGINS/,
    ],
    [
      'a web origin where an extension origin belongs',
      { BROKER_ALLOWED_ORIGINS: 'https://example.com' },
      /chrome-extension/,
    ],
    ['a port that is not one', { BROKER_PORT: 'eighty' }, /BROKER_PORT/],
    ['a service URL that is not http', { BROKER_SERVICE_URL: 'ftp://x' }, /BROKER_SERVICE_URL/],
    // the secret and the codes never travel unencrypted to a service off this machine
    [
      'plain http:// for a service off this machine',
      { BROKER_SERVICE_URL: 'http://api.example.com', BROKER_CLIENT_ID: 'a', BROKER_CLIENT_SECRET: 'b' },
      /https/,
    ],
    ['a rate limit that is not a number', { BROKER_RATE_LIMIT: 'many' }, /BROKER_RATE_LIMIT/],
    ['a redirect URI that is not a URL', { BROKER_REDIRECT_URIS: 'callback' }, /BROKER_REDIRECT_URIS/],
    ['a number of proxies that is not one', { BROKER_TRUSTED_PROXIES: '-1' }, /BROKER_TRUSTED_PROXIES/],
  ])('refuses %s, naming the variable', (_name, env, variable) => {
    expect(() => readBrokerSettings(env)).toThrow(BrokerConfigError);
    expect(() => readBrokerSettings(env)).toThrow(variable);
  });
});

describe('refusalFor', () => {
  const http = (status: number, message = 'said') => ({ ok: false, kind: 'refused', status, message }) as const;
  it.each([
    [
      '400 (used, expired or foreign code)',
      http(400, 'The authorization code was already used'),
      'invalid_grant',
      /already used/,
    ],
    ['401 (wrong secret)', http(401), 'invalid_client', /configuration/],
    ['403', http(403), 'invalid_client', /configuration/],
    ['500 after retries', http(500), 'service_error', /HTTP 500/],
    ['no answer', { ok: false, kind: 'unreachable' } as const, 'service_unreachable', /reach/],
    ['a timeout', { ok: false, kind: 'unreachable' } as const, 'service_unreachable', /reach/],
    ['an answer without a token', { ok: false, kind: 'unreadable' } as const, 'service_error', /unexpected/],
  ])('%s → %s', (_name, error, kind, message) => {
    const refused = refusalFor(error);
    expect(refused.kind).toBe(kind);
    expect(refused.message).toMatch(message);
  });
});

describe('originMatches', () => {
  it.each([
    ['chrome-extension://abc', 'chrome-extension://abc', true],
    ['chrome-extension://abc', 'chrome-extension://abcd', false],
    ['moz-extension://*', 'moz-extension://0b7a6c4e-1d2f-4a5b-9c8d-7e6f5a4b3c2d', true],
    ['moz-extension://*', 'moz-extension://', false],
    ['moz-extension://*', 'https://moz-extension.example', false],
    ['moz-extension://*', 'chrome-extension://abc', false],
  ])('%s admits %s: %s', (allowed, origin, expected) => {
    expect(originMatches(allowed, origin)).toBe(expected);
  });
});
