import type { VitalName } from '../../src/telemetry/telemetryTypes.ts';
import { experimentTables } from './formatExperiments.ts';
import type { LogCounts } from './readLog.ts';
import {
  type Count,
  type FailedCalls,
  type LocaleSummary,
  type TelemetrySummary,
  VITAL_NAMES,
} from './summarize.ts';

/** `500×3, 200 code 800006×1`. */
export function failedCallsText(groups: readonly FailedCalls[]): string {
  return groups
    .map((group) => `${group.status}${group.code === undefined ? '' : ` code ${group.code}`}×${group.count}`)
    .join(', ');
}

export const countsText = (counts: readonly Count[]) =>
  counts.map((c) => `${c.what} (${c.count})`).join(', ');

/**
 * A vital as its unit reads: CLS a score to 3 decimals, the others whole ms. Rounded half up in
 * thousandths first, as SQL's `round` does, so the DuckDB queries of docs/telemetry.md print the same
 * (`toFixed` alone rounds 0.2065, stored as 0.20649…, down).
 */
export function vitalText(name: VitalName, value: number | undefined): string {
  if (value === undefined) return '';
  return name === 'CLS' ? (Math.round(value * 1000) / 1000).toFixed(3) : `${Math.round(value)}`;
}

export const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

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

export const when = (ms: number | undefined) =>
  ms === undefined ? '' : new Date(ms).toISOString().slice(0, 16).replace('T', ' ');

/** The per-screen table, as the text and the HTML page both show it: its header and its rows. */
export function screenColumns(summary: TelemetrySummary): [header: string[], rows: string[][]] {
  return [
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
  ];
}

/** The per-endpoint table: its header and its rows. */
export function endpointColumns(summary: TelemetrySummary): [header: string[], rows: string[][]] {
  return [
    ['endpoint', 'drift', 'top drift pointers', 'failed calls by status', 'failed p75 ms'],
    summary.endpoints.map((row) => [
      row.endpoint,
      `${row.drift}`,
      countsText(row.topDrift),
      failedCallsText(row.failedCalls),
      row.failedMsP75 === undefined ? '' : `${Math.round(row.failedMsP75)}`,
    ]),
  ];
}

/** A table of groups of events (engines, languages): what went wrong in each, how fast screens painted. */
function groupColumns(
  name: string,
  rows: readonly (Omit<LocaleSummary, 'locale'> & { group: string })[],
): [header: string[], rows: string[][]] {
  return [
    [name, 'events', 'errors', 'failed calls', 'LCP p75'],
    rows.map((row) => [
      row.group,
      `${row.events}`,
      `${row.errors}`,
      failedCallsText(row.failedCalls),
      vitalText('LCP', row.lcpP75),
    ]),
  ];
}

/** The per-engine table (DESIGN §11): its header and its rows. */
export const engineColumns = (summary: TelemetrySummary) =>
  groupColumns(
    'engine',
    summary.engines.map((row) => ({ ...row, group: row.engine })),
  );

/** The per-language table (DESIGN §12): its header and its rows. */
export const localeColumns = (summary: TelemetrySummary) =>
  groupColumns(
    'locale',
    summary.locales.map((row) => ({ ...row, group: row.locale })),
  );

/** The line of totals: events, batches, rejected lines and the period, as the text and the HTML page say it. */
export function totalsText(summary: TelemetrySummary, log?: LogCounts): string {
  const period = summary.from === undefined ? '' : `, ${when(summary.from)} to ${when(summary.to)} UTC`;
  const rejected = log?.rejected
    ? ` (${plural(log.rejected, 'line', 'lines')} rejected: not the telemetry contract)`
    : '';
  const read = log ? ` in ${plural(log.batches, 'batch', 'batches')}${rejected}` : '';
  return `Telemetry: ${summary.events} events${read}${period}`;
}

/** Why lines were rejected (never counted in the tables): its header and its rows. */
export function rejectColumns(log: LogCounts): [header: string[], rows: string[][]] {
  return [['rejected because', 'lines'], log.reasons.map((reason) => [reason.what, `${reason.count}`])];
}

/** A note when a forged log had more names than the tally keeps (`TALLY_BOUNDS`); else nothing. */
export const lumpedText = (summary: TelemetrySummary) =>
  summary.lumped > 0
    ? `${plural(summary.lumped, 'name', 'names')} past the tally's bounds counted under (other)`
    : '';

/** The experiments' part of the text (none when the log has no experiment's events). */
function experimentLines(summary: TelemetrySummary): string[] {
  if (summary.experiments.length === 0) return [];
  const tables = experimentTables(summary.experiments);
  return [
    '',
    'Experiments (first exposures: borrowers; split check: chi-square against the shares)',
    table(...tables.experiments, new Set([5])),
    ...tables.goals.flatMap(({ experiment, columns }) => [
      '',
      `Experiment ${experiment}: borrowers converted (first goals), per goal and variant`,
      table(...columns, new Set([2, 3, 6])),
    ]),
  ];
}

/**
 * The summary as text: a line of totals, then the screens, the endpoints, the engines and the
 * locales as tables, then the experiments and why lines were rejected, if there are any.
 */
export function formatTables(summary: TelemetrySummary, log?: LogCounts): string {
  const screens = table(...screenColumns(summary), new Set([2, 3, 5, 7, 8, 9, 10, 11]));
  const endpoints = table(...endpointColumns(summary), new Set([1, 4]));
  const engines = table(...engineColumns(summary), new Set([1, 2, 4]));
  const locales = table(...localeColumns(summary), new Set([1, 2, 4]));
  const rejects = log?.rejected ? ['', 'Rejected lines', table(...rejectColumns(log), new Set([1]))] : [];
  const lumped = lumpedText(summary);
  return [
    totalsText(summary, log),
    '',
    'Per screen',
    screens,
    '',
    'Per endpoint',
    endpoints,
    '',
    'Per engine',
    engines,
    '',
    'Per locale',
    locales,
    ...experimentLines(summary),
    ...rejects,
    ...(lumped ? ['', lumped] : []),
    '',
  ].join('\n');
}
