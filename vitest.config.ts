import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';
import { readBuildEnv } from './config/build-env';

// Every machine alike: dates in the tests are read in UTC, whatever the machine's own zone.
process.env.TZ = 'UTC';

// The demo build's defaults, as wxt.config.ts `define`s them for the bundles (WxtVitest does not apply it).
const demo = readBuildEnv({});

export default defineConfig({
  test: {
    // Threads on both cores: 87 s for the unit project here against 125 s with the default (forks, one worker).
    pool: 'threads',
    maxWorkers: 2,
    projects: [
      {
        // Extension logic and components: WXT's fake browser, a DOM, Temporal from the polyfill.
        plugins: [WxtVitest()],
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['tests/unit/setup.ts'],
          env: {
            QP_API_URL: demo.apiUrl,
            QP_APP_URL: demo.appUrl,
            QP_CLIENT_ID: demo.clientId,
            QP_BROKER_URL: demo.brokerUrl,
          },
        },
      },
      {
        // The service client against the sandbox over real HTTP (one sandbox per file, on a free port).
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          // Real servers (the sandbox, the broker in workerd) start inside tests, which under CI's full load can take
          // over vitest's 5 s default. A bound, not a speed check: the bench measures speed.
          testTimeout: 30_000,
          setupFiles: ['temporal-polyfill/global', 'tests/integration/i18n-setup.ts'],
        },
      },
      {
        // The store packages: release zips built once into a temp dir, then manifests, zips, web-ext lint.
        test: {
          name: 'package',
          include: ['tests/package/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/package/release-build.ts'],
          testTimeout: 120_000,
          hookTimeout: 300_000,
        },
      },
      {
        // The sandbox's own suite: a real server on a free port, spoken to over HTTP.
        test: {
          name: 'sandbox',
          include: ['tests/sandbox/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['temporal-polyfill/global'],
        },
      },
    ],
  },
});
