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
import { screenEntries } from '../engine/screens';
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
}

/** Every route of the manifest a file is prerendered for (the catch-all's is the not-found page). */
export function prerenderRoutes(): string[] {
  return screenEntries().flatMap((entry) => entry.routes);
}

/** Renders the first screen of a route (a path inside the app: `/promotion`, `*`) in a language. */
export async function renderPage(route: string, locale: Locale = 'en'): Promise<PrerenderedPage | undefined> {
  setLocale(locale);
  await loadEngineTexts(locale);
  const registry = getDefaultRegistry();
  // The catch-all route is drawn for a path no screen has.
  const pathname = route === '*' ? '/__prerender_not_found__' : route;
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
    file: prepared.entry.file,
    locale,
    html,
    title: typeof title === 'string' && !title.includes('{{') ? title : '',
    whole: Object.keys(prepared.screen.data ?? {}).length === 0,
  };
}
