import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { sandboxPlugin } from './sandbox/vitePlugin.ts';
import { appShellPlugin } from './scripts/appShellPlugin.ts';
import { axiosBrowserSubsetPlugin } from './scripts/axiosBrowserSubsetPlugin.ts';
import { brandPlugin } from './scripts/brandPlugin.ts';
import { buildVersionPlugin } from './scripts/buildVersionPlugin.ts';
import { compileHintsPlugin } from './scripts/compileHintsPlugin.ts';
import { buildTargets, cssTargets } from './scripts/engineFloor.js';
import { floorPlugin } from './scripts/floorPlugin.ts';
import { inlineCssPlugin } from './scripts/inlineCssPlugin.ts';
import { lazyImportPlugin } from './scripts/lazyImportPlugin.ts';
import { localePlugin } from './scripts/localePlugin.ts';
import { precompressPlugin } from './scripts/precompressPlugin.ts';
import { prerenderPlugin } from './scripts/prerenderPlugin.ts';
import { reactRouterPurePlugin } from './scripts/reactRouterPurePlugin.ts';
import { reactSentinelsPlugin } from './scripts/reactSentinelsPlugin.ts';
import { BOOT_MODULE, routePreloadPlugin } from './scripts/routePreloadPlugin.ts';
import { screensPlugin } from './scripts/screensPlugin.ts';
import { studioPlugin } from './studio/vitePlugin.ts';

export default defineConfig(({ isSsrBuild }) => ({
  // The path the app is served under (`VITE_BASE=/loan/ npm run build`); routes, chunks, images and
  // the API (`<base>api` unless VITE_API_BASE says otherwise) all follow it.
  base: process.env.VITE_BASE ?? '/',
  plugins: [
    react(),
    axiosBrowserSubsetPlugin(),
    lazyImportPlugin(),
    reactRouterPurePlugin(),
    reactSentinelsPlugin(),
    screensPlugin(),
    localePlugin(),
    sandboxPlugin(),
    studioPlugin(),
    appShellPlugin(),
    brandPlugin(),
    buildVersionPlugin(),
    inlineCssPlugin(),
    routePreloadPlugin(),
    floorPlugin(),
    compileHintsPlugin({ alsoChunks: ['react'] }),
    prerenderPlugin(),
    precompressPlugin(),
    {
      // react-router's package exports name only its development build (remix-run/react-router#14753):
      // the build takes the production one it ships beside it, without development warnings (0.5 KB gzip).
      name: 'loan-react-router-production',
      apply: 'build',
      config: () => ({
        resolve: {
          alias: [
            {
              find: /^react-router$/,
              replacement: resolve(
                import.meta.dirname,
                'node_modules/react-router/dist/production/index.mjs',
              ),
            },
          ],
        },
      }),
    },
  ],
  build: {
    // The engine floor (DESIGN §11), read from `browserslist` in package.json: the syntax the
    // JavaScript keeps (Oxc lowers what is newer) and the CSS Lightning CSS writes for it.
    target: buildTargets(),
    cssTarget: cssTargets(),
    // No list of files at each lazy import: the route table in index.html names every chunk a route
    // loads, its chunks' imports included, and the app hints them at navigation
    // (src/engine/routeAssets.ts, scripts/routePreloadPlugin.ts). Vite 8 still wraps each lazy
    // import in its preload helper, with an empty list: scripts/lazyImportPlugin.ts makes it the import.
    modulePreload: false,
    // The entry chunk is React DOM plus the engine (about 100 KB gzip, measured by `npm run bench`);
    // screens and widgets are separate lazy chunks.
    chunkSizeWarningLimit: 400,
    // The prerender's server build (scripts/prerenderPlugin.ts) is one Node module of the app's own
    // modules: none of the page's inputs and chunk groups below.
    rolldownOptions: isSsrBuild
      ? { checks: { bundlerTimings: false } }
      : {
          // Rolldown's plugin-timing hint fires whenever a build passes 3 s, which on a shared 2-core CI
          // machine is most builds; `npm run bench` measures what the borrower gets instead.
          checks: { bundlerTimings: false },
          // A class field is an assignment in its constructor, not `Object.defineProperty` through
          // Babel's helpers (`defineProperty`, `toPropertyKey`, `typeof`), which the floor's
          // lowering of class fields otherwise puts in the boot chunk: 0.25 KB gzip of every first
          // load. No field of ours or of a library shadows an accessor, where the two differ.
          transform: { assumptions: { setPublicClassFields: true } },
          // The boot chunk (src/boot.ts) is an input of its own: index.html runs it before the entry
          // (scripts/routePreloadPlugin.ts), so it carries nothing the entry alone needs.
          input: {
            index: resolve(import.meta.dirname, 'index.html'),
            boot: resolve(import.meta.dirname, BOOT_MODULE),
          },
          output: {
            // The widgets nearly every screen's body uses (stack and text on all 27, button on 21, list,
            // image, row, detail list on 10 or more) and their helpers, as one chunk: one request
            // instead of eleven on the first load, and smaller (about 2.6 KB gzip against 4.9 KB
            // apart). Its modules' own imports stay where they are (the entry), not copied in. The
            // widgets' door into the engine (engine/widgetApi.ts) is here too: every widget imports it,
            // and alone it became a chunk of its own, one more request before any widget runs.
            codeSplitting: {
              includeDependenciesRecursively: false,
              groups: [
                // The boot module and everything it imports, as its entry chunk: without it the modules
                // lazy chunks share with boot (the session, the expressions) become small chunks of their own.
                { name: 'boot', test: /src\/boot\.ts$/, includeDependenciesRecursively: true, priority: 10 },
                // React and React DOM apart from the engine: two files the browser compiles at once, on
                // two threads, where one had to wait for the other (order details on loopback: 253 →
                // 239 ms, median of 40 paired loads). index.html preloads it (routePreloadPlugin.ts).
                { name: 'react', test: /node_modules\/(react|react-dom|scheduler)\//, priority: 5 },
                // The input widget with its field formats, which the form also imports: one request
                // where there were two in a row (promotion's LCP 2.21 → 2.14 s, median of 5 paired).
                { name: 'Input', test: /src\/widgets\/(Input\.tsx|fieldFormat\.ts)$/ },
                {
                  name: 'widgets-core',
                  test: /src\/(widgets\/(Stack|Text|Button|List|Image|Row|DetailList|Pressable)\.tsx|widgets\/(safeSrc|plainHref)\.ts|engine\/(useEvaluate|widgetApi)\.ts|actions\/(anchorId|openUrl|safeUrl|emailAddress)\.ts)$/,
                },
              ],
            },
          },
        },
  },
}));
