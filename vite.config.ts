import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { sandboxPlugin } from './sandbox/vitePlugin';
import { screensPlugin } from './scripts/screensPlugin';
import { studioPlugin } from './studio/vitePlugin';

export default defineConfig({
  plugins: [react(), screensPlugin(), sandboxPlugin(), studioPlugin()],
  build: {
    target: 'es2020',
    // The manifest lets `npm run bench` tell the initial JavaScript from each screen's chunk.
    manifest: true,
    // The entry chunk is React DOM plus the engine (about 100 KB gzip, measured by `npm run bench`);
    // screens and widgets are separate lazy chunks.
    chunkSizeWarningLimit: 400,
  },
});
