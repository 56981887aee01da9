import type { Plugin } from 'vite';

/** The module Vite wraps every lazy import of the build in (`__vitePreload(() => import(…), deps)`). */
const PRELOAD_HELPER = '\0vite/preload-helper.js';

/**
 * Build only: Vite's preload helper becomes the lazy import itself (about 0.7 KB of the entry,
 * gzip). With `build.modulePreload: false` (vite.config.ts) every list of files it is given is
 * empty: the route table in index.html hints each route's chunks (src/engine/routeAssets.ts), so
 * all the helper still did was its `vite:preloadError` event, which nothing here listens to. A
 * chunk that cannot load still rejects the import, and the app shows its error (ErrorBoundary).
 * If a Vite release renames the helper, the build keeps Vite's: `npm run check:dist` then fails.
 */
export function lazyImportPlugin(): Plugin {
  return {
    name: 'loan-lazy-import',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      if (id !== PRELOAD_HELPER) return null;
      return 'export const __vitePreload = (load) => load();\n';
    },
  };
}
