import { screenManifest } from 'virtual:screens';
import type { Expression } from '../expressions/types';
import { SCREENS_CHANGED_EVENT } from './screensChanged';
import type { DataSourceDef } from './screenTypes';

export interface ScreenEntry {
  id: string;
  file: string;
  routes: readonly string[];
  /**
   * The screen's chunk in English, or in the language named where the build's table of route
   * assets is not there to name its chunk (the dev server, the build's prerender).
   */
  load: (locale?: string) => Promise<{ default: unknown }>;
  /**
   * The widget types its first paint can show (the build's plan, `language/plans/firstPaint.ts`): their
   * chunks load with the screen's and the screen waits for them; the others load after the first paint.
   */
  widgets?: readonly string[];
  /**
   * Whether the screen's `onLoad`, after its leading `setState`s, sets state or sends a call before
   * its first wait, or starts a timer (`language/plans/routeManifest.ts`): then the actions' chunk loads
   * with the screen's. `false` (a modal, a redirect): that rest runs once the content is on screen.
   */
  actionsAtLoad?: boolean;
  /** The data sources that read only `query` and `session`: sent at navigation (`prefetch.ts`). */
  data?: Readonly<Record<string, DataSourceDef>>;
  /**
   * The screen's main images whose `src` is a formula over the answers of `data` (the order status
   * banner), with the sources each reads: hinted as soon as those answers arrive (`prefetch.ts`).
   */
  mainImages?: readonly { src: Expression; sources: readonly string[] }[];
  /** The id of the screen's running or decided experiment (DESIGN §14): which variant shows is chosen at load. */
  experiment?: string;
}

/** The route that catches every unknown path (the not-found screen). */
export const CATCH_ALL_ROUTE = '*';

function normalise(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}

/** The screens of the manifest (`screens/*.json`), each with its routes. */
export function screenEntries(): readonly ScreenEntry[] {
  return screenManifest;
}

/**
 * Finds the screen for a path as the router does (`App`'s routes, not case-sensitive): a route, or
 * the catch-all. The boot chunk and each navigation use it to send the screen's calls and hint its
 * chunks, so it must find the screen the router will show: `/LoanDetails` shows order details.
 */
export function matchScreen(
  pathname: string,
  manifest: readonly ScreenEntry[] = screenManifest,
): ScreenEntry | undefined {
  const path = normalise(pathname).toLowerCase();
  return (
    manifest.find((entry) => entry.routes.some((route) => route.toLowerCase() === path)) ??
    manifest.find((entry) => entry.routes.includes(CATCH_ALL_ROUTE))
  );
}

/**
 * The route of `entry` a path is, as the router matches it (not case-sensitive): what telemetry
 * names instead of the address, which may carry anything. The not-found screen's is `*`.
 */
export function routePattern(entry: Pick<ScreenEntry, 'routes'>, pathname: string): string {
  const path = normalise(pathname).toLowerCase();
  return entry.routes.find((route) => route.toLowerCase() === path) ?? CATCH_ALL_ROUTE;
}

/** When the screens last changed under this page (the dev server's clock), 0 before any change. */
let screensVersion = 0;
/** Made at the first listener: a build, with no dev server, never makes it (and ships nothing of it). */
let screensListeners: Set<() => void> | undefined;

if (import.meta.hot)
  import.meta.hot.on(SCREENS_CHANGED_EVENT, (changed: { at: number }) => {
    screensVersion = changed.at;
    for (const listener of screensListeners ?? []) listener();
  });

/**
 * The version of the screens this page shows: 0 as loaded, then the time of the last change the dev
 * server announced. A screen is read again, under that version, once it changes. Always 0 in a build.
 */
export function currentScreensVersion(): number {
  return import.meta.hot ? screensVersion : 0;
}

/** Calls `listener` after each change of the screens (the dev server only); returns the unsubscribe. */
export function onScreensChanged(listener: () => void): () => void {
  if (!import.meta.hot) return () => undefined;
  screensListeners ??= new Set();
  const listeners = screensListeners;
  listeners.add(listener);
  return () => listeners.delete(listener);
}
