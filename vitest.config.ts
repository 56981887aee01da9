import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    globals: true,
    include: [
      'src/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
      'sandbox/**/*.test.ts',
      'studio/**/*.test.ts',
    ],
    setupFiles: ['./tests/setup.ts'],
    testTimeout: 15000,
  },
});
