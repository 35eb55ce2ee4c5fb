import { defineConfig } from '@playwright/test';

// Two workers, one a core: each test runs a whole browser (and each worker its own sandbox and broker on free ports).
// With one, the 182 tests took about 18 minutes here and CI went past its 20; QP_E2E_WORKERS=1 runs them one by one.
export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/fixtures/global-setup.ts',
  workers: Number(process.env.QP_E2E_WORKERS ?? 2),
  fullyParallel: false,
  // A test that fails once is a bug in the test or the product: found and fixed, never retried.
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  outputDir: 'test-results',
  // A trace records every page's frames and snapshots as the test runs — CPU that two cores do not have to spare
  // in CI, where nobody can open it. QP_TRACE=1 keeps one for each failed test (test-results/).
  use: { trace: process.env.QP_TRACE === '1' ? 'retain-on-failure' : 'off' },
});
