import type {
  ApiTelemetry,
  DriftTelemetry,
  ErrorTelemetry,
  TelemetryEvent,
  VitalName,
  VitalTelemetry,
} from '../../src/telemetry/telemetryTypes.ts';

/**
 * `npm run telemetry`: reads telemetry logs (DESIGN §10) and sums them up per screen and per
 * endpoint, as a text table or an HTML page with small charts. A log line is what nginx writes
 * (`{"time": …, "body": "<the batch as JSON text>"}`, deploy/nginx.conf), a batch
 * (`{"events": […]}`, as the sandbox and a log shipper that decoded it hold it) or one event.
 */

/** What a log held. */
export interface TelemetryLog {
  events: TelemetryEvent[];
  /** Lines that held a batch (or an event). */
  batches: number;
  /** Lines that were not telemetry (not JSON, or JSON of something else); blank lines are not counted. */
  skipped: number;
}

const TYPES: ReadonlySet<string> = new Set(['drift', 'api', 'error', 'vital']);
export const VITAL_NAMES: readonly VitalName[] = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isEvent(value: unknown): value is TelemetryEvent {
  return isRecord(value) && typeof value.type === 'string' && TYPES.has(value.type);
}

/** The events of one line, or undefined when the line is not telemetry. */
function eventsOfLine(line: string): TelemetryEvent[] | undefined {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return undefined;
  }
  if (isRecord(value) && typeof value.body === 'string') {
    try {
      value = JSON.parse(value.body);
    } catch {
      return undefined;
    }
  }
  if (isEvent(value)) return [value];
  if (isRecord(value) && Array.isArray(value.events)) return value.events.filter(isEvent);
  return undefined;
}

/** Reads the events of a log's text, one batch (or event) a line. */
export function readTelemetryLog(text: string): TelemetryLog {
  const log: TelemetryLog = { events: [], batches: 0, skipped: 0 };
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '') continue;
    const events = eventsOfLine(line);
    if (events === undefined) log.skipped += 1;
    else {
      log.batches += 1;
      log.events.push(...events);
    }
  }
  return log;
}

/**
 * The 75th percentile by the nearest rank (as CrUX and web-vitals' guidance read p75): the value
 * three quarters of the sorted values are at or below. Undefined for no values.
 */
export function p75(values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(sorted.length * 0.75) - 1];
}

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

export interface TelemetrySummary {
  events: number;
  /** Earliest and latest event, in ms since the epoch. */
  from?: number;
  to?: number;
  screens: ScreenSummary[];
  endpoints: EndpointSummary[];
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

/** Sums events up per screen and per endpoint, each sorted by how much went wrong there. */
export function summarize(events: readonly TelemetryEvent[], top = 3): TelemetrySummary {
  const screens = new Map<string, TelemetryEvent[]>();
  const endpoints = new Map<string, (DriftTelemetry | ApiTelemetry)[]>();
  let from: number | undefined;
  let to: number | undefined;
  for (const event of events) {
    byName(screens, event.screen || '(none)', event);
    if (event.type === 'drift' || event.type === 'api') byName(endpoints, event.endpoint, event);
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
  const trouble = (row: { drift: number; failedCalls: FailedCalls[] }) =>
    row.drift + row.failedCalls.reduce((sum, group) => sum + group.count, 0);
  screenRows.sort(
    (a, b) => b.errors + trouble(b) - (a.errors + trouble(a)) || a.screen.localeCompare(b.screen),
  );
  endpointRows.sort((a, b) => trouble(b) - trouble(a) || a.endpoint.localeCompare(b.endpoint));
  return {
    events: events.length,
    ...(from === undefined ? {} : { from }),
    ...(to === undefined ? {} : { to }),
    screens: screenRows,
    endpoints: endpointRows,
  };
}

/** `500×3, 200 code 800006×1`. */
export function failedCallsText(groups: readonly FailedCalls[]): string {
  return groups
    .map((group) => `${group.status}${group.code === undefined ? '' : ` code ${group.code}`}×${group.count}`)
    .join(', ');
}

const countsText = (counts: readonly Count[]) => counts.map((c) => `${c.what} (${c.count})`).join(', ');

/** A vital as its unit reads: CLS a score, the others ms. */
export function vitalText(name: VitalName, value: number | undefined): string {
  if (value === undefined) return '';
  return name === 'CLS' ? value.toFixed(3) : `${Math.round(value)}`;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Columns padded to their widest cell (numbers to the right). */
function table(header: readonly string[], rows: readonly string[][], numeric: ReadonlySet<number>): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) =>
        numeric.has(column) ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0),
      )
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

