/**
 * `npm run telemetry -- <log file>... [--html [report.html]] [--top 3]`: reads telemetry logs (the
 * nginx site's, one JSON line per batch, deploy/nginx.conf; or batches or events a line) and prints,
 * per screen and per endpoint, the errors and drift with their top pointers, the failed calls by
 * status and the 75th percentile of each vital, then per engine (`chromium/86`, `unknown` for events
 * from before they named it) its events, errors, failed calls and LCP p75. `--html` also writes the
 * same as a page with small charts (default `telemetry-report.html`).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { formatHtml } from './telemetry/formatHtml.ts';
import { formatTables } from './telemetry/formatTables.ts';
import { readTelemetryLog } from './telemetry/readLog.ts';
import { summarize } from './telemetry/summarize.ts';

const USAGE = 'usage: npm run telemetry -- <log file>... [--html [report.html]] [--top N]';

const files: string[] = [];
let html: string | undefined;
let top = 3;
const args = process.argv.slice(2);
for (let at = 0; at < args.length; at++) {
  const arg = args[at] ?? '';
  if (arg === '--html') {
    const next = args[at + 1];
    html = next?.endsWith('.html') ? next : 'telemetry-report.html';
    if (next?.endsWith('.html')) at++;
  } else if (arg.startsWith('--html=')) html = arg.slice('--html='.length);
  else if (arg === '--top') top = Number(args[++at]);
  else if (arg === '--help' || arg === '-h') {
    console.log(USAGE);
    process.exit(0);
  } else if (arg.startsWith('--')) {
    console.error(`unknown option ${arg}\n${USAGE}`);
    process.exit(2);
  } else files.push(arg);
}
if (files.length === 0 || !Number.isInteger(top) || top < 1) {
  console.error(USAGE);
  process.exit(2);
}

const log = { events: [] as ReturnType<typeof readTelemetryLog>['events'], batches: 0, skipped: 0 };
for (const file of files) {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    console.error(`${file}: ${(error as Error).message}`);
    process.exit(1);
  }
  const read = readTelemetryLog(text);
  log.events.push(...read.events);
  log.batches += read.batches;
  log.skipped += read.skipped;
}
const summary = summarize(log.events, top);
process.stdout.write(formatTables(summary, log));
if (html !== undefined) {
  writeFileSync(html, formatHtml(summary, log));
  console.log(`Wrote ${resolve(html)}`);
}
