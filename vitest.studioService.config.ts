import { defineConfig } from 'vitest/config';

/**
 * The studio service (`npm run studio:serve`, DESIGN §13) behind Debian's nginx as the sign-on
 * proxy, publishing to a bare repository: its calls (service.e2e.ts) and a team in browsers
 * (team.e2e.ts). Each file starts a service, nginx and preview servers of its own, in a folder of its
 * own, so the two run side by side: 318 → 275 s here (each waits on git and its previews meanwhile).
 */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/e2e-studio-service/**/*.e2e.ts'],
    testTimeout: 240_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
  },
});
