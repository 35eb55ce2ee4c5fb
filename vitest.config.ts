import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';

export default defineConfig({
  test: {
    projects: [
      {
        // Extension logic and components: WXT's fake browser, a DOM, Temporal from the polyfill.
        plugins: [WxtVitest()],
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['tests/unit/setup.ts'],
        },
      },
      {
        // The service client against the sandbox over real HTTP (one sandbox per file, on a free port).
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['temporal-polyfill/global'],
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
