import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { build } from 'esbuild';
import type { Plugin } from 'vite';
import { type Brand, brandIdFromEnv, loadBrand } from '../language/brand/brand.ts';
import { projectLocales, readCatalog, usableTranslations } from '../language/locale/catalog.ts';
import { escapeHtml } from './lib/escapeHtml.ts';

/** The classic script every engine runs to tell whether it is below the floor (DESIGN §11). */
export const FLOOR_CHECK = 'src/floor/belowFloor.ts';
/** The classic script of the page below the floor, loaded only there. */
export const FLOOR_PAGE = 'src/floor/floorPage.ts';

/**
 * Bundles a script of the floor as ES5, in one classic file: esbuild at target es5 refuses syntax
 * ES5 lacks (`let`, `const`, classes…), so these scripts cannot drift above the engines they are for.
 */
export async function bundleClassicScript(
  entry: string,
  define: Record<string, string> = {},
): Promise<string> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    format: 'iife',
    target: 'es5',
    minify: true,
    write: false,
    define,
    logLevel: 'silent',
  });
  return result.outputFiles[0]?.text ?? '';
}

/**
 * The page an engine below the floor shows (hidden until `belowFloor.ts` shows it), in the brand's
 * colours and plain CSS any engine draws: the brand's name, what to update and how, the service
 * phone and e-mail, the store links.
 */
export function floorPageHtml(brand: Brand, translations: ReadonlyMap<string, string> = new Map()): string {
  // The page's texts are messages of the catalogs like the engine's (`npm run locales` finds each
  // `t('…')` here): the English, or its translation, HTML-escaped, its holes filled with markup.
  const t = (text: string, values: Record<string, string> = {}) =>
    escapeHtml(translations.get(text) ?? text).replace(
      /\{\{\s*(\w+)\s*\}\}/g,
      (hole, key: string) => values[key] ?? hole,
    );
  const name = escapeHtml(brand.name);
  const c = brand.colors;
  const phone = escapeHtml(brand.servicePhone);
  const email = escapeHtml(brand.supportEmail);
  const style = [
    `#floor{max-width:560px;margin:0 auto;padding:24px 16px 32px;color:${c.text};background:${c.background};line-height:1.5}`,
    `#floor h1{margin:0 0 16px;padding:16px;border-radius:12px;background:${c.primary};color:${c.onPrimary};font-size:1.4rem}`,
    `#floor h2{margin:0 0 8px;font-size:1.15rem}`,
    `#floor p{margin:0 0 12px}`,
    `#floor a{color:${c.primaryPressed};font-weight:600}`,
    `#floor .floor-store{display:block;margin:0 0 12px;padding:12px 16px;border-radius:999px;background:${c.primary};color:${c.onPrimary};text-align:center;text-decoration:none}`,
  ].join('');
  return [
    `<style>${style}</style>`,
    `<h1>${name}</h1>`,
    `<h2>${t('Please update Android System WebView')}</h2>`,
    `<p>${t('{{name}} needs a newer web engine than this phone has. On Android, open Google Play, search for “Android System WebView” (or your phone’s browser), tap Update, then open {{name}} again. On an iPhone, update iOS in Settings → General → Software Update.', { name })}</p>`,
    `<p>${t('Need help now? Call {{phone}} or e-mail {{email}}.', {
      phone: `<a href="tel:${phone.replace(/[^+\d]/g, '')}">${phone}</a>`,
      email: `<a href="mailto:${email}">${email}</a>`,
    })}</p>`,
    `<a class="floor-store" href="${escapeHtml(brand.storeUrls.android)}">${t('Get {{name}} on Google Play', { name })}</a>`,
    `<a class="floor-store" href="${escapeHtml(brand.storeUrls.ios)}">${t('Get {{name}} on the App Store', { name })}</a>`,
  ].join('\n');
}

/** A file of `assets/` named by its content, as the build names its chunks. */
const assetName = (stem: string, source: string) =>
  `assets/${stem}-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`;

/**
 * Adds the floor's check to the built index.html: a small classic script (`async`, beside the app's
 * modules: it never delays them) that, only in an engine below the floor, loads the page of that
 * engine, a second script with the brand's page and telemetry written in.
 */
export function floorPlugin(): Plugin {
  let root = process.cwd();
  let base = '/';
  let telemetry = '';
  return {
    name: 'loan-floor',
    apply: 'build',
    // After Vite has written index.html into the bundle.
    enforce: 'post',
    configResolved(config) {
      root = config.root;
      base = config.base;
      // As the app's telemetry (src/telemetry/telemetryConfig.ts): VITE_TELEMETRY_URL, else beside the base.
      telemetry = config.env.VITE_TELEMETRY_URL ?? `${base}telemetry`;
    },
    async generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (html?.type !== 'asset') return;
      // The app's entry, the module script index.html runs: arrived but not run, the engine is below the floor.
      const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(String(html.source))?.[1];
      if (!entry) this.error('index.html has no module script of the app');
      const brand = loadBrand(root, brandIdFromEnv());
      // The page in every language; the page script picks the borrower's (`lang`, else the browser's).
      const pages: Record<string, string> = {};
      for (const locale of projectLocales(root))
        pages[locale] = floorPageHtml(brand, usableTranslations(readCatalog(root, locale)));
      const floor = { pages, telemetry, brand: brand.id, base };
      const page = await bundleClassicScript(join(root, FLOOR_PAGE), { __FLOOR__: JSON.stringify(floor) });
      const check = await bundleClassicScript(join(root, FLOOR_CHECK));
      const pageFile = assetName('floor-page', page);
      const checkFile = assetName('floor', check);
      this.emitFile({ type: 'asset', fileName: pageFile, source: page });
      this.emitFile({ type: 'asset', fileName: checkFile, source: check });
      html.source = String(html.source).replace(
        '</body>',
        `  <script async src="${base}${checkFile}" data-page="${base}${pageFile}" data-entry="${entry}"></script>\n  </body>`,
      );
    },
  };
}
