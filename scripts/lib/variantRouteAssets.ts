import { join } from 'node:path';
import type { Rollup } from 'vite';
import { routeChunkReader } from '../../language/plans/routeChunks.ts';
import { readScreenPlans } from '../../language/plans/screenPlans.ts';
import { type RouteAssets, routeAssetsKey } from '../../src/engine/routeAssets.ts';

/** The chunk that shows a screen the variant its page was served as (`src/engine/loadScreen.ts` loads it). */
export const VARIANT_CHOICE_MODULE = 'src/experiments/servedVariant.ts';

const TABLE = /(<script type="application\/json" id="route-assets">)([\s\S]*?)(<\/script>)/;

/** What a page of an experiment's route is drawn as: its routes, its language, the screen file shown. */
export interface VariantPage {
  routes: readonly string[];
  locale: string;
  /** The screen file the page shows: a variant's, or the published screen's for the control. */
  file: string;
}

/**
 * A page of a route with an experiment, its route table (`#route-assets`, scripts/routePreloadPlugin.ts)
 * made this page's: the route's chunks are the variant's (its screen chunk, widgets, payload checks)
 * and the variant choice's, so the boot chunk hints what this borrower's screen loads, and nothing
 * of a variant they will not see.
 */
export function withVariantAssets(
  html: string,
  page: VariantPage,
  chunks: readonly Rollup.OutputChunk[],
  root: string,
): string {
  const match = TABLE.exec(html);
  if (!match) throw new Error('index.html has no route table (#route-assets) to give a variant page');
  const table = JSON.parse((match[2] ?? '').replace(/\\u003c/g, '<')) as RouteAssets;
  const reader = routeChunkReader(chunks, root);
  const [plan] = readScreenPlans(root, [page.file]);
  if (!plan) return html;
  const indexOf = (file: string) => {
    const at = table.files.indexOf(file);
    return at >= 0 ? at : table.files.push(file) - 1;
  };
  const { screen, widgets, checks } = reader.route(join(root, page.file), plan.plan, page.locale);
  const needed = [...new Set([...reader.module(VARIANT_CHOICE_MODULE), ...screen, ...widgets, ...checks])];
  for (const route of page.routes) table.routes[routeAssetsKey(route, page.locale)] = needed.map(indexOf);
  // The variant's screen chunk by its file, in every language: the app loads it by the table (servedVariant.ts).
  const own = page.locale === 'en' ? screen[0] : reader.translatedScreen(join(root, page.file), page.locale);
  if (own && page.file.startsWith('experiments/'))
    table.screens = { ...table.screens, [routeAssetsKey(page.file, page.locale)]: indexOf(own) };
  const text = JSON.stringify(table).replace(/</g, '\\u003c');
  return html.replace(TABLE, (_all, open: string, _body, close: string) => `${open}${text}${close}`);
}
