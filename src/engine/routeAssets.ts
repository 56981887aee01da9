/**
 * The assets each route asks for on its first load, as the build wrote them into index.html
 * (`scripts/routePreloadPlugin.ts`): a JSON data block, not a script, as the CSP allows only
 * `script-src 'self'`. `preloadRouteAssets` hints them to the browser the moment the page runs, so
 * they download with the entry chunk instead of after it.
 */
export interface RouteAssets {
  /** Chunk files under the app's base, each named once. */
  files: string[];
  /**
   * Per route, the indexes in `files` of the chunks it loads (screen, widgets, checks, actions);
   * another language's under `routeAssetsKey` (its own screen chunk, and the engine's texts).
   */
  routes: Record<string, number[]>;
  /** Per route, its main image (a banner or a `priority` image), fetched first and with high priority. */
  images: Record<string, string[]>;
  /**
   * Per screen in another language than English, under `routeAssetsKey(file, locale)`
   * (`fil:screens/orderDetails.json`), the index in `files` of its chunk: the entry names only the
   * English chunks, so a borrower in English downloads no other language's file names.
   */
  screens?: Record<string, number>;
}

/** The key of a route's chunks in `RouteAssets.routes` (and of a screen's in `screens`): the route in English, `fil:/route` in Filipino. */
export function routeAssetsKey(route: string, locale: string): string {
  return locale === 'en' ? route : `${locale}:${route}`;
}

/** The id of the data block in index.html. */
export const ROUTE_ASSETS_ID = 'route-assets';

function readAssets(document: Document): RouteAssets | undefined {
  const text = document.getElementById(ROUTE_ASSETS_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as RouteAssets;
  } catch {
    return undefined;
  }
}

/**
 * The chunk of a screen (`screens/orderDetails.json`) in another language than English, under the
 * app's base (`/assets/orderDetails.fil-Ab12.js`), as the build listed it; undefined without the
 * data block (the dev server, the build's prerender: they import it by name).
 */
export function translatedScreenChunk(
  file: string,
  locale: string,
  base: string,
  document: Document | undefined = globalThis.document,
): string | undefined {
  const assets = document && readAssets(document);
  const index = assets?.screens?.[routeAssetsKey(file, locale)];
  const chunk = index === undefined ? undefined : assets?.files[index];
  return chunk === undefined ? undefined : `${base}${chunk}`;
}

/**
 * Adds a hint unless the page has it already (a route visited again, a chunk two routes share, an
 * image the prerendered screen hints in its body).
 */
function addLink(document: Document, attributes: Record<string, string>): void {
  for (const link of document.querySelectorAll('link'))
    if (link.rel === attributes.rel && link.getAttribute('href') === attributes.href) return;
  const link = document.createElement('link');
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  document.head.appendChild(link);
}

/**
 * Asks for an image with high priority ahead of the element that shows it (a main image), once per
 * page. `href` as the `<img>` will have it (`safeImageSrc`), so the browser uses the one response.
 */
export function preloadImage(href: string, document: Document = window.document): void {
  addLink(document, { rel: 'preload', as: 'image', fetchpriority: 'high', href });
}

/**
 * Adds `<link rel="preload">` for the route's main image and `<link rel="modulepreload">` for each
 * chunk it needs, its chunks' own imports included, each once per page; `route` is the path inside
 * the app (`/loanDetails`), the catch-all (`*`) for an unknown one. The boot chunk calls it for the
 * page's route and the app for each route it navigates to: the build has no preload helper of
 * Vite's (`modulePreload: false`), this table does its work for every route. Does nothing without
 * the data block (the dev server has none).
 */
export function preloadRouteAssets(
  route: string,
  base: string,
  document: Document = window.document,
  locale = 'en',
): void {
  const assets = readAssets(document);
  if (!assets) return;
  const key = assets.routes[route] ? route : '*';
  for (const href of assets.images[key] ?? []) preloadImage(href, document);
  for (const index of assets.routes[routeAssetsKey(key, locale)] ?? assets.routes[key] ?? []) {
    const file = assets.files[index];
    if (file !== undefined) addLink(document, { rel: 'modulepreload', href: `${base}${file}` });
  }
}
