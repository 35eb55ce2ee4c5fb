import { defineConfig } from '@playwright/test';

// One worker: the machine has 2 cores, and each test runs a whole browser plus a sandbox.
export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/fixtures/global-setup.ts',
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  outputDir: 'test-results',
  use: { trace: 'retain-on-failure' },
});
