import type { ErrorTelemetry, TelemetryEvent, VitalName } from '../../src/telemetry/telemetryTypes.ts';
import type { ExperimentFile } from './experimentFiles.ts';
import { type ExperimentSummary, ExperimentTally, summarizeExperiments } from './experimentTally.ts';
import { ValueCounts } from './valueCounts.ts';

/** The vitals, in the order the tables show them. */
export const VITAL_NAMES: readonly VitalName[] = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'];

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

/** One language (DESIGN §12): the same tally as an engine's, per `locale`. */
export interface LocaleSummary extends Omit<EngineSummary, 'engine'> {
  /** `en`, `fil`; `unknown` for events without one (logs from before events carried it). */
  locale: string;
}

export interface TelemetrySummary {
  events: number;
  /** Earliest and latest event, in ms since the epoch. */
  from?: number;
  to?: number;
  screens: ScreenSummary[];
  endpoints: EndpointSummary[];
  engines: EngineSummary[];
  locales: LocaleSummary[];
  /** Each experiment the log names (DESIGN §14), by name: its split and its goals per variant. */
  experiments: ExperimentSummary[];
  /** Rows and places past the tally's bounds, counted under `(other)` (only a forged log gets there). */
  lumped: number;
}

/**
 * How many rows a table and how many places a row keeps: a real app has a few dozen screens,
 * endpoints and engines and a few hundred pointers; names past these (only a log of forged events
 * within the contract has them) are counted under `(other)`, so memory stays bounded whatever the log.
 */
export const TALLY_BOUNDS = { rows: 10_000, places: 1_000 };
export const OTHER = '(other)';

/** Text order by code unit, as SQL engines sort text: the tables are the same on every run and in DuckDB. */
export const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Counts by name, at most `bound` names (the rest under `(other)`). */
class NameCounts {
  private readonly counts = new Map<string, number>();
  lumped = 0;

  constructor(private readonly bound: number) {}

  add(name: string): void {
    const key = this.counts.has(name) || this.counts.size < this.bound ? name : OTHER;
    if (key === OTHER && name !== OTHER) this.lumped += 1;
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
  }

  /** The `top` most frequent, most first (ties by name). */
  top(top: number): Count[] {
    return [...this.counts]
      .map(([what, count]) => ({ what, count }))
      .sort((a, b) => b.count - a.count || byText(a.what, b.what))
      .slice(0, top);
  }

  get size(): number {
    return this.counts.size;
  }

  keys(): string[] {
    return [...this.counts.keys()];
  }
}

const codeText = (group: FailedCalls) => (group.code === undefined ? '' : `${group.code}`);

/** Failed calls by status and code (a handful of each: statuses are numbers below 600, codes short). */
class FailedCallCounts {
  private readonly groups = new Map<string, FailedCalls>();

  add(status: number, code: string | number | undefined): void {
    const key = `${status} ${code ?? ''}`;
    const group = this.groups.get(key);
    if (group) group.count += 1;
    else if (this.groups.size < TALLY_BOUNDS.places)
      this.groups.set(key, { status, ...(code === undefined ? {} : { code }), count: 1 });
  }

  list(): FailedCalls[] {
    return [...this.groups.values()]
      .map((group) => ({ ...group }))
      .sort((a, b) => b.count - a.count || a.status - b.status || byText(codeText(a), codeText(b)));
  }

  get total(): number {
    let sum = 0;
    for (const group of this.groups.values()) sum += group.count;
    return sum;
  }
}

class ScreenTally {
  readonly routes = new NameCounts(TALLY_BOUNDS.places);
  events = 0;
  errors = 0;
  readonly errorPlaces = new NameCounts(TALLY_BOUNDS.places);
  drift = 0;
  readonly failed = new FailedCallCounts();
  readonly vitals = new Map<VitalName, ValueCounts>();
}

class EndpointTally {
  drift = 0;
  readonly driftPlaces = new NameCounts(TALLY_BOUNDS.places);
  readonly failed = new FailedCallCounts();
  readonly failedMs = new ValueCounts();
}

