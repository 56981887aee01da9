import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, relative } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { brandFiles, brandIdFromEnv, loadBrand } from '../language/brand/brand.ts';
import { isExperimentFile } from '../language/experiments/checkExperiments.ts';
import { projectLocales, SOURCE_LOCALE } from '../language/locale/catalog.ts';
import { LocaleFolder } from '../language/locale/projectCatalogs.ts';
import { bundleSchema, type EditorSchemaFile } from './server/bundleSchema.ts';
import { screenConditions } from './server/conditions.ts';
import { readBody, sendJson } from './server/http.ts';
import { catalogWarnings, screenInLocale, studioLocales } from './server/locales.ts';
import { checkStudioText, openFile } from './server/openFile.ts';
import { isStudioFile, readProjectScreens, studioFiles } from './server/projectScreens.ts';
import { saveRequestOf, saveScreenFile } from './server/saveScreenFile.ts';
import { fileTranslations, saveTranslations, translationsRequestOf } from './server/translations.ts';
import { FILE_CHANGED_EVENT, type StudioBrands } from './studioTypes.ts';

/** The address of the studio page. */
export const STUDIO_PATH = '/__studio';
const API = `${STUDIO_PATH}/api/`;

/** The editor modules, pre-bundled at start so the first visit does not reload the page to optimise them. */
const EDITOR_DEPENDENCIES = [
  '@codemirror/autocomplete',
  '@codemirror/commands',
  '@codemirror/lang-json',
  '@codemirror/language',
  '@codemirror/lint',
  '@codemirror/state',
  '@codemirror/view',
  'codemirror-json-schema',
  // Its parser, pre-bundled with it: one copy, so the editor's `disableErrorLogging` reaches it.
  'best-effort-json-parser',
];

/** The schema a file is edited with: a part's, an experiment's or a screen's (a variant's file is a screen). */
function editorSchema(file: string): EditorSchemaFile {
  if (file.startsWith('screens/parts/')) return 'part.schema.json';
  return isExperimentFile(file) ? 'experiment.schema.json' : 'screen.schema.json';
}

/** The project's brands and the one pages are built under now (`BRAND`, which the picker sets). */
function studioBrands(root: string): StudioBrands {
  const brands = brandFiles(root).flatMap((file) => {
    try {
      const data = JSON.parse(readFileSync(join(root, file), 'utf8')) as { id?: unknown; name?: unknown };
      return typeof data.id === 'string' ? [{ id: data.id, name: String(data.name ?? data.id) }] : [];
    } catch {
      return [];
    }
  });
  return { brands, current: brandIdFromEnv() };
}

/**
 * Builds every page of the dev server under brand `id` from now on: the brand the screens' formulas
 * fold (screensPlugin), the colours and title of index.html (brandPlugin) and the checker all read
 * `BRAND`; the compiled screens are dropped so the next load compiles them under it.
 */
