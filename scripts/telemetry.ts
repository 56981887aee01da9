/**
 * `npm run telemetry -- <log file | ->... [--html [report.html]] [--top 3]`: reads telemetry logs
 * (the nginx site's, one JSON line per batch, deploy/nginx.conf; or batches or events a line), plain
 * or gzip (rotated), or standard input (`-`, or no file with input piped in), line by line in bounded
 * memory, and prints per screen and per endpoint the errors and drift with their top pointers, the
 * failed calls by status and the 75th percentile of each vital, then per engine (`chromium/86`,
 * `unknown` for events from before they named it) its events, errors, failed calls and LCP p75, then
 * how many lines were rejected and why (not the telemetry contract, schemas/telemetry/batch.schema.json:
 * never counted as data), then per experiment (DESIGN §14) the borrowers each variant got and, per
 * goal, how many converted, against the control, held to the experiment's file in `experiments/`
 * (`--experiments <folder>` for another). `--html` also writes the same as a page with small charts
 * (default `telemetry-report.html`); `--stats` prints to standard error how long it took and its peak
 * memory.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { readExperimentFiles } from './telemetry/experimentFiles.ts';
import { formatHtml } from './telemetry/formatHtml.ts';
import { formatTables } from './telemetry/formatTables.ts';
import { TelemetryReader } from './telemetry/readLog.ts';

const USAGE =
  'usage: npm run telemetry -- <log file | ->... [--html [report.html]] [--top N] [--experiments <folder>] [--stats]';

const files: string[] = [];
let html: string | undefined;
let top = 3;
let stats = false;
// The project's experiment files, wherever the report is run from.
let experimentsFolder = resolve(import.meta.dirname, '../experiments');
const args = process.argv.slice(2);
for (let at = 0; at < args.length; at++) {
  const arg = args[at] ?? '';
  if (arg === '--html') {
    const next = args[at + 1];
    html = next?.endsWith('.html') ? next : 'telemetry-report.html';
    if (next?.endsWith('.html')) at++;
  } else if (arg.startsWith('--html=')) html = arg.slice('--html='.length);
  else if (arg === '--top') top = Number(args[++at]);
  else if (arg === '--experiments') {
    const folder = args[++at];
    if (folder === undefined) {
      console.error(USAGE);
      process.exit(2);
    }
    experimentsFolder = resolve(folder);
  } else if (arg.startsWith('--experiments='))
    experimentsFolder = resolve(arg.slice('--experiments='.length));
  else if (arg === '--stats') stats = true;
  else if (arg === '--help' || arg === '-h') {
    console.log(USAGE);
    process.exit(0);
  } else if (arg.startsWith('--') || (arg.startsWith('-') && arg !== '-')) {
    console.error(`unknown option ${arg}\n${USAGE}`);
    process.exit(2);
  } else files.push(arg);
}
// No file named and input piped in: read standard input.
if (files.length === 0 && !process.stdin.isTTY) files.push('-');
if (files.length === 0 || !Number.isInteger(top) || top < 1) {
  console.error(USAGE);
  process.exit(2);
}

const started = performance.now();
const experiments = readExperimentFiles(experimentsFolder);
for (const problem of experiments.problems)
  console.error(`${problem} (left out: its experiment has no file)`);
const reader = new TelemetryReader();
for (const file of files) {
  try {
    await reader.addSource(file);
  } catch (error) {
    console.error(`${file}: ${(error as Error).message}`);
    process.exit(1);
  }
}
const summary = reader.tally.summary(top, experiments.files);
const counts = reader.counts();
process.stdout.write(formatTables(summary, counts));
if (html !== undefined) {
  writeFileSync(html, formatHtml(summary, counts));
  console.log(`Wrote ${resolve(html)}`);
}
if (stats) {
  // On standard error, one JSON line: how long the report took and the most memory it held (`npm run bench telemetry`).
  const seconds = (performance.now() - started) / 1000;
  const { maxRSS, userCPUTime, systemCPUTime } = process.resourceUsage();
  console.error(
    JSON.stringify({
      events: summary.events,
      lines: counts.batches + counts.rejected,
      seconds: Number(seconds.toFixed(2)),
      cpuSeconds: Number(((userCPUTime + systemCPUTime) / 1e6).toFixed(2)),
      eventsPerSecond: Math.round(summary.events / seconds),
      peakResidentMB: Math.round(maxRSS / 1024),
    }),
  );
}
