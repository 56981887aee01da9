import { TELEMETRY_ON } from './telemetryConfig';
import { MAX_EVENTS_PER_PAGE, type StampedFact, type TelemetryFact } from './telemetryTypes';

/**
 * The part of telemetry that is in the first load: it stamps each fact with the screen and the
 * time and keeps it until the reporter (`reporter.ts`, with `web-vitals`) has loaded after the
 * first paint (`startTelemetry`), then hands facts straight to it. Nothing here builds, sends or
 * waits: a failing call or a render error costs one object.
 */

let screen = '';
let route = '';
/** Facts recorded before the reporter is here; never more than a page load may send. */
let waiting: StampedFact[] = [];
let deliver: ((fact: StampedFact) => void) | undefined;
let started = false;

/** The screen now shown (or being navigated to): every fact recorded from now on is its. */
export function noteScreen(id: string, routePattern: string): void {
  screen = id;
  route = routePattern;
}

/** Records what happened (a failed call, drift, a render or action error) for the reporter. */
export function recordTelemetry(fact: TelemetryFact): void {
  if (!TELEMETRY_ON) return;
  const stamped: StampedFact = { ...fact, screen, route, time: Date.now() };
  if (deliver) deliver(stamped);
  else if (waiting.length < MAX_EVENTS_PER_PAGE) waiting.push(stamped);
}

/** Where a page left before its reporter came keeps its facts: the tab's next page load sends them. */
const LEFT_KEY = 'loan.telemetry.left';

/**
 * A page hidden before its reporter loaded (a reload, a tap away on a slow phone) would lose what
 * it recorded, an experiment's first exposure among it: it keeps the facts in the tab's session
 * storage instead, and the next page load's reporter takes them first.
 */
function keepForNextLoad(): void {
  if (deliver || waiting.length === 0) return;
  try {
    // Beside what an earlier page, left as fast, keeps there too.
    const kept = [...leftBefore(), ...waiting].slice(-MAX_EVENTS_PER_PAGE);
    sessionStorage.setItem(LEFT_KEY, JSON.stringify(kept));
    waiting = [];
  } catch {
    // No storage (a private window's quota): they go with the page.
  }
}
if (TELEMETRY_ON && typeof addEventListener === 'function') addEventListener('pagehide', keepForNextLoad);

/** The facts an earlier page load of this tab left (see keepForNextLoad), taken once. */
function leftBefore(): StampedFact[] {
  try {
    const left = JSON.parse(sessionStorage.getItem(LEFT_KEY) ?? '[]') as unknown;
    sessionStorage.removeItem(LEFT_KEY);
    return Array.isArray(left) ? (left as StampedFact[]) : [];
  } catch {
    return [];
  }
}

/**
 * Loads the reporter, once: called after a screen's first paint (its content, its error state or
 * the boundary's message), so its chunk never competes with what the borrower waits for. A chunk
 * that could not load (offline) is asked for again by the next paint.
 */
export function startTelemetry(): void {
  if (started || !TELEMETRY_ON) return;
  started = true;
  import('./reporter').then(
    ({ startReporter }) => {
      deliver = startReporter([...leftBefore(), ...waiting].slice(0, MAX_EVENTS_PER_PAGE));
      waiting = [];
    },
    () => {
      started = false;
    },
  );
}