class EngineTally {
  events = 0;
  errors = 0;
  readonly failed = new FailedCallCounts();
  readonly lcp = new ValueCounts();
}

/** Where an error was: its pointer, with its file when that is not the screen's own (a part's). */
function errorPlace(event: ErrorTelemetry): string {
  const pointer = event.pointer || '/';
  const own = event.file === '' || event.file === `screens/${event.screen}.json`;
  const what = event.widget ?? event.action;
  return `${own ? '' : `${event.file}#`}${pointer}${what ? ` ${what}` : ''}`;
}

/** An event's language; `unknown` for one without (a log from before events carried it). */
const localeOfEvent = (event: TelemetryEvent) =>
  typeof event.locale === 'string' && event.locale !== '' ? event.locale : 'unknown';

/** An event's engine; `unknown` for one without (a log from before events carried it). */
const engineOfEvent = (event: TelemetryEvent) =>
  typeof event.engine === 'string' && event.engine !== '' ? event.engine : 'unknown';

/**
 * The report's tables, summed event by event as a log streams past: exact counts, exact nearest-rank
 * percentiles (`ValueCounts`), memory bounded by the number of distinct names and values, never by
 * the number of events.
 */
export class TelemetryTally {
  events = 0;
  private from: number | undefined;
  private to: number | undefined;
  private lumpedRows = 0;
  private readonly screens = new Map<string, ScreenTally>();
  private readonly endpoints = new Map<string, EndpointTally>();
  private readonly engines = new Map<string, EngineTally>();
  private readonly locales = new Map<string, EngineTally>();
  /** Exposures and goals, per experiment (DESIGN §14). */
  readonly experiments = new ExperimentTally();

  /** The row of `name` in `table`, or `(other)` past the bound. */
  private row<T>(table: Map<string, T>, name: string, make: () => T): T {
    let row = table.get(name);
    if (row) return row;
    if (table.size >= TALLY_BOUNDS.rows) {
      this.lumpedRows += 1;
      return this.row(table, OTHER, make);
    }
    row = make();
    table.set(name, row);
    return row;
  }

  /** A language's row: its events, errors, failed calls and LCP, as an engine's. */
  private tallyGroup(row: EngineTally, event: TelemetryEvent): void {
    row.events += 1;
    if (event.type === 'error') row.errors += 1;
    else if (event.type === 'api') row.failed.add(event.status, event.code);
    else if (event.type === 'vital' && event.name === 'LCP') row.lcp.add(event.value);
  }

  add(event: TelemetryEvent): void {
    this.events += 1;
    if (Number.isFinite(event.time)) {
      if (this.from === undefined || event.time < this.from) this.from = event.time;
      if (this.to === undefined || event.time > this.to) this.to = event.time;
    }
    const screen = this.row(this.screens, event.screen || '(none)', () => new ScreenTally());
    const engine = this.row(this.engines, engineOfEvent(event), () => new EngineTally());
    const locale = this.row(this.locales, localeOfEvent(event), () => new EngineTally());
    this.tallyGroup(locale, event);
    screen.events += 1;
    screen.routes.add(event.route);
    engine.events += 1;
    switch (event.type) {
      case 'error':
        screen.errors += 1;
        screen.errorPlaces.add(errorPlace(event));
        engine.errors += 1;
        break;
      case 'drift': {
        screen.drift += 1;
        const endpoint = this.row(this.endpoints, event.endpoint, () => new EndpointTally());
        endpoint.drift += 1;
        for (const v of event.violations)
          endpoint.driftPlaces.add(`${v.path || '/'} ${v.received}≠${v.expected}`);
        break;
      }
      case 'api': {
        const endpoint = this.row(this.endpoints, event.endpoint, () => new EndpointTally());
        screen.failed.add(event.status, event.code);
        endpoint.failed.add(event.status, event.code);
        endpoint.failedMs.add(event.ms);
        engine.failed.add(event.status, event.code);
        break;
      }
      case 'vital': {
        let values = screen.vitals.get(event.name);
        if (!values) {
          values = new ValueCounts();
          screen.vitals.set(event.name, values);
        }
        values.add(event.value);
        if (event.name === 'LCP') engine.lcp.add(event.value);
        break;
      }
      case 'exposure':
      case 'goal':
        this.experiments.add(event);
        break;
      default: {
        // The contract (checked before any event is added) knows no other type.
        const unknown: never = event;
        throw new Error(`an event of no known type: ${JSON.stringify(unknown)}`);
      }
    }
  }

