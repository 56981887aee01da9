import { defineConfig } from 'vitest/config';

/**
 * The change review's own tests (`npm run e2e:review`): each reviews a scratch copy of the repository
 * with one change, building both sides and rendering the changed screens in Chromium. One at a time:
 * a review already renders several pages at once on this 2-core machine.
 */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/e2e-review/**/*.e2e.ts'],
    testTimeout: 240000,
    hookTimeout: 60000,
    maxWorkers: 1,
    fileParallelism: false,
  },
});