const when = (ms: number | undefined) =>
  ms === undefined ? '' : new Date(ms).toISOString().slice(0, 16).replace('T', ' ');

/** The summary as text: a line of totals, then the screens and the endpoints as tables. */
export function formatTables(
  summary: TelemetrySummary,
  log?: Pick<TelemetryLog, 'batches' | 'skipped'>,
): string {
  const period = summary.from === undefined ? '' : `, ${when(summary.from)} to ${when(summary.to)} UTC`;
  const skipped = log?.skipped
    ? ` (${log.skipped} line${log.skipped === 1 ? '' : 's'} skipped: not telemetry)`
    : '';
  const read = log ? ` in ${plural(log.batches, 'batch', 'batches')}${skipped}` : '';
  const screens = table(
    [
      'screen',
      'routes',
      'events',
      'errors',
      'top error pointers',
      'drift',
      'failed calls',
      ...VITAL_NAMES.map((n) => `${n} p75`),
    ],
    summary.screens.map((row) => [
      row.screen,
      row.routes.join(' '),
      `${row.events}`,
      `${row.errors}`,
      countsText(row.topErrors),
      `${row.drift}`,
      failedCallsText(row.failedCalls),
      ...VITAL_NAMES.map((name) => vitalText(name, row.vitals[name]?.p75)),
    ]),
    new Set([2, 3, 5, 7, 8, 9, 10, 11]),
  );
  const endpoints = table(
    ['endpoint', 'drift', 'top drift pointers', 'failed calls by status', 'failed p75 ms'],
    summary.endpoints.map((row) => [
      row.endpoint,
      `${row.drift}`,
      countsText(row.topDrift),
      failedCallsText(row.failedCalls),
      row.failedMsP75 === undefined ? '' : `${Math.round(row.failedMsP75)}`,
    ]),
    new Set([1, 4]),
  );
  return [
    `Telemetry: ${summary.events} events${read}${period}`,
    '',
    'Per screen',
    screens,
    '',
    'Per endpoint',
    endpoints,
    '',
  ].join('\n');
}

/** Web Vitals' good and poor thresholds (web.dev), for the charts' colours. */
const THRESHOLDS: Record<VitalName, [number, number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  FCP: [1800, 3000],
  TTFB: [800, 1800],
};

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

interface Bar {
  label: string;
  value: number;
  text: string;
  colour: string;
}

/** A horizontal bar chart as inline SVG: one bar a row, its label to the left and its value to the right. */
function barChart(title: string, bars: readonly Bar[], marks: readonly number[] = []): string {
  if (bars.length === 0) return '';
  // Room for the longest label and value text (about 7 px a character at 12 px).
  const labelWidth = Math.max(...bars.map((bar) => bar.label.length)) * 7 + 10;
  const valueWidth = Math.max(...bars.map((bar) => bar.text.length)) * 7 + 10;
  const width = labelWidth + 240 + valueWidth;
  const row = 20;
  const plot = width - labelWidth - valueWidth;
  const max = Math.max(...bars.map((bar) => bar.value), ...marks, 0) || 1;
  const x = (value: number) => labelWidth + (value / max) * plot;
  const height = bars.length * row + 8;
  const rows = bars.map((bar, index) => {
    const y = index * row + 4;
    return [
      `<text x="${labelWidth - 6}" y="${y + 13}" text-anchor="end">${escapeHtml(bar.label)}</text>`,
      `<rect x="${labelWidth}" y="${y + 3}" width="${Math.max(1, x(bar.value) - labelWidth).toFixed(1)}" height="${row - 6}" fill="${bar.colour}"><title>${escapeHtml(`${bar.label}: ${bar.text}`)}</title></rect>`,
      `<text x="${(x(bar.value) + 4).toFixed(1)}" y="${y + 13}">${escapeHtml(bar.text)}</text>`,
    ].join('');
  });
  const lines = marks.map(
    (mark) =>
      `<line x1="${x(mark).toFixed(1)}" x2="${x(mark).toFixed(1)}" y1="0" y2="${height}" stroke="#999" stroke-dasharray="3 3"/>`,
  );
  return `<figure><figcaption>${escapeHtml(title)}</figcaption><svg role="img" aria-label="${escapeHtml(title)}" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-size="12" font-family="system-ui, sans-serif">${rows.join('')}${lines.join('')}</svg></figure>`;
}

const GOOD = '#2e7d32';
const FAIR = '#f9a825';
const POOR = '#c62828';
const COUNT = '#455a64';

