import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { brandScope, loadBrand } from '../language/brand/brand.ts';
import { compileScreen } from '../language/compile/compileScreen.ts';
import { PARTS_DIR, readParts } from '../language/compile/parts.ts';
import { EXPERIMENTS_DIR, isVariantFile } from '../language/compile/screenFiles.ts';
import { readScreenOrigins } from '../language/compile/screenOrigins.ts';
import { experimentFiles, liveExperiments } from '../language/experiments/experiments.ts';
import { LOCALES_DIR, projectLocales } from '../language/locale/catalog.ts';
import { LocaleFolder } from '../language/locale/projectCatalogs.ts';
import { withRenderReads } from '../language/plans/renderReads.ts';
import { readScreenPlans } from '../language/plans/screenPlans.ts';
import { SCREENS_CHANGED_EVENT } from '../src/engine/screensChanged.ts';

const VIRTUAL_ID = 'virtual:screens';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
/** Where each node of the compiled screens was written (their parts): read by the telemetry reporter only. */
const ORIGINS_ID = 'virtual:screen-origins';
const RESOLVED_ORIGINS_ID = `\0${ORIGINS_ID}`;
/** The running and decided experiments with their variants' loaders (DESIGN §14): a chunk only their screens load. */
const EXPERIMENTS_ID = 'virtual:experiments';
const RESOLVED_EXPERIMENTS_ID = `\0${EXPERIMENTS_ID}`;

/**
 * `virtual:experiments`: each running or decided experiment as the app needs it (its file's notes
 * left out), each variant's screen loaded by name in every language (`?locale=fil`).
 */
function experimentsModule(root: string, locales: readonly string[]): string {
  const rows = [...liveExperiments(root).values()].map((experiment) => {
    const variants = experiment.variants.map((variant) => {
      const load = variant.screen
        ? `, file: ${JSON.stringify(variant.screen)}, load: ${loader(`/${variant.screen}`, locales, true)}`
        : '';
      return `{ id: ${JSON.stringify(variant.id)}, share: ${variant.share}${load} }`;
    });
    const winner = experiment.winner === undefined ? '' : `winner: ${JSON.stringify(experiment.winner)}, `;
    return `  { id: ${JSON.stringify(experiment.id)}, screen: ${JSON.stringify(experiment.screen)}, status: ${JSON.stringify(experiment.status)}, ${winner}goals: ${JSON.stringify(experiment.goals)}, variants: [${variants.join(', ')}] },`;
  });
  return `export const experiments = [\n${rows.join('\n')}\n];\n`;
}

interface ManifestEntry {
  id: string;
  file: string;
  routes: string[];
  absolute: string;
}

function readManifest(dir: string): ManifestEntry[] {
  const entries: ManifestEntry[] = [];
  for (const name of readdirSync(dir).sort()) {
    if (!name.endsWith('.json')) continue;
    const absolute = join(dir, name);
    try {
      const screen = JSON.parse(readFileSync(absolute, 'utf8')) as { id?: unknown; routes?: unknown };
      const routes = Array.isArray(screen.routes)
        ? screen.routes.filter((r): r is string => typeof r === 'string')
        : [];
      entries.push({
        id: typeof screen.id === 'string' ? screen.id : name,
        file: `screens/${name}`,
        routes,
        absolute,
      });
    } catch {
      // A broken file is reported by the checker (overlay in dev, `npm test` in CI); the route table skips it.
    }
  }
  return entries;
}

/** Formats the checker's problems for the dev overlay; falls back to a JSON parse check when the checker is absent. */
async function problemsFor(root: string, file: string | undefined): Promise<string[]> {
  const checker = (await import('../language/check/checkScreens.ts')) as {
    checkScreenFiles?: (root: string, files?: string[]) => string[];
  };
  if (checker.checkScreenFiles)
    return checker.checkScreenFiles(root, file === undefined ? undefined : [file]);
  if (file === undefined) return [];
  try {
    JSON.parse(readFileSync(join(root, file), 'utf8'));
    return [];
  } catch (error) {
    return [`${file}: ${String(error)}`];
  }
}

/**
 * The loader of a screen's chunk. In the app's build it loads English only: another language's chunk
 * is built as a chunk of its own (see `buildStart`) and named by index.html's table of route assets
 * (src/engine/routeAssets.ts), so the entry carries no other language's file names. Where there is
 * no such table (the dev server, the build's prerender), it loads `?locale=<lang>` by name.
 */
function loader(path: string, locales: readonly string[], byName: boolean): string {
  const others = byName ? locales.filter((locale) => locale !== 'en') : [];
  const english = `import(${JSON.stringify(path)})`;
  if (others.length === 0) return `() => ${english}`;
  const cases = others.map(
    (locale) =>
      `locale === ${JSON.stringify(locale)} ? import(${JSON.stringify(`${path}?locale=${locale}`)}) : `,
  );
  return `(locale) => ${cases.join('')}${english}`;
}

