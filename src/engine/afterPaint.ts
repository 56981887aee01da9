import { startTelemetry } from '../telemetry';
import { nextTask } from './nextTask';
import type { ModalDef, ScreenDef } from './screenTypes';
import { collectWidgetTypes, loadedWidget, loadWidget } from './widgetLoader';
import type { WidgetRegistry } from './widgetTypes';

/**
 * Code a screen needs only after its first paint, kept out of the entry chunk and out of the
 * chunks a route waits for: the actions (they run on a tap, or after the data for `onLoad`), the
 * modal frame, the widgets the first paint does not show (in modals, in tabs not opened, in
 * blocks hidden at first: `firstPaint.ts`) and the telemetry reporter with `web-vitals`.
 * `preloadAfterPaint` fetches them once the screen shows its content, so they are there by the
 * borrower's first tap.
 */
type ActionsModule = typeof import('../actions/runActions');

let actions: Promise<ActionsModule> | undefined;
let actionsLoaded: ActionsModule | undefined;

/** The actions' chunk, loaded once (asked for again after a failure, e.g. offline). */
export function loadActions(): Promise<ActionsModule> {
  actions ??= import('../actions/runActions').then((module) => {
    actionsLoaded = module;
    return module;
  });
  actions.catch(() => {
    actions = undefined;
  });
  return actions;
}

/**
 * The actions' module if it has arrived: then a tap runs its actions in the same task, within the
 * tap's user activation (the clipboard and new windows need it).
 */
export function loadedActions(): ActionsModule | undefined {
  return actionsLoaded;
}

type ModalModule = typeof import('./Modal');
let modalModule: ModalModule | undefined;
export const loadModal = (): Promise<ModalModule> =>
  import('./Modal').then((module) => {
    modalModule = module;
    return module;
  });

/** The modal frame once its chunk is here; a modal is opened only then (`modalReady`). */
export function loadedModal(): ModalModule['Modal'] | undefined {
  return modalModule?.Modal;
}

/**
 * Runs `callback` once the content just committed is on screen: when the browser next reports a
 * largest contentful paint (its time is the frame's presentation, later than an effect and later
 * than the next animation frames: 34–57 ms after `screen:ready` in headless Chromium), or
 * `fallbackMs` later where none comes. Where the browser reports no more LCP (after the borrower's
 * first input: a screen reached by a tap) or none at all (an older webview, jsdom), it waits two
 * animation frames instead.
 * Requests sent before that paint count as the screen's own: Lighthouse's simulated LCP waited for
 * the after-paint chunks too, up to two more round trips on slow 4G (payment way: LCP 2.28–2.52 →
 * 2.01–2.05 s; bind bank 2.28–2.35 → 2.06–2.16 s).
 */
export function afterContentPaint(callback: () => void, fallbackMs = 500): void {
  let done = false;
  let observer: PerformanceObserver | undefined;
  const run = () => {
    if (done) return;
    done = true;
    clearTimeout(fallback);
    observer?.disconnect();
    callback();
  };
  const fallback = setTimeout(run, fallbackMs);
  // Then a task of its own, after the paint's: a message, not a timer (`nextTask`), so a page's
  // fake or throttled clock does not hold what waits for a paint that has happened.
  const afterThat = () => void nextTask().then(run);
  if (lcpStillReported()) {
    observer = new PerformanceObserver(afterThat);
    observer.observe({ type: 'largest-contentful-paint' });
  } else requestAnimationFrame(() => requestAnimationFrame(afterThat));
}

/** Whether the browser reports largest contentful paints, and will still: not after the first input. */
function lcpStillReported(): boolean {
  const types = globalThis.PerformanceObserver?.supportedEntryTypes ?? [];
  if (!types.includes('largest-contentful-paint')) return false;
  return !types.includes('first-input') || performance.getEntriesByType('first-input').length === 0;
}

/** Fetches what the screen may need next once its content is on screen, not competing with that paint. */
export function preloadAfterPaint(screen: ScreenDef, registry: WidgetRegistry): void {
  afterContentPaint(() => preloadNow(screen, registry));
}

function preloadNow(screen: ScreenDef, registry: WidgetRegistry): void {
  const ignore = () => undefined;
  loadActions().catch(ignore);
  if (screen.modals) loadModal().catch(ignore);
  startTelemetry();
  for (const type of collectWidgetTypes([screen.body, screen.modals ?? {}], registry)) {
    const widget = registry[type];
    if (widget) loadWidget(widget).catch(ignore);
  }
}

/**
 * Null when the modal's frame and widgets are all here (it opens in the same task), else the
 * promise of their arrival: a modal opens whole, never with its content popping in after it.
 */
export function modalReady(modal: ModalDef | undefined, registry: WidgetRegistry): Promise<unknown> | null {
  const missing = [...collectWidgetTypes(modal?.body ?? [], registry)].flatMap((type) => {
    const widget = registry[type];
    return widget && !loadedWidget(widget) ? [widget] : [];
  });
  if (modalModule && missing.length === 0) return null;
  return Promise.all([loadModal(), ...missing.map((widget) => loadWidget(widget))]);
}
