/**
 * The path the app is served under (Vite's `base`), with its trailing slash: `/` or `/loan/`. Read
 * from the page's build like the session is from its address; the router, the actions and the
 * widgets all resolve the app's own URLs against it.
 */
export const APP_BASE: string = import.meta.env.BASE_URL ?? '/';

/**
 * A root-relative URL written in a screen or sent by the API (`/landing/home.png`, `/loanTerms`)
 * means the app's own root, which under a base path is `/loan/landing/home.png`. Absolute URLs,
 * other relative ones and those already under the base are left alone.
 */
export function withBase(url: string, base: string = APP_BASE): string {
  if (base === '/' || !url.startsWith('/') || url.startsWith('//') || url.startsWith(base)) return url;
  return `${base}${url.slice(1)}`;
}
