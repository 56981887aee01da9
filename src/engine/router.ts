import { getAddressParams } from '../session';
import { APP_BASE } from '../session/appBase';

/**
 * What a screen knows of its address. Routing itself is react-router's (`App.tsx`); the
 * routes come from the screen manifest, and the app may live under a base path.
 */
export interface Location {
  pathname: string;
  query: Record<string, string>;
}

/** The query string as a record (the last value of a repeated key wins). */
export function queryOf(search: string): Record<string, string> {
  const query: Record<string, string> = {};
  new URLSearchParams(search).forEach((value, key) => {
    query[key] = value;
  });
  return query;
}

/**
 * Builds an in-app href: the session parameters but its secrets first (the session keeps those,
 * DESIGN §3), then the target's own query (which wins).
 */
export function buildHref(path: string, query: Record<string, string> = {}): string {
  const [pathname = '/', inlineQuery = ''] = path.split('?');
  const params = new URLSearchParams(getAddressParams());
  for (const [key, value] of new URLSearchParams(inlineQuery)) params.set(key, value);
  for (const [key, value] of Object.entries(query)) params.set(key, value);
  const search = params.toString();
  return search ? `${pathname}?${search}` : pathname;
}

/** react-router's `basename`: the base without its trailing slash (`''` at the root). */
export const ROUTER_BASENAME: string = APP_BASE.replace(/\/$/, '');

/** The path inside the app of a page address under the base (`/loan/loanDetails/` → `/loanDetails`). */
export function appPath(pathname: string, basename: string = ROUTER_BASENAME): string {
  const path = basename && pathname.startsWith(basename) ? pathname.slice(basename.length) || '/' : pathname;
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}
