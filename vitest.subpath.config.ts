import { defineConfig } from 'vitest/config';

/**
 * Browser tests of a build made for a base path: `npm run build:subpath` (VITE_BASE=/loan/) served
 * under `/loan/` with the sandbox at `/loan/api`, as a host that mounts the app on a sub-path would.
 */
// Read by the global setup, which runs in this process.
process.env.E2E_DIST ??= 'dist-subpath';
process.env.E2E_BASE ??= '/loan/';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/e2e-subpath/**/*.e2e.ts'],
    globalSetup: ['./tests/e2e/globalSetup.ts'],
    testTimeout: 30000,
    // expect.poll retries a read (a list's texts) until the page settles, as waitFor does for one element.
    expect: { poll: { timeout: 10000 } },
    hookTimeout: 60000,
    maxWorkers: 2,
  },
});
