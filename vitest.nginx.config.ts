import { defineConfig } from 'vitest/config';

/**
 * Browser tests of the production setup: the sub-path build behind Debian's nginx with
 * `deploy/nginx.conf`, its API proxied to the sandbox (`npm run build:nginx && npm run e2e:nginx`).
 */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/e2e-nginx/**/*.e2e.ts'],
    globalSetup: ['./tests/e2e-nginx/globalSetup.ts'],
    testTimeout: 30000,
    // expect.poll retries a read (a list's texts) until the page settles, as waitFor does for one element.
    expect: { poll: { timeout: 10000 } },
    hookTimeout: 60000,
    // Two cores: one worker per core, each with its own browser.
    maxWorkers: 2,
    // One file at a time: nginx limits telemetry per client address (deploy/nginx.conf), and every
    // browser here is 127.0.0.1; files side by side would spend one another's burst.
    fileParallelism: false,
  },
});
