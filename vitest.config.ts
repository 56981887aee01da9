import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { localePlugin } from './scripts/localePlugin.ts';
import { screensPlugin } from './scripts/screensPlugin.ts';

const DOM_TESTS = ['src/**/*.test.{ts,tsx}', 'studio/ui/**/*.test.ts'];

/**
 * Component tests that run alone: those that mock a module (`vi.mock`, which holds for the whole
 * file) and those that say so in a line `// Runs alone: <why>` (a page's state its modules keep
 * from their first read, as the device of the user agent). Found by reading the files, so a new
 * one is never shared by mistake.
 */
const DOM_ALONE = ['src', 'studio/ui']
  .flatMap((dir) => readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((file) => join(dir, file)))
  .filter((file) => /\.test\.tsx?$/.test(file))
  .filter((file) => /\bvi\.(?:mock|doMock)\(|^\/\/ Runs alone: /m.test(readFileSync(file, 'utf8')));

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
        // The app's and the studio page's component tests that need a page of their own: each runs
        // in a fresh jsdom with its own modules.
        extends: true,
        test: { name: 'dom', environment: 'jsdom', pool: 'threads', include: DOM_ALONE },
      },
      {
        // The others share a jsdom and their modules per worker, as the Node files below do (89
        // files: 105 → 38 s on 2 cores): tests/setup.ts unmounts each test's render and clears the
        // page's storage and address after each file.
        extends: true,
        test: {
          name: 'dom-shared',
          environment: 'jsdom',
          pool: 'threads',
          isolate: false,
          include: DOM_TESTS,
          exclude: DOM_ALONE,
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
