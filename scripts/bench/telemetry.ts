import { execFile } from 'node:child_process';
import { closeSync, fsyncSync, mkdirSync, openSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { writeSampleLog } from '../telemetry/sampleLog.ts';

const run = promisify(execFile);
const ROOT = resolve(import.meta.dirname, '../..');
const FOLDER = '/tmp/loan-bench-telemetry';
/** A day of a lender with about 100,000 borrowers (`BENCH_TELEMETRY_EVENTS`), and a tenth of it. */
const DAY = Number(process.env.BENCH_TELEMETRY_EVENTS ?? 2_000_000);
/** Issue 36's budget for a day's log on this machine. */
const BUDGET = { seconds: 60, residentMB: 300 };

/** What `npm run telemetry -- --stats` says of one run, and the wall time around it. */
interface Run {
  events: number;
  lines: number;
  seconds: number;
  /** CPU time of the process (user and system): below `seconds` when it waited for the disk. */
  cpuSeconds: number;
  eventsPerSecond: number;
  peakResidentMB: number;
  /** From starting the command to its end: what an analyst waits, Node and tsx starting included. */
  wallSeconds: number;
}

/** `npm run telemetry -- <log> --stats` as an analyst runs it, in a process of its own. */
async function report(log: string): Promise<Run> {
  const started = performance.now();
  const { stderr } = await run(
    process.execPath,
    ['--import', 'tsx', 'scripts/telemetry.ts', log, '--stats'],
    { cwd: ROOT, maxBuffer: 1 << 24 },
  );
  const wallSeconds = (performance.now() - started) / 1000;
  const stats = JSON.parse(stderr.trim().split('\n').at(-1) ?? '{}') as Omit<Run, 'wallSeconds'>;
  return { ...stats, wallSeconds };
}

/** a + b·n through two points: the figure at `n`. */
const line = (n1: number, y1: number, n2: number, y2: number) => (n: number) =>
  y1 + ((y2 - y1) / (n2 - n1)) * (n - n1);

/**
 * `npm run bench telemetry`: writes logs of a tenth of a day and a day of a lender's telemetry
 * (scripts/telemetry/sampleLog.ts: 20 events a batch, one nginx line each), reads each with
 * `npm run telemetry` in a process of its own, and prints its wall time (Node and tsx starting
 * included), CPU time, events a second (over the wall time) and peak resident memory, then the
 * figures for ten days' worth, extrapolated along the line through the two sizes. The log was just
 * written, so it is read from the page cache: a cold disk adds its own read time (here ~20 MB/s).
 */
export async function benchTelemetry(): Promise<void> {
  mkdirSync(FOLDER, { recursive: true });
  const sizes = [DAY / 10, DAY];
  const runs: Run[] = [];
  console.log(`\nTelemetry report (npm run telemetry): a generated log read in a process of its own`);
  console.log(
    `  ${'events'.padStart(10)} ${'log'.padStart(9)} ${'wall'.padStart(8)} ${'CPU'.padStart(8)} ${'events/s'.padStart(10)} ${'peak RSS'.padStart(9)}`,
  );
  try {
    for (const events of sizes) {
      const log = join(FOLDER, `telemetry-${events}.log`);
      await writeSampleLog(log, events, { seed: 1 });
      // On disk before it is read, as a log nginx wrote: no write-back competes with the report.
      const fd = openSync(log, 'r');
      fsyncSync(fd);
      closeSync(fd);
      const megabytes = statSync(log).size / 1024 / 1024;
      const result = await report(log);
      rmSync(log, { force: true });
      if (result.events !== events) throw new Error(`read ${result.events} events of ${events}`);
      runs.push(result);
      console.log(
        `  ${String(events).padStart(10)} ${`${megabytes.toFixed(0)} MB`.padStart(9)} ${`${result.wallSeconds.toFixed(1)} s`.padStart(8)} ${`${result.cpuSeconds.toFixed(1)} s`.padStart(8)} ${String(Math.round(events / result.wallSeconds)).padStart(10)} ${`${result.peakResidentMB} MB`.padStart(9)}`,
      );
    }
  } finally {
    rmSync(FOLDER, { recursive: true, force: true });
  }
  const [small, day] = runs as [Run, Run];
  const tenDays = DAY * 10;
  const seconds = line(sizes[0] ?? 0, small.wallSeconds, DAY, day.wallSeconds)(tenDays);
  const cpu = line(sizes[0] ?? 0, small.cpuSeconds, DAY, day.cpuSeconds)(tenDays);
  const memory = line(sizes[0] ?? 0, small.peakResidentMB, DAY, day.peakResidentMB)(tenDays);
  console.log(
    `  ${String(tenDays).padStart(10)} ${'(10×)'.padStart(9)} ${`~${seconds.toFixed(0)} s`.padStart(8)} ${`~${cpu.toFixed(0)} s`.padStart(8)} ${String(Math.round(tenDays / seconds)).padStart(10)} ${`~${Math.max(memory, day.peakResidentMB).toFixed(0)} MB`.padStart(9)}  extrapolated from the two above`,
  );
  // The tally holds distinct names and values, not events: memory grows far slower than the line says.
  console.log(
    `  (each figure on the line through the two sizes; memory holds distinct names and values, not events, so its line is an upper bound)`,
  );
  const within = day.wallSeconds < BUDGET.seconds && day.peakResidentMB < BUDGET.residentMB;
  console.log(
    `  A day (${DAY} events): ${day.wallSeconds.toFixed(1)} s (${day.cpuSeconds.toFixed(1)} s of CPU), ${day.peakResidentMB} MB resident; budget ${BUDGET.seconds} s and ${BUDGET.residentMB} MB: ${within ? 'within' : 'over'}.`,
  );
}
