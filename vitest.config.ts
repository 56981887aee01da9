import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { localePlugin } from './scripts/localePlugin.ts';
import { screensPlugin } from './scripts/screensPlugin.ts';

export default defineConfig({
  // The screens plugin serves `virtual:screens` (the route manifest) to component tests of the app,
  // the locale plugin the engine's texts of each language (`virtual:engine-texts/fil`).
  plugins: [react(), screensPlugin(), localePlugin()],
  test: {
    globals: true,
    setupFiles: ['./tests/setup.ts'],
    testTimeout: 15000,
    // One worker per core and one more: a worker waits on the main process's transforms of the files
    // it imports, and meanwhile the third runs (159 files: 225 → 175 s on 2 cores).
    maxWorkers: 3,
    // Its ESM build imports files without extensions, which Node alone does not resolve.
    server: { deps: { inline: ['codemirror-json-schema'] } },
    projects: [
      {
        // The app and the studio's page: components in jsdom, each file in a fresh one (their
        // mocks, fake clocks and module state are the file's own).
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          // Worker threads start faster than processes (87 files: 151 → 129 s on 2 cores).
          pool: 'threads',
          include: ['src/**/*.test.{ts,tsx}', 'studio/ui/**/*.test.ts'],
        },
      },
      {
        // The screen language, the scripts, the sandbox and the studio's servers: Node code, no
        // DOM, none of them mocks a module, so one worker runs many files without starting again
        // (68 files: 99 → 63 s on 2 cores, against 53 s of their own tests).
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          isolate: false,
          include: [
            'language/**/*.test.ts',
            'scripts/**/*.test.ts',
            'sandbox/**/*.test.ts',
            'studio/server/**/*.test.ts',
            'studio/service/**/*.test.ts',
          ],
        },
      },
    ],
  },
});