function switchBrand(root: string, server: ViteDevServer, id: string): StudioBrands | string {
  const known = studioBrands(root);
  if (!known.brands.some((brand) => brand.id === id)) return `no brand "${id}" in brands/`;
  try {
    loadBrand(root, id);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  process.env.BRAND = id;
  for (const mod of server.moduleGraph.idToModuleMap.values())
    if (
      mod.id?.startsWith(join(root, 'screens')) ||
      mod.id?.startsWith(join(root, 'experiments')) ||
      mod.id?.includes('virtual:screens')
    )
      server.moduleGraph.invalidateModule(mod);
  return { ...known, current: id };
}

async function answer(
  root: string,
  server: ViteDevServer,
  folder: LocaleFolder,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<void> {
  const route = url.pathname.slice(API.length);
  const path = url.searchParams.get('path') ?? '';
  if (req.method === 'GET' && route === 'files') return sendJson(res, 200, studioFiles(root));
  if (req.method === 'GET' && route === 'brands') return sendJson(res, 200, studioBrands(root));
  if (req.method === 'GET' && route === 'locales') return sendJson(res, 200, studioLocales(root));
  if (req.method === 'POST' && route === 'brand') {
    const parsed = JSON.parse(await readBody(req)) as { id?: unknown };
    const result = typeof parsed.id === 'string' ? switchBrand(root, server, parsed.id) : 'expected { id }';
    return typeof result === 'string' ? sendJson(res, 422, { message: result }) : sendJson(res, 200, result);
  }
  if (route === 'changes' || route.startsWith('changes/')) {
    // The change review loads Playwright and Vite's build: only when the view is opened.
    const changes = await import('./server/changes.ts');
    if (req.method === 'GET' && route === 'changes') return sendJson(res, 200, changes.studioChanges(root));
    if (req.method === 'POST' && route === 'changes/review')
      return sendJson(res, 200, await changes.studioReview(root, server.config.base));
    const file =
      req.method === 'GET' ? changes.reportFile(url.pathname.slice(changes.REPORT_PATH.length)) : undefined;
    if (!file) return sendJson(res, 404, { message: `no such report file: ${url.pathname}` });
    res.writeHead(200, { 'Content-Type': file.type, 'Cache-Control': 'no-store' });
    res.end(file.body);
    return;
  }
  if (req.method === 'GET' && route === 'schema')
    return sendJson(res, 200, bundleSchema(root, editorSchema(path)));
  if (req.method === 'GET' && (route === 'file' || route === 'conditions')) {
    if (!isStudioFile(path))
      return sendJson(res, 400, { message: `not a screen, part or experiment file: ${path}` });
    if (route === 'file') return sendJson(res, 200, openFile(root, path));
    const screen = readProjectScreens(root).find((s) => s.file === path);
    if (!screen) return sendJson(res, 404, { message: `no screen ${path}` });
    // Explain in the picker's language: the owners' labels as the borrower reads them there.
    const locale = url.searchParams.get('locale') ?? SOURCE_LOCALE;
    if (!projectLocales(root).includes(locale))
      return sendJson(res, 400, { message: `no locale "${locale}" (${projectLocales(root).join(', ')})` });
    return sendJson(res, 200, {
      ...screenConditions(root, screenInLocale(root, screen, locale, folder)),
      locale,
    });
  }
  if (route === 'translations') {
    if (req.method === 'GET')
      return sendJson(res, 200, fileTranslations(root, path, url.searchParams.get('locale') ?? ''));
    const request = req.method === 'POST' ? translationsRequestOf(await readBody(req)) : undefined;
    if (!request) return sendJson(res, 400, { message: 'expected { locale, texts: [{ id, translation }] }' });
    const result = saveTranslations(root, request.locale, request.texts);
    folder.reset();
    return sendJson(res, result.saved ? 200 : 422, result);
  }
  if (req.method === 'POST' && (route === 'check' || route === 'save')) {
    const request = saveRequestOf(await readBody(req));
    if (!request)
      return sendJson(res, 400, { message: 'expected { file, text } for a screen, part or experiment file' });
    if (route === 'check') return sendJson(res, 200, checkStudioText(root, request.file, request.text));
    const result = saveScreenFile(root, request.file, request.text, request.version);
    if (!result.saved) return sendJson(res, 'conflict' in result ? 409 : 422, result);
    return sendJson(res, 200, { ...result, problems: catalogWarnings(root, request.file) });
  }
  sendJson(res, 404, { message: `unknown studio call ${req.method} ${url.pathname}` });
}

/**
 * The screen studio, in the dev server only (`apply: 'serve'`, so never in `dist/`): the page at
 * `/__studio` (its own HTML entry, `studio/index.html`, loading `studio/main.tsx`) and the calls it
 * makes under `/__studio/api/`: the file list, a file with its checker problems (and the catalogs'
 * warnings) and previews, the conditions of a screen in a language, the languages, the editor's schema,
 * a check of unsaved text, and a checked save. A change to a file under `screens/`, `experiments/` or
 * `locales/` is announced to the page as the custom event `FILE_CHANGED_EVENT`.
 */
export function studioPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'loan-studio',
    apply: 'serve',
    config: () => ({ optimizeDeps: { include: EDITOR_DEPENDENCIES } }),
    configResolved(config) {
      root = config.root;
    },
    configureServer(server: ViteDevServer) {
      const screensDir = join(root, 'screens');
      const experimentsDir = join(root, 'experiments');
      const localesDir = join(root, 'locales');
      // The translated screens explain reads: read again after a screen, a part or a catalog changes.
      const folder = new LocaleFolder(root);
      const announce = (path: string) => {
        const screen =
          (path.startsWith(`${screensDir}/`) || path.startsWith(`${experimentsDir}/`)) &&
          path.endsWith('.json');
        const catalog = path.startsWith(`${localesDir}/`) && path.endsWith('.po');
        if (!screen && !catalog) return;
        folder.reset();
        server.ws.send({ type: 'custom', event: FILE_CHANGED_EVENT, data: { file: relative(root, path) } });
      };
      server.watcher.on('change', announce);
      server.watcher.on('add', announce);
      server.middlewares.use((req, res, next) => {
        const address = new URL(req.url ?? '/', 'http://studio.invalid');
        // Under a base (a draft of the studio service, DESIGN §13), the studio's paths follow it.
        const base = server.config.base;
        const url = new URL(address);
        if (base !== '/' && address.pathname.startsWith(base))
          url.pathname = `/${address.pathname.slice(base.length)}`;
        if (url.pathname === STUDIO_PATH || url.pathname === `${STUDIO_PATH}/`) {
          const html = readFileSync(join(root, 'studio/index.html'), 'utf8');
          server
            .transformIndexHtml(address.pathname + address.search, html)
            .then((page) => {
              res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
              res.end(page);
            })
            .catch(next);
          return;
        }
        if (!url.pathname.startsWith(API)) return next();
        answer(root, server, folder, req, res, url).catch((error: unknown) =>
          sendJson(res, 500, {
            message: `studio: ${error instanceof Error ? error.message : String(error)}`,
          }),
        );
      });
    },
  };
}
