import { defineConfig } from 'vitest/config';

/**
 * `npm run test:firefox`: the main journey in Debian's firefox-esr, driven over WebDriver BiDi. One
 * Firefox for the whole suite: the files run one after another in one worker that keeps its modules
 * (isolate: false), so tests/firefox/fixtures/firefox.ts launches the browser once.
 */
export default defineConfig({
  test: {
    name: 'firefox',
    root: new URL('../..', import.meta.url).pathname,
    include: ['tests/firefox/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/firefox/fixtures/build.ts'],
    isolate: false,
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 60_000,
    hookTimeout: 90_000,
  },
});
