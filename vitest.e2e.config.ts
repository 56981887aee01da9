import { defineConfig } from 'vitest/config';

/** Browser tests: headless Debian Chromium driven by playwright-core against the built app and the sandbox. */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['./tests/e2e/globalSetup.ts'],
    testTimeout: 30000,
    // expect.poll retries a read (a list's texts) until the page settles, as waitFor does for one element.
    expect: { poll: { timeout: 10000 } },
    hookTimeout: 60000,
    // Two cores: one worker per core, each with its own browser, kept for every file the worker runs
    // (no test mocks a module): started once per file, the browser and playwright-core's import cost
    // the run about a minute.
    maxWorkers: 2,
    isolate: false,
  },
});
