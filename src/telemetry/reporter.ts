import { screenOrigins } from 'virtual:screen-origins';
import { postBridge } from '../bridge';
import { engineOf } from '../device/engineOf';
import { appPath } from '../engine/router';
import { currentScreensVersion, matchScreen, routePattern } from '../engine/screens';
import { currentLocale } from '../i18n/locale';
import { getSessionParams } from '../session';
import { studioPreviewScenario } from '../session/studioPreview';
import { buildEvent, type EventContext } from './buildEvent';
import { originIn } from './screenOrigins';
import { type Delivery, sendBatch } from './sendBatch';
import { TELEMETRY_BRIDGE, TELEMETRY_URL } from './telemetryConfig';
import { TelemetryQueue } from './telemetryQueue';
import type { FactStamp, StampedFact, StudioTelemetryReport, TelemetryEvent } from './telemetryTypes';

/** What a reporter needs from the page; the app's are `startReporter`'s, a test passes its own. */
export interface ReporterOptions {
  context: EventContext;
  queue?: TelemetryQueue;
  /** Sends one batch (`sendBatch` with the browser's beacon). */
  send: (events: readonly TelemetryEvent[]) => void;
  /** Runs the send of a full batch later, outside the task that recorded the event (a tap's). */
  later?: (run: () => void) => void;
  /** Sees every event queued (the studio's previews). */
  onEvent?: (event: TelemetryEvent) => void;
}

/** A reporter: facts in, batches out. */
export interface Reporter {
  /** Builds a fact's event (the privacy rules) and queues it; a full batch is sent in a task of its own. */
  accept(fact: StampedFact): void;
  /** Sends whatever waits, in batches: the page is being hidden or left. */
  flush(): void;
}

/** Makes a reporter: at most `queue.limit` events per page load, sent 20 at a time and when the page goes. */
export function createReporter(options: ReporterOptions): Reporter {
  const queue = options.queue ?? new TelemetryQueue();
  const later = options.later ?? ((run) => setTimeout(run, 0));
  let flushPlanned = false;
  const flush = () => {
    flushPlanned = false;
    for (const batch of queue.takeBatches()) options.send(batch);
  };
  return {
    accept(fact) {
      if (queue.remaining <= 0) return;
      const event = buildEvent(fact, options.context);
      if (!event) return;
      const outcome = queue.add(event);
      if (outcome !== 'dropped') options.onEvent?.(event);
      if (outcome === 'batch-ready' && !flushPlanned) {
        flushPlanned = true;
        later(flush);
      }
    },
    flush,
  };
}

/** The build's version, as index.html names it (`<meta name="loan-build">`, scripts/buildVersionPlugin.ts). */
function buildOfPage(): string {
  return document.querySelector('meta[name="loan-build"]')?.getAttribute('content') ?? 'dev';
}
/** The build's brand (scripts/brandPlugin.ts). */
const BRAND: string = import.meta.env.VITE_BRAND ?? '';

/** Which screen (and route) an address shows, for a vital measured for it. */
function screenAt(url: string | undefined): Omit<FactStamp, 'time'> {
  let path: string;
  try {
    path = appPath(new URL(url ?? window.location.href, window.location.href).pathname);
  } catch {
    return { screen: '', route: '*' };
  }
  const entry = matchScreen(path);
  return entry ? { screen: entry.id, route: routePattern(entry, path) } : { screen: '', route: '*' };
}

/**
 * Whether this browser runs `web-vitals` 6, written for browsers of the last 30 months ("Baseline
 * widely available": `Array.prototype.at` and `findLast`), which the app's ES2020 build reaches
 * beyond. An older webview sends the other events, without vitals.
 */
function vitalsSupported(): boolean {
  return (
    typeof PerformanceObserver === 'function' &&
    // eslint-disable-next-line floor/builtin-members -- guarded: this is the feature test
    typeof Array.prototype.at === 'function' &&
    typeof (Array.prototype as { findLast?: unknown }).findLast === 'function'
  );
}

/**
 * Starts the app's reporter (called by `startTelemetry` once its chunk is here, after the first
 * paint) with the facts recorded until now; returns where the next facts go. Batches go to
 * `VITE_TELEMETRY_URL` (`<base>telemetry`) with `sendBeacon`, and to the host through the bridge
 * when the build says so; whatever waits goes when the page is hidden or left.
 */
export function startReporter(waiting: readonly StampedFact[]): (fact: StampedFact) => void {
  const delivery: Delivery = {
    url: TELEMETRY_URL,
    bridge: TELEMETRY_BRIDGE,
    ...(typeof navigator.sendBeacon === 'function'
      ? { sendBeacon: (url: string, data: Blob) => navigator.sendBeacon(url, data) }
      : {}),
    ...(typeof fetch === 'function' ? { fetch: (...args: Parameters<typeof fetch>) => fetch(...args) } : {}),
    postBridge,
  };
  const reporter = createReporter({
    context: {
      brand: BRAND,
      build: buildOfPage(),
      engine: engineOf(navigator.userAgent),
      locale: currentLocale(),
      session: getSessionParams(),
      origin: originIn(screenOrigins),
    },
    send: (events) => sendBatch(events, delivery),
    // Development only: a studio preview shows the studio its drift and errors (studio/ui).
    ...(import.meta.env.DEV && studioPreviewScenario() !== undefined
      ? {
          onEvent: (event: TelemetryEvent) => {
            if (event.type !== 'drift' && event.type !== 'error') return;
            const report: StudioTelemetryReport = {
              kind: 'loan-studio:telemetry',
              // A screen swapped after a change on the dev server counts as a page load of its own.
              // eslint-disable-next-line compat/compat, floor/builtin-members -- development only (the studio)
              page: performance.timeOrigin + currentScreensVersion(),
              event,
            };
            window.parent.postMessage(report, window.location.origin);
          },
        }
      : {}),
  });
  for (const fact of waiting) reporter.accept(fact);
  // Bubbling, on window: after web-vitals' own capturing listeners have reported the final values.
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') reporter.flush();
  });
  addEventListener('pagehide', () => reporter.flush());
  // A chunk that does not load, or a browser where web-vitals fails to start, sends the other events.
  if (vitalsSupported())
    import('./vitals')
      .then(({ observeVitals }) => {
        observeVitals(reporter.accept, (url) => screenAt(url));
        // From here on a tap counts towards INP: the browser keeps no quick interaction from before.
        performance.mark?.('telemetry:vitals');
      })
      .catch(() => undefined);
  // For tests and monitoring, as `screen:ready`: from here on what is recorded reaches a batch.
  performance.mark?.('telemetry:ready');
  return reporter.accept;
}
