import { describe, expect, it } from 'vitest';
import { readBuildEnv } from '@/config/build-env';

describe('readBuildEnv', () => {
  it.each([
    [
      {},
      {
        apiUrl: 'http://127.0.0.1:8787',
        appUrl: 'http://127.0.0.1:8787',
        clientId: 'svc_cid_demo',
        brokerUrl: 'http://127.0.0.1:8788',
        demo: true,
        hostPatterns: ['http://127.0.0.1/*'],
      },
    ],
    [
      { QUICKPOST_API_URL: 'https://api.example.com/', QUICKPOST_APP_URL: 'https://app.example.com' },
      {
        apiUrl: 'https://api.example.com',
        appUrl: 'https://app.example.com',
        clientId: '',
        brokerUrl: '',
        demo: false,
        hostPatterns: ['https://api.example.com/*', 'https://app.example.com/*'],
      },
    ],
    [
      {
        QUICKPOST_API_URL: 'https://api.example.com',
        QUICKPOST_CLIENT_ID: ' svc_cid_release ',
        QUICKPOST_BROKER_URL: 'https://broker.example.com/',
      },
      {
        apiUrl: 'https://api.example.com',
        appUrl: 'https://api.example.com',
        clientId: 'svc_cid_release',
        brokerUrl: 'https://broker.example.com',
        demo: false,
        hostPatterns: ['https://api.example.com/*'],
      },
    ],
    [
      { QUICKPOST_API_URL: 'http://localhost:9000', QUICKPOST_BROKER_URL: '' },
      {
        apiUrl: 'http://localhost:9000',
        appUrl: 'http://localhost:9000',
        clientId: 'svc_cid_demo',
        brokerUrl: 'http://127.0.0.1:8788',
        demo: true,
        hostPatterns: ['http://localhost/*'],
      },
    ],
  ])('%j', (env, expected) => {
    expect(readBuildEnv(env)).toEqual(expected);
  });
});
