import { type ReactNode, startTransition, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { currentLocale } from '../i18n/locale';
import { t } from '../i18n/t';
import { APP_BASE } from '../session/appBase';
import { noteScreen } from '../telemetry';
import { getDefaultRegistry } from '../widgets/registry';
import { loadActions } from './afterPaint';
import { ScreenErrorBoundary } from './ErrorBoundary';
import { RouteLoading } from './LoadingState';
import { loadScreen, screenFileOf } from './loadScreen';
import { prefetchRoute } from './prefetch';
import { preloadRouteAssets } from './routeAssets';
import { queryOf } from './router';
import { ScreenView } from './ScreenView';
import {
  CATCH_ALL_ROUTE,
  currentScreensVersion,
  matchScreen,
  onScreensChanged,
  routePattern,
  type ScreenEntry,
  screenEntries,
} from './screens';
import type { ScreenDef } from './screenTypes';
import { Toaster } from './Toaster';
import { collectWidgetTypes, loadWidget } from './widgetLoader';
import type { WidgetRegistry } from './widgetTypes';

type Loaded =
  | { status: 'loading' }
  // `version`: of the screens it was read under (`useScreensVersion`), 0 but on the dev server.
  | { status: 'ready'; screen: ScreenDef; version?: number }
  | { status: 'error'; message: string };

function loadWidgets(types: Iterable<string>, registry: WidgetRegistry): Promise<unknown> {
  return Promise.all(
    [...types].flatMap((type) => {
      const widget = registry[type];
      return widget ? [loadWidget(widget)] : [];
    }),
  );
}

/**
 * Loads the screen JSON for a path and the chunks of the widgets of its body. The manifest names
 * them, so their chunks load in parallel with the screen's; any it did not name load after.
 */
async function prepare(entry: ScreenEntry, registry: WidgetRegistry): Promise<ScreenDef> {
  // The manifest names the widgets the first paint can show (language/plans/firstPaint.ts); the others
  // (in modals, in tabs not opened, in blocks hidden at first) load after it (`afterPaint.ts`).
  const [screen] = await Promise.all([loadScreen(entry), loadWidgets(entry.widgets ?? [], registry)]);
  // An entry without the build's list (one an embedding app or a test passes) waits for all its body's.
  if (!entry.widgets) await loadWidgets(collectWidgetTypes(screen.body, registry), registry);
  return screen;
}

/**
 * What starts the moment the borrower navigates to a route, all in parallel: first the calls of its
 * data sources (the longest wait), then the screen's chunk and its widgets' chunks.
 */
function startRoute(entry: ScreenEntry, registry: WidgetRegistry, query: Record<string, string>) {
  prefetchRoute(entry, query);
  // Every chunk the route loads, its chunks' imports too, at once (the page's own route: done by boot.ts).
  const route = entry.routes[0];
  if (route !== undefined) preloadRouteAssets(route, APP_BASE, document, currentLocale());
  // An onLoad that sets state before its content shows: the actions' chunk comes with the screen's.
  if (entry.actionsAtLoad) loadActions().catch(() => undefined);
  return prepare(entry, registry);
}

/**
 * The route started by `startFirstRoute`, taken by the first `ScreenRoute` that shows it; `screen`
 * once it is ready (its chunks can all be here before React first renders).
 */
interface StartedRoute {
  file: string;
  search: string;
  ready: Promise<ScreenDef>;
  screen?: ScreenDef;
}
let firstRoute: StartedRoute | undefined;

/**
 * Starts the page's own route before React renders anything (`main.tsx`): its calls and chunks
 * need not wait for the router and the first render on a slow phone.
 */
export function startFirstRoute(
  pathname: string,
  search: string,
  registry: WidgetRegistry,
  entries: readonly ScreenEntry[] = screenEntries(),
): void {
  const entry = matchScreen(pathname, entries);
  firstRoute = undefined;
  if (!entry) return;
  const started: StartedRoute = {
    file: entry.file,
    search,
    ready: startRoute(entry, registry, queryOf(search)),
  };
  started.ready.then(
    (screen) => {
      started.screen = screen;
    },
    () => undefined,
  );
  firstRoute = started;
}

/** Resolves once the page's own route (`startFirstRoute`) is ready to draw: what hydration waits for. */
export function firstRouteReady(): Promise<unknown> {
  return firstRoute ? firstRoute.ready.catch(() => undefined) : Promise.resolve();
}

/**
 * The build's prerender (src/prerender/renderPage.tsx): the route's screen and the widgets of its
 * first paint loaded, as `startFirstRoute` does, but with no call sent and no hint given (no page).
 */
export async function preparePrerender(
  pathname: string,
  registry: WidgetRegistry,
  entries: readonly ScreenEntry[] = screenEntries(),
): Promise<{ entry: ScreenEntry; screen: ScreenDef } | undefined> {
  const entry = matchScreen(pathname, entries);
  firstRoute = undefined;
  if (!entry) return undefined;
  const screen = await prepare(entry, registry);
  firstRoute = { file: entry.file, search: '', ready: Promise.resolve(screen), screen };
  return { entry, screen };
}

/**
 * The page's own route, for the first render of its screen. Read, not taken: React may render that
 * first time more than once (a hydration in slices that a tap interrupts starts again at once, and
 * the second try must find the route as the first did, or it draws a loading state over the
 * prerendered page: a hydration mismatch). A committed route lets go of it (`releaseFirstRoute`).
 */
function takeFirstRoute(entry: ScreenEntry, search: string): StartedRoute | undefined {
  const started = firstRoute;
  return started && started.file === entry.file && started.search === search ? started : undefined;
}

/** Once a route is on screen, the page's own route is spent: a later visit to it starts afresh. */
function releaseFirstRoute(): void {
  firstRoute = undefined;
}

interface AppProps {
  /** Widgets by `type`; defaults to `getDefaultRegistry()`. */
  registry?: WidgetRegistry;
  /** The screens; defaults to the manifest of `screens/` (`virtual:screens`). */
  screens?: readonly ScreenEntry[];
}

/**
 * The app: react-router routes, one per route of the screen manifest (none written by hand), each
 * rendering its screen. Render it inside a router (`BrowserRouter` in `main.tsx`).
 */
export function App({ registry: customRegistry, screens }: AppProps): ReactNode {
  const [registry] = useState(() => customRegistry ?? getDefaultRegistry());
  const entries = screens ?? screenEntries();
  const routes = useMemo(
    () => entries.flatMap((entry) => entry.routes.map((path) => ({ path, entry }))),
    [entries],
  );
  const hasCatchAll = routes.some((route) => route.path === CATCH_ALL_ROUTE);
  return (
    <>
      <Routes>
        {routes.map(({ path, entry }) => (
          // Keyed by file: another screen mounts afresh, never the old one with the new address.
          <Route
            key={path}
            path={path}
            element={<ScreenRoute key={entry.file} entry={entry} registry={registry} />}
          />
        ))}
        {hasCatchAll ? null : (
          <Route path={CATCH_ALL_ROUTE} element={<StateMessage message={t('Page not found.')} />} />
        )}
      </Routes>
      <Toaster />
    </>
  );
}

/**
 * The dev server's version of the screens (`SCREENS_CHANGED_EVENT`): a change reads the route's
 * screen again and draws it afresh. None in a build: the version is always 0 there.
 */
const useScreensVersion: (() => number) | undefined = import.meta.hot
  ? () => useSyncExternalStore(onScreensChanged, currentScreensVersion)
  : undefined;

/** One route: loads its screen (JSON and widget chunks), then renders it for the current address. */
function ScreenRoute({ entry, registry }: { entry: ScreenEntry; registry: WidgetRegistry }): ReactNode {
  const { pathname, search } = useLocation();
  const query = useMemo(() => queryOf(search), [search]);
  // Started during the first render, not in an effect: nothing waits for React to commit.
  const [arrival] = useState(() => {
    // Telemetry's facts are this screen's from the navigation on (its calls are sent now).
    noteScreen(entry.id, routePattern(entry, pathname));
    const first = takeFirstRoute(entry, search);
    return { attempt: 0, ready: first?.ready ?? startRoute(entry, registry, query), screen: first?.screen };
  });
  // The page's own route is often ready by the first render: its screen draws at once, with no
  // loading state committed (and painted) before it.
  const [loaded, setLoaded] = useState<Loaded>(() =>
    arrival.screen ? { status: 'ready', screen: arrival.screen } : { status: 'loading' },
  );
  const [attempt, setAttempt] = useState(0);
  const version = useScreensVersion?.() ?? 0;
  useEffect(releaseFirstRoute, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the load on Retry, `version` after a change.
  useEffect(() => {
    let live = true;
    const ready =
      import.meta.hot && version > 0
        ? // The changed screen may show widgets the manifest's list (read at load) does not name.
          prepare({ ...entry, widgets: undefined }, registry)
        : attempt === arrival.attempt
          ? arrival.ready
          : prepare(entry, registry);
    ready.then(
      // A transition: React draws the screen in slices (see ScreenView's sources).
      (screen) =>
        live &&
        startTransition(() =>
          setLoaded((now) =>
            now.status === 'ready' && now.screen === screen
              ? now
              : { status: 'ready', screen, ...(import.meta.hot && { version }) },
          ),
        ),
      (error: unknown) => {
        console.warn(`[screens] could not load ${entry.file}: ${String(error)}`);
        if (live)
          setLoaded({ status: 'error', message: t('This page could not be loaded. Check your connection.') });
      },
    );
    return () => {
      live = false;
    };
  }, [entry, registry, attempt, version]);

  if (loaded.status === 'error')
    return <StateMessage message={loaded.message} onRetry={() => setAttempt((n) => n + 1)} />;
  if (loaded.status === 'loading') return <RouteLoading />;
  // A new query is a new page of the same screen: it mounts afresh (its sources load for that query).
  // The file the screen was read from: a variant's, where its experiment shows one.
  const file = screenFileOf(loaded.screen) ?? entry.file;
  return (
    // A changed screen (the dev server) draws afresh too: its state and sources as a new page's.
    <ScreenErrorBoundary
      key={import.meta.hot ? `${entry.file}${search}@${loaded.version}` : `${entry.file}${search}`}
      file={file}
    >
      <ScreenView
        screen={loaded.screen}
        file={file}
        location={{ pathname, query }}
        registry={registry}
        onLoadAfterPaint={entry.actionsAtLoad === false}
      />
    </ScreenErrorBoundary>
  );
}

function StateMessage({ message, onRetry }: { message: string; onRetry?: () => void }): ReactNode {
  return (
    <main className="screen">
      <div className="state state-error" role="alert">
        <p className="state-title">{message}</p>
        {onRetry ? (
          <button type="button" className="btn btn-primary" onClick={onRetry}>
            {t('Retry')}
          </button>
        ) : null}
      </div>
    </main>
  );
}
