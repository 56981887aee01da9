import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import type { Connect, Plugin } from 'vite';
import {
  BRAND_ART_PATH,
  type Brand,
  brandArtFiles,
  brandCss,
  brandIdFromEnv,
  loadBrand,
} from '../language/brand/brand.ts';
import { escapeHtml } from './lib/escapeHtml.ts';

const ART_TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  webp: 'image/webp',
  jpg: 'image/jpeg',
};

/** The tab icon's side in pixels: 16 CSS px at a phone's 3× density. */
export const ICON_PX = 48;

/**
 * The brand's tab icon as a data URL (no request). An SVG icon is drawn into a PNG here: the
 * browser draws an SVG icon as a document of its own, on the page's main thread, as each page
 * loads (8–10 ms of CPU in Lighthouse's traces here, a task of 14–58 ms as it lasted beside the
 * page's own work, on a data route after the first paint), and decodes a PNG in under 1 ms.
 * Drawn without fonts, as every machine then draws it alike: the brand checker refuses an icon
 * with text (language/brand/brand.ts).
 */
export function iconDataUrl(file: string): string {
  const type = ART_TYPES[file.split('.').pop() ?? ''] ?? 'image/svg+xml';
  if (type !== 'image/svg+xml') return `data:${type};base64,${readFileSync(file).toString('base64')}`;
  const png = new Resvg(readFileSync(file, 'utf8'), {
    fitTo: { mode: 'width', value: ICON_PX },
    font: { loadSystemFonts: false },
  })
    .render()
    .asPng();
  return `data:image/png;base64,${png.toString('base64')}`;
}

/**
 * Bakes the brand of `BRAND` (brands/<id>.json, DESIGN §9) into the app: index.html gets its colours
 * as the custom properties of `src/styles.css` in an inline `<style>`, its `theme-color`, its name as
 * the title and its icon as a data URL (`iconDataUrl`); its art folder is served at `<base>brand/` by
 * the dev server and written to `dist/brand/` by the build. Formulas read the same brand as `brand.*`
 * (screensPlugin.ts), so a build holds one brand and nothing of another.
 */
export function brandPlugin(brandId?: string): Plugin {
  let root = process.cwd();
  let brand: Brand | undefined;
  // The studio's brand picker changes `BRAND` while the dev server runs: the next page follows it.
  const current = (): Brand => {
    const id = brandId ?? brandIdFromEnv();
    if (brand?.id !== id) brand = loadBrand(root, id);
    return brand;
  };
  return {
    name: 'loan-brand',
    // The brand's id, for what the app reports about itself (telemetry's `brand`): a constant of the build.
    config: () => ({
      define: { 'import.meta.env.VITE_BRAND': JSON.stringify(brandId ?? brandIdFromEnv()) },
    }),
    configResolved(config) {
      root = config.root;
    },
    buildStart() {
      brand = undefined;
      const art = brandArtFiles(root, current());
      for (const file of art) this.addWatchFile(file.absolute);
    },
    transformIndexHtml: {
      order: 'pre',
      handler(html, context) {
        // The app's page only; the studio's own page (studio/index.html) is not a brand's.
        if (context.filename !== join(root, 'index.html')) return html;
        const b = current();
        const iconData = iconDataUrl(join(root, 'brands', b.id, b.art.icon));
        const page = html
          .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(b.name)}</title>`)
          .replace(
            /<meta name="theme-color" content="[^"]*"\s*\/?>/,
            `<meta name="theme-color" content="${b.colors.primary}" />`,
          )
          .replace(/<link rel="icon" href="[^"]*"\s*\/?>/, `<link rel="icon" href="${iconData}" />`);
        for (const [what, pattern] of [
          ['<title>', /<title>/],
          ['theme-color', /name="theme-color"/],
          ['icon', /rel="icon"/],
        ] as const)
          if (!pattern.test(page)) throw new Error(`index.html has no ${what} for the brand to fill`);
        return {
          html: page,
          tags: [{ tag: 'style', attrs: { id: 'brand' }, children: brandCss(b), injectTo: 'head' }],
        };
      },
    },
    generateBundle() {
      for (const file of brandArtFiles(root, current()))
        this.emitFile({
          type: 'asset',
          fileName: `${BRAND_ART_PATH}${file.name}`,
          source: readFileSync(file.absolute),
        });
    },
    configureServer(server) {
      server.middlewares.use(artMiddleware(server.config.base, () => current()));
      // A change to the brand file or its art is seen at the next page load.
      server.watcher.add(join(root, 'brands'));
      server.watcher.on('change', (path) => {
        if (path.startsWith(join(root, 'brands'))) brand = undefined;
      });
    },
  };

  function artMiddleware(base: string, get: () => Brand): Connect.NextHandleFunction {
    const prefix = `${base}${BRAND_ART_PATH}`;
    return (req, res, next) => {
      const path = decodeURIComponent((req.url ?? '').split('?')[0] ?? '');
      if (!path.startsWith(prefix)) return next();
      const name = path.slice(prefix.length);
      const file = brandArtFiles(root, get()).find((f) => f.name === name);
      if (!file) return next();
      res.setHeader('Content-Type', ART_TYPES[name.split('.').pop() ?? ''] ?? 'application/octet-stream');
      res.end(readFileSync(file.absolute));
    };
  }
}