function htmlTable(header: readonly string[], rows: readonly string[][]): string {
  const head = header.map((cell) => `<th scope="col">${escapeHtml(cell)}</th>`).join('');
  const body = rows
    .map((row) => `<tr>${row.map((cell) => `<td>${escapeHtml(cell)}</td>`).join('')}</tr>`)
    .join('');
  return `<table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
}

/**
 * The summary as one HTML page with no outside resource (inline styles, inline SVG charts): the
 * same tables, then per screen the errors, drift and failed calls, and the p75 of each vital
 * against its good and poor thresholds (dashed lines), and per endpoint its failures.
 */
export function formatHtml(
  summary: TelemetrySummary,
  log?: Pick<TelemetryLog, 'batches' | 'skipped'>,
): string {
  const period = summary.from === undefined ? '' : ` · ${when(summary.from)} to ${when(summary.to)} UTC`;
  const problems = barChart(
    'Errors, drift and failed calls per screen',
    summary.screens
      .map((row) => ({
        row,
        total: row.errors + row.drift + row.failedCalls.reduce((s, g) => s + g.count, 0),
      }))
      .filter(({ total }) => total > 0)
      .map(({ row, total }) => ({
        label: row.screen,
        value: total,
        text: `${row.errors} err · ${row.drift} drift · ${total - row.errors - row.drift} calls`,
        colour: COUNT,
      })),
  );
  const vitals = VITAL_NAMES.map((name) => {
    const [good, poor] = THRESHOLDS[name];
    return barChart(
      `${name} p75 per screen (dashed: good ${name === 'CLS' ? good : `${good} ms`}, poor ${name === 'CLS' ? poor : `${poor} ms`})`,
      summary.screens.flatMap((row) => {
        const vital = row.vitals[name];
        if (!vital) return [];
        return [
          {
            label: row.screen,
            value: vital.p75,
            text: `${vitalText(name, vital.p75)} (${vital.count})`,
            colour: vital.p75 <= good ? GOOD : vital.p75 <= poor ? FAIR : POOR,
          },
        ];
      }),
      [good, poor],
    );
  });
  const endpoints = barChart(
    'Drift and failed calls per endpoint',
    summary.endpoints.map((row) => {
      const failed = row.failedCalls.reduce((s, g) => s + g.count, 0);
      return {
        label: row.endpoint,
        value: row.drift + failed,
        text: `${row.drift} drift · ${failedCallsText(row.failedCalls) || '0 failed'}`,
        colour: row.drift > 0 ? POOR : COUNT,
      };
    }),
  );
  const screensTable = htmlTable(
    [
      'screen',
      'routes',
      'events',
      'errors',
      'top error pointers',
      'drift',
      'failed calls',
      ...VITAL_NAMES.map((n) => `${n} p75`),
    ],
    summary.screens.map((row) => [
      row.screen,
      row.routes.join(' '),
      `${row.events}`,
      `${row.errors}`,
      countsText(row.topErrors),
      `${row.drift}`,
      failedCallsText(row.failedCalls),
      ...VITAL_NAMES.map((name) => vitalText(name, row.vitals[name]?.p75)),
    ]),
  );
  const endpointsTable = htmlTable(
    ['endpoint', 'drift', 'top drift pointers', 'failed calls by status', 'failed p75 ms'],
    summary.endpoints.map((row) => [
      row.endpoint,
      `${row.drift}`,
      countsText(row.topDrift),
      failedCallsText(row.failedCalls),
      row.failedMsP75 === undefined ? '' : `${Math.round(row.failedMsP75)}`,
    ]),
  );
  const read = log ? ` in ${plural(log.batches, 'batch', 'batches')}` : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Telemetry report</title>
<style>
body { font: 14px/1.4 system-ui, sans-serif; margin: 24px; color: #222; }
table { border-collapse: collapse; margin: 8px 0 24px; }
th, td { border-bottom: 1px solid #ddd; padding: 4px 8px; text-align: left; vertical-align: top; }
td:nth-child(n+3) { font-variant-numeric: tabular-nums; }
figure { display: inline-block; margin: 8px 24px 16px 0; vertical-align: top; }
figcaption { font-weight: 600; margin-bottom: 4px; }
</style>
</head>
<body>
<h1>Telemetry report</h1>
<p>${summary.events} events${escapeHtml(read)}${escapeHtml(period)}</p>
<h2>Per screen</h2>
${problems}
${vitals.join('\n')}
${screensTable}
<h2>Per endpoint</h2>
${endpoints}
${endpointsTable}
</body>
</html>
`;
}
