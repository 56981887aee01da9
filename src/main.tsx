// First: the session, the route's chunk hints and its calls (already run when index.html's async boot script was first).
import './boot';
import { type ReactNode, StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App, firstRouteReady, startFirstRoute } from './engine/App';
import { nextTask } from './engine/nextTask';
import { hydratePrerenderedFrame } from './engine/prerenderedFrame';
import { appPath, ROUTER_BASENAME } from './engine/router';
import { matchScreen } from './engine/screens';
import { APP_STARTED } from './floor/floorMarks';
import { currentLocale, loadEngineTexts } from './i18n';
import { PRERENDERED, PRERENDERED_LOCALE } from './prerender/prerenderMarks';
import { recordTelemetry } from './telemetry';
import { getDefaultRegistry } from './widgets/registry';
import './styles.css';

// The entry (React DOM, the engine) runs in this engine: the floor's check (src/floor/belowFloor.ts)
// finds the mark by the page's `load` and stays silent.
document.documentElement.setAttribute(APP_STARTED, '');

// The engine's own texts in the borrower's language: one small chunk, none in English. The first
// render waits for it, so nothing is drawn in one language and then the other.
const engineTexts = loadEngineTexts(currentLocale());
const registry = getDefaultRegistry();
const route = appPath(window.location.pathname);
const entry = matchScreen(route);
// The page's chunks start before the first render (App takes them over); its calls are on their way
// (boot). In the next task, not in this one: evaluating the entry (React DOM, the engine) is a task
// of its own, and the route's hints (a link each, where the boot chunk has not given them yet) made
// it the page's longest (repay period, 4× CPU: 140–240 ms of the thread, 40% of it the hints).
const routeStarted = nextTask().then(() => startFirstRoute(route, window.location.search, registry));

const app = (): ReactNode => (
  <StrictMode>
    <BrowserRouter basename={ROUTER_BASENAME}>
      <App registry={registry} />
    </BrowserRouter>
  </StrictMode>
);

/** A mismatch React recovered from by drawing afresh: never expected, so reported (console and telemetry). */
function reportRecoverable(error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`[hydrate] ${message}`);
  recordTelemetry({
    type: 'error',
    file: entry?.file ?? 'index.html',
    pointer: '',
    message: `hydration: ${message}`,
  });
}

const root = document.getElementById('root');
// The build drew this route's first screen into the page (scripts/prerenderPlugin.ts): the app
// takes that DOM over once the screen and its widgets are here, drawing nothing twice.
const prerendered = root?.getAttribute(PRERENDERED);
// A page in another language than the borrower's (a session's `lang` the server could not see) is drawn afresh.
const sameLocale = (root?.getAttribute(PRERENDERED_LOCALE) ?? 'en') === currentLocale();
// The screen's own file, or for a screen with an experiment one of its variants' (DESIGN §14): the
// server chose it, and the app shows the one the page holds.
const drawnHere =
  entry?.file === prerendered ||
  (entry?.experiment !== undefined && prerendered?.startsWith(`experiments/${entry.experiment}/`) === true);
if (root && prerendered && sameLocale && drawnHere) {
  hydratePrerenderedFrame(prerendered);
  // A transition, as the render below: hydration adopts the page in slices of a few milliseconds.
  // Outside one it ran in one task with the screen's render of what the page knows (repay period,
  // 4× CPU: 380–570 ms of the main thread), a task Lighthouse counted whole (TBT 471 ms).
  void Promise.all([routeStarted.then(firstRouteReady), engineTexts]).then(() => {
    startTransition(() => {
      hydrateRoot(root, app(), { onRecoverableError: reportRecoverable });
    });
  });
} else if (root)
  // The first render in a task of its own, as a transition. Evaluating the entry (React DOM, the
  // engine) is one task and rendering in it made the page's longest task; a transition renders in
  // slices of a few milliseconds, so a tap or a scroll on a slow phone is never stuck behind it
  // (Lighthouse TBT, bind bank: 146–235 → 24–92 ms; payment way: 79–218 → 0–11 ms). It does not wait
  // for the route's chunks: React's first render (its code's first run) then overlaps their download,
  // where waiting piled it onto the screen's and Lighthouse saw long tasks (bind bank TBT 16 → 211 ms).
  void Promise.all([routeStarted, engineTexts]).then(() => {
    const reactRoot = createRoot(root);
    startTransition(() => reactRoot.render(app()));
  });
