import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { parseAst } from 'vite';

/** Issue 10's budget for all JavaScript of a route's first load, gzip -9: 118 KB (KiB, as printed). */
export const FIRST_LOAD_BUDGET = 118 * 1024;

/** Files of a built app, by their path under the app's base (`assets/index-Ab12.js`), and their gzip -9 size. */
export interface Files {
  files: string[];
  bytes: number;
}

/** All the JavaScript one route's first load fetches in one language. */
export interface RouteLoad extends Files {
  /** The route as the app's route table names it (`/loanDetails`). */
  route: string;
  /** `en`, or the language of a `lang=fil` page. */
  locale: string;
  /** For a running experiment's page (`pages/loanConfirm.b.html`), the variant it shows. */
  variant?: string;
}

/** An experiment's variant page (`loanConfirm.b.html`), its route's page name and the variant. */
const VARIANT_PAGE = /^([A-Za-z0-9_-]+)\.([a-z][a-z0-9]*)\.html$/;

/** What a build's first loads fetch, read from its files on disk. */
export interface FirstLoad {
  /** What index.html loads on every route: the module scripts, their preloads and the classic scripts. */
  entry: Files;
  /** Of the entry, the classic scripts (the floor's check, which runs in every engine). */
  classic: Files;
  /** Every route of the route table in every language, largest first. */
  routes: RouteLoad[];
}

/** The id of the route table in index.html (scripts/routePreloadPlugin.ts, src/engine/routeAssets.ts). */
const ROUTE_TABLE = /<script type="application\/json" id="route-assets">([\s\S]*?)<\/script>/;

/** The modules a chunk imports statically: the browser fetches them before it runs the chunk. */
function staticImports(code: string): string[] {
  const sources: string[] = [];
  for (const node of parseAst(code).body)
    if (
      (node.type === 'ImportDeclaration' ||
        node.type === 'ExportAllDeclaration' ||
        node.type === 'ExportNamedDeclaration') &&
      node.source
    )
      sources.push(String(node.source.value));
  return sources;
}

/**
 * Reads a built app (`dist`) as the browser meets it on a first load, and sums the gzip -9 size of
 * each route's JavaScript: index.html's scripts and preloads (the entry, the boot chunk, React, the
 * floor's check), then the chunks the route table in index.html names for the route (its screen in
 * that language, its widgets, the payload checks of its calls, the actions where `onLoad` needs
 * them, the engine's texts), with every chunk they import statically, as the browser fetches it.
 * What loads after the first paint (the actions elsewhere, modals, telemetry) is not in it. `base`
 * is the path the build was made for (`VITE_BASE`).
 */
