import type {
  ApiTelemetry,
  DriftTelemetry,
  ErrorTelemetry,
  TelemetryEvent,
  VitalName,
  VitalTelemetry,
} from '../../src/telemetry/telemetryTypes.ts';
import { p75, VITAL_NAMES } from './readLog.ts';

/** A place and how often it came up. */
export interface Count {
  what: string;
  count: number;
}

/** Failed calls of one HTTP status (and envelope code, for a refusal). */
export interface FailedCalls {
  status: number;
  code?: string | number;
  count: number;
}

export interface ScreenSummary {
  screen: string;
  routes: string[];
  events: number;
  errors: number;
  /** Where the errors were, most first: the pointer (with its file when that is a part's). */
  topErrors: Count[];
  drift: number;
  failedCalls: FailedCalls[];
  /** p75 and number of measures of each vital measured. */
  vitals: Partial<Record<VitalName, { p75: number; count: number }>>;
}

export interface EndpointSummary {
  endpoint: string;
  drift: number;
  /** The answer's pointers that broke the schema, most first, with the types on both sides. */
  topDrift: Count[];
  failedCalls: FailedCalls[];
  /** The p75 time of its failed calls, in ms. */
  failedMsP75?: number;
}

/** One browser engine (DESIGN §11): how much went wrong in it, and how fast screens painted. */
export interface EngineSummary {
  /** `chromium/86`, `webkit/605`; `unknown` for events without one (logs from before it was sent). */
  engine: string;
  events: number;
  errors: number;
  failedCalls: FailedCalls[];
  /** The p75 of LCP over every screen, in ms, when measured. */
  lcpP75?: number;
}

export interface TelemetrySummary {
  events: number;
  /** Earliest and latest event, in ms since the epoch. */
  from?: number;
  to?: number;
  screens: ScreenSummary[];
  endpoints: EndpointSummary[];
  engines: EngineSummary[];
}

/** The `top` most frequent, most first (ties by name, so the table is the same on every run). */
function topOf(values: readonly string[], top: number): Count[] {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts]
    .map(([what, count]) => ({ what, count }))
    .sort((a, b) => b.count - a.count || a.what.localeCompare(b.what))
    .slice(0, top);
}

function failedCallsOf(calls: readonly ApiTelemetry[]): FailedCalls[] {
  const groups = new Map<string, FailedCalls>();
  for (const call of calls) {
    const key = `${call.status} ${call.code ?? ''}`;
    const group = groups.get(key) ?? {
      status: call.status,
      ...(call.code === undefined ? {} : { code: call.code }),
      count: 0,
    };
    group.count += 1;
    groups.set(key, group);
  }
  return [...groups.values()].sort((a, b) => b.count - a.count || a.status - b.status);
}

/** Where an error was: its pointer, with its file when that is not the screen's own (a part's). */
function errorPlace(event: ErrorTelemetry): string {
  const pointer = event.pointer || '/';
  const own = event.file === '' || event.file === `screens/${event.screen}.json`;
  const what = event.widget ?? event.action;
  return `${own ? '' : `${event.file}#`}${pointer}${what ? ` ${what}` : ''}`;
}

const byName = <T>(groups: Map<string, T[]>, name: string, item: T) => {
  const list = groups.get(name);
  if (list) list.push(item);
  else groups.set(name, [item]);
};

/** An event's engine; `unknown` for one without (a log from before events carried it). */
const engineOfEvent = (event: TelemetryEvent) =>
  typeof event.engine === 'string' && event.engine !== '' ? event.engine : 'unknown';

/** Sums events up per screen, per endpoint and per engine, each sorted by how much went wrong there. */
export function summarize(events: readonly TelemetryEvent[], top = 3): TelemetrySummary {
  const screens = new Map<string, TelemetryEvent[]>();
  const endpoints = new Map<string, (DriftTelemetry | ApiTelemetry)[]>();
  const engines = new Map<string, TelemetryEvent[]>();
  let from: number | undefined;
  let to: number | undefined;
  for (const event of events) {
    byName(screens, event.screen || '(none)', event);
    if (event.type === 'drift' || event.type === 'api') byName(endpoints, event.endpoint, event);
    byName(engines, engineOfEvent(event), event);
    if (Number.isFinite(event.time)) {
      from = from === undefined ? event.time : Math.min(from, event.time);
      to = to === undefined ? event.time : Math.max(to, event.time);
    }
  }
  const screenRows: ScreenSummary[] = [...screens].map(([screen, list]) => {
    const errors = list.filter((e): e is ErrorTelemetry => e.type === 'error');
    const vitals: ScreenSummary['vitals'] = {};
    for (const name of VITAL_NAMES) {
      const values = list
        .filter((e): e is VitalTelemetry => e.type === 'vital' && e.name === name)
        .map((e) => e.value);
      const value = p75(values);
      if (value !== undefined) vitals[name] = { p75: value, count: values.length };
    }
    return {
      screen,
      routes: [...new Set(list.map((e) => e.route))].sort(),
      events: list.length,
      errors: errors.length,
      topErrors: topOf(errors.map(errorPlace), top),
      drift: list.filter((e) => e.type === 'drift').length,
      failedCalls: failedCallsOf(list.filter((e): e is ApiTelemetry => e.type === 'api')),
      vitals,
    };
  });
  const endpointRows: EndpointSummary[] = [...endpoints].map(([endpoint, list]) => {
    const drift = list.filter((e): e is DriftTelemetry => e.type === 'drift');
    const calls = list.filter((e): e is ApiTelemetry => e.type === 'api');
    const ms = p75(calls.map((call) => call.ms));
    return {
      endpoint,
      drift: drift.length,
      topDrift: topOf(
        drift.flatMap((e) => e.violations.map((v) => `${v.path || '/'} ${v.received}≠${v.expected}`)),
        top,
      ),
      failedCalls: failedCallsOf(calls),
      ...(ms === undefined ? {} : { failedMsP75: ms }),
    };
  });
  const engineRows: EngineSummary[] = [...engines].map(([engine, list]) => {
    const lcp = p75(
      list.filter((e): e is VitalTelemetry => e.type === 'vital' && e.name === 'LCP').map((e) => e.value),
    );
    return {
      engine,
      events: list.length,
      errors: list.filter((e) => e.type === 'error').length,
      failedCalls: failedCallsOf(list.filter((e): e is ApiTelemetry => e.type === 'api')),
      ...(lcp === undefined ? {} : { lcpP75: lcp }),
    };
  });
  const failed = (groups: readonly FailedCalls[]) => groups.reduce((sum, group) => sum + group.count, 0);
  const trouble = (row: { drift: number; failedCalls: FailedCalls[] }) => row.drift + failed(row.failedCalls);
  screenRows.sort(
    (a, b) => b.errors + trouble(b) - (a.errors + trouble(a)) || a.screen.localeCompare(b.screen),
  );
  endpointRows.sort((a, b) => trouble(b) - trouble(a) || a.endpoint.localeCompare(b.endpoint));
  // The engine with the most errors and failed calls first; then the most used.
  engineRows.sort(
    (a, b) =>
      b.errors + failed(b.failedCalls) - (a.errors + failed(a.failedCalls)) ||
      b.events - a.events ||
      a.engine.localeCompare(b.engine),
  );
  return {
    events: events.length,
    ...(from === undefined ? {} : { from }),
    ...(to === undefined ? {} : { to }),
    screens: screenRows,
    endpoints: endpointRows,
    engines: engineRows,
  };
}
