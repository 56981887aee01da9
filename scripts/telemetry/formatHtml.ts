import type { VitalName } from '../../src/telemetry/telemetryTypes.ts';
import { escapeHtml } from '../lib/escapeHtml.ts';
import { experimentTables } from './formatExperiments.ts';
import {
  endpointColumns,
  engineColumns,
  failedCallsText,
  localeColumns,
  lumpedText,
  rejectColumns,
  screenColumns,
  totalsText,
  vitalText,
} from './formatTables.ts';
import type { LogCounts } from './readLog.ts';
import { type TelemetrySummary, VITAL_NAMES } from './summarize.ts';

/** Web Vitals' good and poor thresholds (web.dev), for the charts' colours. */
const THRESHOLDS: Record<VitalName, [number, number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  FCP: [1800, 3000],
  TTFB: [800, 1800],
};

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

/** The experiments' tables (DESIGN §14): the split of each, then each one's goals; nothing without any. */
function experimentsHtml(summary: TelemetrySummary): string {
  if (summary.experiments.length === 0) return '';
  const tables = experimentTables(summary.experiments);
  const goals = tables.goals.map(
    ({ experiment, columns }) =>
      `<h3>${escapeHtml(experiment)}: borrowers converted</h3>\n${htmlTable(...columns)}\n`,
  );
  return `<h2>Experiments</h2>\n${htmlTable(...tables.experiments)}\n${goals.join('')}`;
}

/**
 * The summary as one HTML page with no outside resource (inline styles, inline SVG charts): the
 * same tables, then per screen the errors, drift and failed calls, and the p75 of each vital
 * against its good and poor thresholds (dashed lines), per endpoint its failures, and per engine.
 */
export function formatHtml(summary: TelemetrySummary, log?: LogCounts): string {
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
  const screensTable = htmlTable(...screenColumns(summary));
  const endpointsTable = htmlTable(...endpointColumns(summary));
  const enginesTable = htmlTable(...engineColumns(summary));
  const localesTable = htmlTable(...localeColumns(summary));
  const rejects = log?.rejected ? `<h2>Rejected lines</h2>\n${htmlTable(...rejectColumns(log))}\n` : '';
  const experiments = experimentsHtml(summary);
  const lumped = lumpedText(summary);
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
<p>${escapeHtml(totalsText(summary, log).replace(/^Telemetry: /, ''))}</p>
<h2>Per screen</h2>
${problems}
${vitals.join('\n')}
${screensTable}
<h2>Per endpoint</h2>
${endpoints}
${endpointsTable}
<h2>Per engine</h2>
${enginesTable}
<h2>Per locale</h2>
${localesTable}
${experiments}${rejects}${lumped ? `<p>${escapeHtml(lumped)}</p>\n` : ''}</body>
</html>
`;
}
