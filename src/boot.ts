/**
 * What the page runs first. index.html loads this chunk `async`, ahead of the entry chunk
 * (`scripts/routePreloadPlugin.ts`), and it holds no React: on a slow phone it has run long before the
 * entry (React DOM and the engine) has downloaded and been parsed. It reads the session from the
 * page address, hints the chunks and main image of the page's route, and sends the calls of the
 * route's data sources (those the manifest names: they read only `query` and `session`), so the
 * API round trip overlaps the entry's download. The entry imports this module too; a module runs
 * once, so `main.tsx` finds it done and the screen takes its calls over (`prefetch.ts`).
 */
import { prefetchRoute } from './engine/prefetch';
import { preloadRouteAssets } from './engine/routeAssets';
import { APP_BASE, appPath, queryOf } from './engine/router';
import { matchScreen } from './engine/screens';
import { initSession } from './session';

// The session is read from the page address once, before anything renders (DESIGN §3).
initSession(window.location.search);
const route = appPath(window.location.pathname);
preloadRouteAssets(route, APP_BASE);
const entry = matchScreen(route);
if (entry) prefetchRoute(entry, queryOf(window.location.search));
