import { getSessionParams } from '../session';

/**
 * A history router small enough to read in one sitting: the app has one route per
 * screen and no nested layouts, so a full router library would only add bytes.
 */
export interface Location {
  pathname: string;
  query: Record<string, string>;
}

type Listener = (location: Location) => void;
const listeners = new Set<Listener>();

export function readLocation(): Location {
  const query: Record<string, string> = {};
  new URLSearchParams(window.location.search).forEach((value, key) => {
    query[key] = value;
  });
  return { pathname: window.location.pathname, query };
}

/** Builds an in-app href: the session parameters first, then the target's own query (which wins). */
export function buildHref(path: string, query: Record<string, string> = {}): string {
  const [pathname = '/', inlineQuery = ''] = path.split('?');
  const params = new URLSearchParams(getSessionParams());
  for (const [key, value] of new URLSearchParams(inlineQuery)) params.set(key, value);
  for (const [key, value] of Object.entries(query)) params.set(key, value);
  const search = params.toString();
  return search ? `${pathname}?${search}` : pathname;
}

/** Navigates inside the app, carrying the session along in the query string. */
export function navigate(path: string, query: Record<string, string> = {}, replace = false): void {
  const href = buildHref(path, query);
  if (replace) window.history.replaceState(null, '', href);
  else window.history.pushState(null, '', href);
  window.scrollTo?.(0, 0);
  emit();
}

function emit(): void {
  const location = readLocation();
  for (const listener of listeners) listener(location);
}

export function subscribeLocation(listener: Listener): () => void {
  if (listeners.size === 0) window.addEventListener('popstate', emit);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('popstate', emit);
  };
}
