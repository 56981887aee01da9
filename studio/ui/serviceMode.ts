/**
 * Where the studio page runs: the local `npm start` studio has no service mode; inside the studio
 * service (DESIGN §13) the page is either one draft's studio or the published branch's, read-only.
 */
export interface ServiceMode {
  /** The service's base, ending in `/` (`STUDIO_BASE`, default `/`). */
  base: string;
  /** The draft's id; undefined on the published branch. */
  draft: string | undefined;
}

/** The service mode the build-time values name (`VITE_STUDIO_SERVICE`, `VITE_STUDIO_DRAFT`), if any. */
export function serviceModeOf(env: {
  VITE_STUDIO_SERVICE?: unknown;
  VITE_STUDIO_DRAFT?: unknown;
}): ServiceMode | undefined {
  const base = env.VITE_STUDIO_SERVICE;
  if (typeof base !== 'string') return undefined;
  const draft = env.VITE_STUDIO_DRAFT;
  return {
    base: base.endsWith('/') ? base : `${base}/`,
    draft: typeof draft === 'string' && draft !== '' ? draft : undefined,
  };
}

/** The studio of the published branch, which lands on the drafts. */
export const publishedStudioUrl = (base: string): string => `${base}__studio`;

/** The studio of one draft. */
export const draftStudioUrl = (base: string, id: string): string =>
  `${base}drafts/${encodeURIComponent(id)}/__studio`;

/** Leaves the page for another studio (a new draft's); a prop default, so tests can watch it instead. */
export const goToPage = (url: string): void => window.location.assign(url);
