import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { sandboxPlugin } from './sandbox/vitePlugin';
import { screensPlugin } from './scripts/screensPlugin';

export default defineConfig({
  plugins: [react(), screensPlugin(), sandboxPlugin()],
  build: {
    target: 'es2020',
    // The manifest lets `npm run bench` tell the initial JavaScript from each screen's chunk.
    manifest: true,
    // The screens are JSON chunks loaded per route; keep them as separate files.
    chunkSizeWarningLimit: 200,
  },
});
