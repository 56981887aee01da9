/**
 * What the page runs first. index.html loads this chunk `async`, ahead of the entry chunk
 * (`scripts/routePreloadPlugin.ts`), and it holds no React: on a slow phone it has run long before
 * the entry (React DOM and the engine) has downloaded and been parsed. It reads the session from
 * the page address and sends the calls of the route's data sources (those the manifest names: they
 * read only `query` and `session`), so the API round trip overlaps the entry's download; then, in a
 * task of its own, it hints the chunks and main image of the route. The entry imports this module
 * too; a module runs once, so `main.tsx` finds it done and the screen takes its calls over
 * (`prefetch.ts`).
 */
import { prefetchRoute } from './engine/prefetch';
import { preloadRouteAssets } from './engine/routeAssets';
import { APP_BASE, appPath, queryOf } from './engine/router';
import { matchScreen } from './engine/screens';
import { initSession } from './session';

// The session is read from the page address once, before anything renders (DESIGN §3).
initSession(window.location.search);
const route = appPath(window.location.pathname);
const entry = matchScreen(route);
if (entry) prefetchRoute(entry, queryOf(window.location.search));
// The hints in a task of their own, after the calls (the longest wait): each link costs the main
// thread, and as one task with the rest this was the page's longest (Lighthouse: 171–183 ms on bind
// bank, 58–117 ms split). The entry is still downloading then on a slow phone; were it to run
// first, `App` gives the same hints at once (`startRoute`), each only once.
// The table names each route as the screens do (`/loanDetails`), the address may not (`/LoanDetails`).
const assetsRoute = entry?.routes[0] ?? route;
setTimeout(() => preloadRouteAssets(assetsRoute, APP_BASE), 0);