export function readFirstLoad(dist: string, base = '/'): FirstLoad {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const fromHref = (href: string) => {
    if (!href.startsWith(base)) throw new Error(`${dist}/index.html: ${href} is not under the base ${base}`);
    return href.slice(base.length);
  };
  const attributes = (pattern: RegExp) =>
    [...html.matchAll(pattern)].map((match) => fromHref(match[1] as string));
  const modules = attributes(/<script\b[^>]*\stype="module"[^>]*\ssrc="([^"]+)"/g);
  const preloads = attributes(/<link\b[^>]*\srel="modulepreload"[^>]*\shref="([^"]+)"/g);
  const classic = attributes(/<script\b(?![^>]*\stype=)[^>]*\ssrc="([^"]+)"/g);
  const table = ROUTE_TABLE.exec(html)?.[1];
  if (modules.length === 0 || table === undefined)
    throw new Error(
      `${dist}/index.html has no module script or no route table (#route-assets): is it a build of the app?`,
    );
  const { files, routes } = JSON.parse(table) as { files: string[]; routes: Record<string, number[]> };

  const sizes = new Map<string, number>();
  const imports = new Map<string, string[]>();
  const read = (file: string) => {
    if (sizes.has(file)) return;
    const path = join(dist, file);
    if (!existsSync(path))
      throw new Error(`${dist}: index.html names ${file}, which the build does not hold`);
    const code = readFileSync(path);
    sizes.set(file, gzipSync(code, { level: 9 }).length);
    const dir = file.slice(0, file.lastIndexOf('/') + 1);
    imports.set(
      file,
      file.endsWith('.js')
        ? staticImports(code.toString('utf8'))
            .filter((source) => source.startsWith('./') || source.startsWith('../'))
            .map((source) => new URL(source, `file:///${dir}`).pathname.slice(1))
        : [],
    );
  };
  const load = (start: Iterable<string>): Files => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      read(file);
      for (const imported of imports.get(file) ?? []) visit(imported);
    };
    for (const file of start) visit(file);
    const list = [...seen];
    return { files: list, bytes: list.reduce((sum, file) => sum + (sizes.get(file) ?? 0), 0) };
  };

  const entry = load([...modules, ...preloads, ...classic]);
  const loads = Object.entries(routes).map(([key, indexes]): RouteLoad => {
    // Another language's route is `fil:/route` (routeAssetsKey in src/engine/routeAssets.ts).
    const colon = key.startsWith('/') ? -1 : key.indexOf(':');
    const chunks = indexes.map((index) => {
      const file = files[index];
      if (file === undefined)
        throw new Error(`${dist}/index.html: route ${key} names file ${index}, which its table lacks`);
      return file;
    });
    return {
      route: key.slice(colon + 1),
      locale: colon < 0 ? 'en' : key.slice(0, colon),
      ...load([...entry.files, ...chunks]),
    };
  });
  // A running experiment's route has a page per variant, each with its own route table
  // (scripts/lib/variantRouteAssets.ts): its first load is the variant's.
  for (const locale of new Set(loads.map((route) => route.locale))) {
    const dir = join(dist, locale === 'en' ? 'pages' : `pages/${locale}`);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir)) {
      const [, page, variant] = VARIANT_PAGE.exec(name) ?? [];
      if (!page || !variant) continue;
      const pageTable = ROUTE_TABLE.exec(readFileSync(join(dir, name), 'utf8'))?.[1];
      if (pageTable === undefined) continue;
      const own = JSON.parse(pageTable) as { files: string[]; routes: Record<string, number[]> };
      const route = page === 'index' ? '/' : `/${page}`;
      const indexes = own.routes[locale === 'en' ? route : `${locale}:${route}`] ?? [];
      const chunks = indexes.flatMap((index) =>
        own.files[index] === undefined ? [] : [own.files[index] as string],
      );
      loads.push({ route, locale, variant, ...load([...entry.files, ...chunks]) });
    }
  }
  return {
    entry,
    classic: load(classic),
    routes: loads.sort((a, b) => b.bytes - a.bytes || a.route.localeCompare(b.route)),
  };
}

/**
 * How much more a running experiment's variant page may load than its route's published screen
 * (issue 43: 0.5 KB gzip): the chunk that shows the variant the page was served as
 * (src/experiments/servedVariant.ts; 0.49 KB today). The split and the measuring load apart.
 */
export const VARIANT_GROWTH = 512;

/**
 * Each running experiment's variant page whose first load is more than `most` bytes over its route's
 * published screen's (index.html's table), said as the check prints it.
 */
export function variantsOverPublished(load: FirstLoad, most = VARIANT_GROWTH): string[] {
  const published = new Map(
    load.routes
      .filter((route) => !route.variant)
      .map((route) => [`${route.locale}:${route.route}`, route.bytes]),
  );
  return load.routes.flatMap((route) => {
    const base = published.get(`${route.locale}:${route.route}`);
    if (!route.variant || base === undefined || route.bytes - base <= most) return [];
    return [
      `${route.route} (${route.locale}), variant ${route.variant}: ${route.bytes - base} B over the published screen's first load (at most ${most} B)`,
    ];
  });
}

/** Each route and language whose first load is over `budget`, said as the check prints it. */
export function overBudget(load: FirstLoad, budget = FIRST_LOAD_BUDGET): string[] {
  return load.routes
    .filter((route) => route.bytes > budget)
    .map(
      (route) =>
        `${route.route} (${route.locale}): ${route.bytes} B, ${route.bytes - budget} B over the budget of ${budget} B`,
    );
}

/** Bytes as the bench and the check print them: KiB with one decimal. */
export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
