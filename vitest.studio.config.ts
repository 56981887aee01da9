import { defineConfig } from 'vitest/config';

/**
 * The studio's browser test, on its own: it saves a real screen file through a dev server, which
 * every other dev server watching `screens/` (devServer.e2e.ts) would see, so it never runs beside them.
 */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/e2e-studio/**/*.e2e.ts'],
    globalSetup: ['./tests/e2e/globalSetup.ts'],
    testTimeout: 180000,
    hookTimeout: 90000,
    maxWorkers: 1,
  },
});
