import { resolve } from 'node:path';
import {
  FIRST_LOAD_BUDGET,
  kb,
  overBudget,
  readFirstLoad,
  VARIANT_GROWTH,
  variantsOverPublished,
} from './lib/firstLoad.ts';

/**
 * `npm run check:budget [dist]`: every route's first-load JavaScript, in every language, within the
 * budget (118 KB gzip -9), read from a build on disk (`dist` unless named: `dist-brand` for the
 * second brand) exactly as `npm run bench sizes` prints it (scripts/lib/firstLoad.ts), and each
 * running experiment's variant page within `VARIANT_GROWTH` of its route's published first load.
 * Fails naming each route, language (and variant) and the bytes over. `VITE_BASE` is the base the build was made for.
 */
const dist = resolve(process.argv[2] ?? 'dist');
const load = readFirstLoad(dist, process.env.VITE_BASE ?? '/');
const over = [...overBudget(load), ...variantsOverPublished(load)];
const largest = load.routes[0];
if (over.length > 0) {
  console.error(
    `${dist}: first-load JavaScript over the budget (${kb(FIRST_LOAD_BUDGET)}, gzip -9; a variant ${VARIANT_GROWTH} B over its route's):\n${over.join('\n')}`,
  );
  process.exit(1);
}
console.log(
  `${dist}: first loads within ${kb(FIRST_LOAD_BUDGET)} on ${load.routes.length} routes and languages; largest ${
    largest
      ? `${largest.route} (${largest.locale}) ${kb(largest.bytes)}, ${FIRST_LOAD_BUDGET - largest.bytes} B to spare`
      : 'none'
  }`,
);