  /**
   * The tables, each sorted by how much went wrong there, with the `top` places of each row; the
   * experiments held to their files (`experiments/<id>.json`, by id).
   */
  summary(top = 3, experimentFiles: ReadonlyMap<string, ExperimentFile> = new Map()): TelemetrySummary {
    let lumped = this.lumpedRows + this.experiments.lumped;
    const screenRows: ScreenSummary[] = [...this.screens].map(([screen, row]) => {
      const vitals: ScreenSummary['vitals'] = {};
      for (const name of VITAL_NAMES) {
        const values = row.vitals.get(name);
        const value = values?.quantile(0.75);
        if (values && value !== undefined) vitals[name] = { p75: value, count: values.count };
      }
      lumped += row.routes.lumped + row.errorPlaces.lumped;
      return {
        screen,
        routes: row.routes.keys().sort(byText),
        events: row.events,
        errors: row.errors,
        topErrors: row.errorPlaces.top(top),
        drift: row.drift,
        failedCalls: row.failed.list(),
        vitals,
      };
    });
    const endpointRows: EndpointSummary[] = [...this.endpoints].map(([endpoint, row]) => {
      const ms = row.failedMs.quantile(0.75);
      lumped += row.driftPlaces.lumped;
      return {
        endpoint,
        drift: row.drift,
        topDrift: row.driftPlaces.top(top),
        failedCalls: row.failed.list(),
        ...(ms === undefined ? {} : { failedMsP75: ms }),
      };
    });
    const groupRow = (row: EngineTally) => {
      const lcp = row.lcp.quantile(0.75);
      return {
        events: row.events,
        errors: row.errors,
        failedCalls: row.failed.list(),
        ...(lcp === undefined ? {} : { lcpP75: lcp }),
      };
    };
    const localeRows: LocaleSummary[] = [...this.locales].map(([locale, row]) => ({
      locale,
      ...groupRow(row),
    }));
    localeRows.sort((a, b) => b.events - a.events || byText(a.locale, b.locale));
    const engineRows: EngineSummary[] = [...this.engines].map(([engine, row]) => ({
      engine,
      ...groupRow(row),
    }));
    const failed = (groups: readonly FailedCalls[]) => groups.reduce((sum, group) => sum + group.count, 0);
    const trouble = (row: { drift: number; failedCalls: FailedCalls[] }) =>
      row.drift + failed(row.failedCalls);
    screenRows.sort((a, b) => b.errors + trouble(b) - (a.errors + trouble(a)) || byText(a.screen, b.screen));
    endpointRows.sort((a, b) => trouble(b) - trouble(a) || byText(a.endpoint, b.endpoint));
    // The engine with the most errors and failed calls first; then the most used.
    engineRows.sort(
      (a, b) =>
        b.errors + failed(b.failedCalls) - (a.errors + failed(a.failedCalls)) ||
        b.events - a.events ||
        byText(a.engine, b.engine),
    );
    return {
      events: this.events,
      ...(this.from === undefined ? {} : { from: this.from }),
      ...(this.to === undefined ? {} : { to: this.to }),
      screens: screenRows,
      endpoints: endpointRows,
      engines: engineRows,
      locales: localeRows,
      experiments: summarizeExperiments(this.experiments, experimentFiles),
      lumped,
    };
  }
}

/** Sums events up per screen, per endpoint and per engine, each sorted by how much went wrong there. */
export function summarize(
  events: Iterable<TelemetryEvent>,
  top = 3,
  experimentFiles?: ReadonlyMap<string, ExperimentFile>,
): TelemetrySummary {
  const tally = new TelemetryTally();
  for (const event of events) tally.add(event);
  return tally.summary(top, experimentFiles);
}
