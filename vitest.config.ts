import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { screensPlugin } from './scripts/screensPlugin.ts';

export default defineConfig({
  // The screens plugin serves `virtual:screens` (the route manifest) to component tests of the app.
  plugins: [react(), screensPlugin()],
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
