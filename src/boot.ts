/**
 * What the page runs first. index.html loads this chunk `async`, ahead of the entry chunk
 * (`scripts/routePreloadPlugin.ts`), and it holds no React: on a slow phone it has run long before
 * the entry (React DOM and the engine) has downloaded and been parsed. It reads the session from
 * the page address and, in the next task, sends the calls of the route's data sources (those the
 * manifest names: they read only `query` and `session`), so the API round trip overlaps the entry's
 * download; then, in a task of its own, it hints the chunks and main image of the route. The entry
 * imports this module too; a module runs once, so `main.tsx` finds it done and the screen takes its
 * calls over (`prefetch.ts`).
 */
import { nextTask } from './engine/nextTask';
import { prefetchRoute } from './engine/prefetch';
import { preloadRouteAssets } from './engine/routeAssets';
import { appPath, queryOf } from './engine/router';
import { matchScreen, routePattern } from './engine/screens';
import { SESSION_READ } from './floor/floorMarks';
import { currentLocale, initLocale } from './i18n/locale';
import { addressWithoutSecrets, getSession, initSession } from './session';
import { APP_BASE } from './session/appBase';
import { noteScreen } from './telemetry';

// The session is read from the page address once, before anything renders (DESIGN §3).
initSession(window.location.search);
// The floor's check, if it runs after this, keeps no copy of the query for a later page.
document.documentElement.setAttribute(SESSION_READ, '');
// Kept, the session's secrets leave the address (DESIGN §3): no later Referer, log line, shared link
// or screenshot of the address holds them. A reload or Back finds the session in sessionStorage.
const cleaned = addressWithoutSecrets(window.location.search);
if (cleaned !== window.location.search)
  history.replaceState(history.state, '', `${window.location.pathname}${cleaned}${window.location.hash}`);
// The language, from the session's `lang` or the browser's (DESIGN §12): it picks every chunk below.
initLocale(getSession().lang);
const route = appPath(window.location.pathname);
const entry = matchScreen(route);
// What telemetry records from now on (a call sent below that fails) is this screen's.
if (entry) noteScreen(entry.id, routePattern(entry, route));
// The calls in a task after this chunk's evaluation, and the hints in a task after the calls (the
// longest wait): each costs the main thread, and as one task the three made the page's longest
// (Lighthouse: 171–183 ms on bind bank with the hints, 58–117 ms without). The entry is still
// downloading then on a slow phone; were it to run first, `App` sends the same calls and gives the
// same hints at once (`startRoute`), each only once.
// The table names each route as the screens do (`/loanDetails`), the address may not (`/LoanDetails`).
const assetsRoute = entry?.routes[0] ?? route;
void nextTask().then(() => {
  if (entry) prefetchRoute(entry, queryOf(window.location.search));
  setTimeout(() => preloadRouteAssets(assetsRoute, APP_BASE, document, currentLocale()), 0);
});
