import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { localePlugin } from './scripts/localePlugin.ts';
import { screensPlugin } from './scripts/screensPlugin.ts';

export default defineConfig({
  // The screens plugin serves `virtual:screens` (the route manifest) to component tests of the app,
  // the locale plugin the engine's texts of each language (`virtual:engine-texts/fil`).
  plugins: [react(), screensPlugin(), localePlugin()],
  test: {
    environment: 'jsdom',
    globals: true,
    include: [
      'src/**/*.test.{ts,tsx}',
      'language/**/*.test.ts',
      'scripts/**/*.test.ts',
      'sandbox/**/*.test.ts',
      'studio/**/*.test.ts',
    ],
    setupFiles: ['./tests/setup.ts'],
    testTimeout: 15000,
    // Its ESM build imports files without extensions, which Node alone does not resolve.
    server: { deps: { inline: ['codemirror-json-schema'] } },
  },
});
