import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { sandboxPlugin } from './sandbox/vitePlugin.ts';
import { appShellPlugin } from './scripts/appShellPlugin.ts';
import { inlineCssPlugin } from './scripts/inlineCssPlugin.ts';
import { routePreloadPlugin } from './scripts/routePreloadPlugin.ts';
import { screensPlugin } from './scripts/screensPlugin.ts';
import { studioPlugin } from './studio/vitePlugin.ts';

export default defineConfig({
  // The path the app is served under (`VITE_BASE=/loan/ npm run build`); routes, chunks, images and
  // the API (`<base>api` unless VITE_API_BASE says otherwise) all follow it.
  base: process.env.VITE_BASE ?? '/',
  plugins: [
    react(),
    screensPlugin(),
    sandboxPlugin(),
    studioPlugin(),
    appShellPlugin(),
    inlineCssPlugin(),
    routePreloadPlugin(),
  ],
  build: {
    target: 'es2020',
    // The manifest lets `npm run bench` tell the initial JavaScript from each screen's chunk.
    manifest: true,
    // The entry chunk is React DOM plus the engine (about 100 KB gzip, measured by `npm run bench`);
    // screens and widgets are separate lazy chunks.
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      // Rolldown's plugin-timing hint fires whenever a build passes 3 s, which on a shared 2-core CI
      // machine is most builds; `npm run bench` measures what the borrower gets instead.
      checks: { bundlerTimings: false },
    },
  },
});
