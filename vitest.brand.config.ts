import { defineConfig } from 'vitest/config';

/**
 * The app built for the second brand (`npm run build:brand`, BRAND=kwartanow into dist-brand/), in
 * headless Chromium against the sandbox: every route carries that brand and nothing of another.
 */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/e2e-brand/**/*.e2e.ts'],
    globalSetup: ['./tests/e2e/globalSetup.ts'],
    testTimeout: 30000,
    hookTimeout: 60000,
    maxWorkers: 2,
  },
});
