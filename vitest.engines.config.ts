import { defineConfig } from 'vitest/config';

/**
 * The built app in the engines of the floor (DESIGN §11) beside today's Chromium: Chromium 80 (the
 * floor) and 79 (below it) from `chrome-aws-lambda`, driven over the DevTools Protocol, and WebKit
 * (WebKitWebDriver under Xvfb). One browser of each engine at a time: they are heavier than a
 * Playwright page.
 */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/e2e-engines/**/*.e2e.ts'],
    globalSetup: ['./tests/e2e/globalSetup.ts'],
    testTimeout: 60000,
    hookTimeout: 120000,
    maxWorkers: 2,
  },
});