/**
 * Serves `virtual:screens`, the route table: one lazily imported JSON chunk per
 * screen file. In dev, saving a screen re-checks it: a valid change reloads the page,
 * a broken one shows the checker's messages in Vite's overlay instead of a blank page.
 */
export function screensPlugin(): Plugin {
  let root = process.cwd();
  let screensDir = resolve(root, 'screens');
  let folder = new LocaleFolder(root);
  /** The app's build for the browser: another language's screens are chunks of their own, not in the manifest. */
  let appBuild = false;
  const isScreenFile = (id: string) => {
    const path = id.split('?')[0] ?? id;
    if (!path.endsWith('.json')) return false;
    // An experiment's variant (`experiments/<id>/<variant>.json`) is a screen as the published ones are.
    if (path.startsWith(`${root}/`) && isVariantFile(relative(root, path))) return true;
    return path.startsWith(`${screensDir}/`) && !path.slice(screensDir.length + 1).includes('/');
  };
  return {
    name: 'loan-screens',
    // Before Vite's JSON plugin: a screen ships compiled (formulas to trees, names and parts expanded), still as JSON.
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
      screensDir = resolve(root, 'screens');
      folder = new LocaleFolder(root);
      appBuild = config.command === 'build' && !config.build.ssr;
    },
    buildStart() {
      if (!appBuild) return;
      for (const locale of projectLocales(root).filter((lang) => lang !== 'en'))
        for (const entry of readManifest(screensDir))
          this.emitFile({
            type: 'chunk',
            id: `${entry.absolute}?locale=${locale}`,
            name: `${entry.id}.${locale}`,
            preserveSignature: 'strict',
          });
    },
    resolveId(id) {
      if (id === ORIGINS_ID) return RESOLVED_ORIGINS_ID;
      if (id === EXPERIMENTS_ID) return RESOLVED_EXPERIMENTS_ID;
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id === RESOLVED_ORIGINS_ID) {
        for (const entry of readManifest(screensDir)) this.addWatchFile(entry.absolute);
        for (const part of readParts(root).values()) this.addWatchFile(join(root, part.file));
        return `export const screenOrigins = ${JSON.stringify(readScreenOrigins(root))};\n`;
      }
      if (id === RESOLVED_EXPERIMENTS_ID) {
        for (const file of experimentFiles(root)) this.addWatchFile(join(root, file));
        return experimentsModule(root, projectLocales(root));
      }
      if (id !== RESOLVED_ID) return undefined;
      const manifest = readManifest(screensDir);
      const live = liveExperiments(root);
      for (const entry of manifest) this.addWatchFile(entry.absolute);
      // One chunk per screen and language, each with its texts folded in: a borrower loads only theirs.
      const locales = projectLocales(root);
      // What starts at navigation with the screen's chunk: its widgets' chunks and its calls. A broken
      // screen has none; its route still loads (and shows the error).
      const plans = new Map(readScreenPlans(root).map((screen) => [screen.absolute, screen.plan]));
      const rows = manifest.map((entry) => {
        const plan = plans.get(entry.absolute) ?? {
          widgets: [],
          data: {},
          actionsAtLoad: false,
          mainImages: [],
        };
        // Only a screen whose main image follows its answers carries them (the order status banner).
        const mainImages =
          plan.mainImages.length > 0 ? `mainImages: ${JSON.stringify(plan.mainImages)}, ` : '';
        // Only a screen with a live experiment names it: no other route's first load grows.
        const experiment = live.get(entry.id);
        const experimentId = experiment ? `experiment: ${JSON.stringify(experiment.id)}, ` : '';
        return `  { id: ${JSON.stringify(entry.id)}, file: ${JSON.stringify(entry.file)}, routes: ${JSON.stringify(entry.routes)}, widgets: ${JSON.stringify(plan.widgets)}, data: ${JSON.stringify(plan.data)}, actionsAtLoad: ${plan.actionsAtLoad}, ${mainImages}${experimentId}load: ${loader(`/${relative(root, entry.absolute)}`, locales, !appBuild)} },`;
      });
      return `export const screenManifest = [\n${rows.join('\n')}\n];\n`;
    },
    transform(code, id) {
      if (!isScreenFile(id)) return undefined;
      const locale = new URLSearchParams(id.split('?')[1] ?? '').get('locale') ?? 'en';
      const parts = readParts(root);
      for (const part of parts.values()) {
        this.addWatchFile(join(root, part.file));
        if (part.data !== undefined) part.data = folder.translate(part.file, part.data, locale);
      }
      if (locale !== 'en') this.addWatchFile(join(root, LOCALES_DIR, `${locale}.po`));
      let screen: unknown;
      try {
        screen = JSON.parse(code);
      } catch {
        return undefined; // Vite's JSON plugin reports the syntax error with its position
      }
      const file = relative(root, id.split('?')[0] ?? id);
      const translated = folder.translate(file, screen, locale);
      const { value } = compileScreen(translated, file, parts, brandScope(loadBrand(root)));
      // Notes for staff and editors are not shipped to borrowers.
      const { $schema: _schema, description: _notes, ...shipped } = value as Record<string, unknown>;
      // What each widget reads that the build cannot know: it draws as a skeleton until it is known.
      const widgetTypes = new Set(
        readdirSync(resolve(root, 'schemas/widgets')).map((name) => name.split('.')[0]),
      );
      const annotated = withRenderReads(shipped, (type) => widgetTypes.has(type));
      // Another language's copy (`?locale=fil`) is a module of its own: Vite reads only a bare `.json` as JSON.
      if (locale !== 'en') return { code: `export default ${JSON.stringify(annotated)};\n`, map: null };
      return { code: JSON.stringify(annotated), map: null };
    },
    configureServer(server: ViteDevServer) {
      const experimentsDir = resolve(root, EXPERIMENTS_DIR);
      server.watcher.add(screensDir);
      server.watcher.add(experimentsDir);
      server.watcher.add(resolve(root, LOCALES_DIR));
      // An experiment's file or variant counts as a screen: checked, then swapped in or reloaded (below).
      const isScreensPath = (path: string) =>
        path.startsWith(screensDir) || path.startsWith(`${experimentsDir}/`);
      // The routes the pages loaded: a change that keeps them swaps the screen in each page
      // (`SCREENS_CHANGED_EVENT`, src/engine/screens.ts) instead of loading every module again.
      const routesOf = () =>
        JSON.stringify(readManifest(screensDir).map((entry) => [entry.id, entry.routes]));
      let routes = routesOf();
      const swapScreens = () =>
        server.ws.send({ type: 'custom', event: SCREENS_CHANGED_EVENT, data: { at: Date.now() } });
      const onChange = async (path: string, added: boolean) => {
        const catalog = path.startsWith(resolve(root, LOCALES_DIR)) && path.endsWith('.po');
        if (catalog || isScreensPath(path)) folder.reset();
        if (catalog) {
          // Only a page in another language read the catalog: none open, nothing to swap.
          let translated = false;
          for (const mod of server.moduleGraph.idToModuleMap.values())
            if (mod.id && isScreenFile(mod.id) && mod.id.includes('?locale=')) {
              server.moduleGraph.invalidateModule(mod);
              translated = true;
            }
          if (translated) swapScreens();
          return;
        }
        if (!isScreensPath(path) || !path.endsWith('.json')) return;
        const file = relative(root, path);
        // A part can be used by any screen: a change to one re-checks them all.
        const isPart = file.startsWith(`${PARTS_DIR}/`);
        if (isPart)
          for (const mod of server.moduleGraph.idToModuleMap.values())
            if (mod.id && isScreenFile(mod.id)) server.moduleGraph.invalidateModule(mod);
        // The studio service checked the file before writing it (studio/service/): a preview of a
        // draft reloads at once. A file saved by hand is checked first, its problems in the overlay.
        const problems = process.env.LOAN_SCREENS_CHECKED
          ? []
          : await problemsFor(root, isPart ? undefined : file).catch((error: unknown) => [
              `${file}: ${String(error)}`,
            ]);
        if (problems.length > 0) {
          server.ws.send({
            type: 'error',
            err: { message: problems.join('\n'), stack: '', id: file, plugin: 'loan-screens' },
          });
          return;
        }
        for (const virtual of [RESOLVED_ID, RESOLVED_ORIGINS_ID, RESOLVED_EXPERIMENTS_ID]) {
          const mod = server.moduleGraph.getModuleById(virtual);
          if (mod) server.moduleGraph.invalidateModule(mod);
        }
        for (const mod of server.moduleGraph.getModulesByFile(path) ?? [])
          server.moduleGraph.invalidateModule(mod);
        // A new file, a route changed or an experiment's own file (which variants run): the pages
        // load again. `triggeredBy` lets the studio page (studio/main.tsx) tell this reload from Vite's own.
        const before = routes;
        routes = routesOf();
        const experiment = file.startsWith(`${EXPERIMENTS_DIR}/`) && !isVariantFile(file);
        if (added || experiment || routes !== before)
          server.ws.send({ type: 'full-reload', triggeredBy: path });
        else swapScreens();
      };
      server.watcher.on('change', (path) => onChange(path, false));
      server.watcher.on('add', (path) => onChange(path, true));
    },
    handleHotUpdate(ctx) {
      // Screens are handled above (checked first, then swapped into the pages or, routes changed, reloaded).
      if (ctx.file.startsWith(screensDir) || ctx.file.startsWith(resolve(root, EXPERIMENTS_DIR))) return [];
      return undefined;
    },
  };
}
