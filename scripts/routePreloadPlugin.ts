import type { Plugin, Rollup } from 'vite';
import { projectLocales } from '../language/locale/catalog.ts';
import { routeChunkReader } from '../language/plans/routeChunks.ts';
import { readScreenPlans } from '../language/plans/screenPlans.ts';
import type { RouteAssets } from '../src/engine/routeAssets.ts';
import { ROUTE_ASSETS_ID, routeAssetsKey } from '../src/engine/routeAssets.ts';

type OutputChunk = Rollup.OutputChunk;

/** The module index.html runs first, `async` (a build input besides index.html, see vite.config.ts). */
export const BOOT_MODULE = 'src/boot.ts';

/** Text safe inside a `<script>` element: no `</script>` can close it early. */
const scriptText = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * Build only. Makes index.html start everything the page's route needs before the entry chunk has
 * arrived:
 * - a JSON data block (`#route-assets`) with, per route, every chunk the route will ask for (the
 *   screen's chunk, its body widgets' chunks, the payload checks of the calls it sends at
 *   navigation and, where `onLoad` needs them at once, the actions) and its main image
 *   (`priorityImages`);
 * - a `<script type="module" async>` for the boot chunk (`src/boot.ts`), ahead of the entry: it
 *   adds the route's preload hints from that table and sends the route's calls.
 * - a `<link rel="modulepreload">` for each other chunk the entries import (React's, the bundler's
 *   runtime): without it the browser finds them only once it has the entry, one round trip later.
 * The table is data and the boot chunk a file: the CSP allows only `script-src 'self'`. The entry
 * imports the boot chunk too; the modulepreload Vite adds for it goes, the async script fetches it.
 */
export function routePreloadPlugin(): Plugin {
  let root = process.cwd();
  let base = '/';
  return {
    name: 'loan-route-preload',
    apply: 'build',
    // After Vite has written index.html into the bundle.
    enforce: 'post',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (html?.type !== 'asset') return;
      const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
      const boot = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith(BOOT_MODULE));
      if (!boot) this.error(`no entry chunk for ${BOOT_MODULE}: is it a build input?`);
      const reader = routeChunkReader(chunks, root);
      const screens: Record<string, number> = {};
      const assets: RouteAssets = { files: [], routes: {}, images: {}, screens };
      const indexOf = (file: string) => {
        const at = assets.files.indexOf(file);
        return at >= 0 ? at : assets.files.push(file) - 1;
      };
      const locales = projectLocales(root);
      for (const { absolute, file, routes: paths, plan, images: main } of readScreenPlans(root)) {
        const hrefs = main.map((src) => (src.startsWith('/') ? `${base}${src.slice(1)}` : src));
        // Each language's route loads its own screen chunk: English under the route, another as `fil:/route`.
        for (const locale of locales) {
          const { screen, widgets, checks } = reader.route(absolute, plan, locale);
          const needed = [...screen, ...widgets, ...checks].map(indexOf);
          for (const route of paths) assets.routes[routeAssetsKey(route, locale)] = needed;
          const translated = locale === 'en' ? undefined : reader.translatedScreen(absolute, locale);
          if (translated) screens[routeAssetsKey(file, locale)] = indexOf(translated);
        }
        for (const route of paths) if (hrefs.length > 0) assets.images[route] = hrefs;
      }
      const bootSrc = `${base}${boot.fileName}`;
      const imported = reader.entry
        .filter((file) => !chunks.some((chunk) => chunk.isEntry && chunk.fileName === file))
        .map((file) => `\n    <link rel="modulepreload" href="${base}${file}">`)
        .join('');
      let source = String(html.source).replace(
        new RegExp(
          `\\s*<link rel="modulepreload"[^>]*href="${bootSrc.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>`,
        ),
        '',
      );
      source = source.replace(
        '<script type="module"',
        `<script type="application/json" id="${ROUTE_ASSETS_ID}">${scriptText(assets)}</script>\n    <script type="module" async src="${bootSrc}"></script>${imported}\n    <script type="module"`,
      );
      html.source = source;
    },
  };
}
