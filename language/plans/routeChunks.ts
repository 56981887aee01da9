import { join } from 'node:path';
import type { Rollup } from 'vite';
import type { RoutePlan } from './routeManifest.ts';

type OutputChunk = Rollup.OutputChunk;

/** The chunk files a route's first load fetches beyond the entry, each in the first group that needs it. */
export interface RouteChunks {
  /** The screen's chunk and what it imports. */
  screen: string[];
  /** The chunks of its body's widgets and, for a screen with `onLoad`, of the actions. */
  widgets: string[];
  /** The payload checks of the calls it sends at navigation. */
  checks: string[];
}

/** A screen's chunk in another language than English (`screens/x.json?locale=fil`). */
const isTranslatedScreen = (chunk: OutputChunk) => chunk.facadeModuleId?.includes('?locale=') === true;

/**
 * Reads a build's chunks by the modules they hold: a module may share a chunk with others (the
 * `widgets-core` group of vite.config.ts), so a widget is found by its module, not by a chunk of
 * its own.
 */
export function routeChunkReader(chunks: readonly OutputChunk[], root: string) {
  const byModule = new Map<string, OutputChunk>();
  const byFile = new Map<string, OutputChunk>();
  for (const chunk of chunks) {
    byFile.set(chunk.fileName, chunk);
    for (const id of chunk.moduleIds) byModule.set(id, chunk);
  }
  const inEntry = new Set<string>();
  const closure = (chunk: OutputChunk | undefined, into: Set<string>, skip: Set<string>) => {
    if (!chunk || skip.has(chunk.fileName) || into.has(chunk.fileName)) return;
    into.add(chunk.fileName);
    for (const name of chunk.imports) closure(byFile.get(name), into, skip);
  };
  // index.html loads every entry chunk: the entry and the boot chunk (scripts/routePreloadPlugin.ts).
  // A screen in another language is built as an entry of its own (scripts/screensPlugin.ts), loaded with its route.
  for (const entry of chunks.filter((chunk) => chunk.isEntry && !isTranslatedScreen(chunk)))
    closure(entry, inEntry, new Set());
  const chunkOf = (path: string) => byModule.get(join(root, path));

  return {
    /** The chunk of a screen (`absolute` path of its file) in another language than English. */
    translatedScreen(absolute: string, locale: string): string | undefined {
      return byModule.get(`${absolute}?locale=${locale}`)?.fileName;
    },
    /** The entry chunks and their static imports. */
    entry: [...inEntry],
    /** The chunk holding a module (`src/experiments/variantChoice.ts`) and what it imports, beyond the entry. */
    module(path: string): string[] {
      const files = new Set<string>();
      closure(chunkOf(path), files, inEntry);
      return [...files];
    },
    /** What the route of a screen (`absolute` path of its file) fetches beyond the entry. */
    route(absolute: string, plan: RoutePlan, locale = 'en'): RouteChunks {
      const seen = new Set(inEntry);
      const group = (...found: (OutputChunk | undefined)[]) => {
        const files = new Set<string>();
        for (const chunk of found) closure(chunk, files, seen);
        for (const file of files) seen.add(file);
        return [...files];
      };
      const widgetFile = (type: string) => `src/widgets/${type.charAt(0).toUpperCase()}${type.slice(1)}.tsx`;
      return {
        // Another language's screen is its own chunk (`screens/x.json?locale=fil`, scripts/screensPlugin.ts),
        // and the engine's own texts in that language come with it.
        screen:
          locale === 'en'
            ? group(byModule.get(absolute))
            : group(
                byModule.get(`${absolute}?locale=${locale}`),
                byModule.get(`\0virtual:engine-texts/${locale}`),
              ),
        widgets: group(
          ...plan.widgets.map((type) => chunkOf(widgetFile(type))),
          plan.actionsAtLoad ? chunkOf('src/actions/runActions.ts') : undefined,
        ),
        checks: group(
          ...Object.values(plan.data).map((source) =>
            chunkOf(`src/generated/validators/${source.endpoint}.js`),
          ),
        ),
      };
    },
  };
}
