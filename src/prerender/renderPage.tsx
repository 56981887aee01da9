/**
 * The build's prerender (scripts/prerenderPlugin.ts): a route's first screen rendered with React's
 * server renderer into HTML, at build time. It draws what the screen's JSON alone decides, the
 * frame (`src/engine/pendingRoots.ts`); the page hydrates it (`src/main.tsx`).
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App, preparePrerender } from '../engine/App';
import { ROUTER_BASENAME } from '../engine/router';
import { matchScreen, screenEntries } from '../engine/screens';
import { type Locale, loadEngineTexts, setLocale } from '../i18n';
import { getDefaultRegistry } from '../widgets/registry';

export interface PrerenderedPage {
  /** The screen's file (`screens/promotion.json`): the page hydrates it. */
  file: string;
  /** The language it is drawn in: the page hydrates only in it. */
  locale: Locale;
  /** The markup of `#root`. */
  html: string;
  /** The screen's title as the build knows it ('' when it reads the page). */
  title: string;
  /** The screen waits for no answer: the HTML holds its whole first screen. */
  whole: boolean;
  /** A running experiment's variant drawn (`goLoanButton:b`, DESIGN §14): the app shows that one. */
  variant?: string;
}

/** Every route of the manifest a file is prerendered for (the catch-all's is the not-found page). */
export function prerenderRoutes(): string[] {
  return screenEntries().flatMap((entry) => entry.routes);
}

/**
 * Renders the first screen of a route (a path inside the app: `/promotion`, `*`) in a language; for
 * a screen with an experiment, `variant` (undefined: what everyone sees of a decided one, its winner).
 */
export async function renderPage(
  route: string,
  locale: Locale = 'en',
  variant?: string,
): Promise<PrerenderedPage | undefined> {
  setLocale(locale);
  await loadEngineTexts(locale);
  const registry = getDefaultRegistry();
  // The catch-all route is drawn for a path no screen has.
  const pathname = route === '*' ? '/__prerender_not_found__' : route;
  const experiment = matchScreen(pathname)?.experiment;
  let drawn: { file?: string } | undefined;
  if (experiment) {
    const { chooseVariant, drawVariant } = await import('../experiments/variantChoice');
    drawVariant(experiment, variant);
    drawn = await chooseVariant(matchScreen(pathname)?.id ?? '');
  }
  const prepared = await preparePrerender(pathname, registry);
  if (!prepared) return undefined;
  const html = renderToString(
    <StrictMode>
      <StaticRouter basename={ROUTER_BASENAME} location={`${ROUTER_BASENAME}${pathname}`}>
        <App registry={registry} />
      </StaticRouter>
    </StrictMode>,
  );
  const { title } = prepared.screen;
  return {
    file: drawn?.file ?? prepared.entry.file,
    ...(experiment && variant ? { variant: `${experiment}:${variant}` } : {}),
    locale,
    html,
    title: typeof title === 'string' && !title.includes('{{') ? title : '',
    whole: Object.keys(prepared.screen.data ?? {}).length === 0,
  };
}
