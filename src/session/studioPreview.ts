/**
 * The studio (`/__studio`, development only) shows every screen in one iframe per sandbox
 * scenario. Such a preview is opened with `studioScenario=<name>` in its page query. The iframes
 * share one origin, so one cookie jar: the scenario cannot be a cookie, it travels with every
 * request instead (see `createApiClient`).
 *
 * Every caller guards with `import.meta.env.DEV`, so none of this reaches a production bundle.
 */

/** The page query parameter that marks a studio preview and names its scenario. */
export const STUDIO_SCENARIO_PARAM = 'studioScenario';

let scenario: string | null | undefined;

/**
 * The sandbox scenario of this page when it is a studio preview (an iframe opened with
 * `studioScenario=`), read from the first page address; undefined otherwise.
 */
export function studioPreviewScenario(): string | undefined {
  if (scenario === undefined) {
    const framed = typeof window !== 'undefined' && window.parent !== window;
    const value = framed ? new URLSearchParams(window.location.search).get(STUDIO_SCENARIO_PARAM) : null;
    scenario = value === null || value === '' ? null : value;
  }
  return scenario ?? undefined;
}
