import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { BROWSER_UI_FEATURES_OFF } from '../../tests/e2e/chromium';
import { forgetSimulations, lanternWanted, lcpGraphLines } from './lanternGraph';
import type { BenchRoute } from './routes';

export { type BenchRoute, ROUTES } from './routes';

/**
 * chrome-launcher's own disabled features and the browser UI the page never sees (see
 * tests/e2e/chromium.ts): Chromium reads only the last `--disable-features`.
 */
export const LIGHTHOUSE_DISABLED_FEATURES = [
  ...chromeLauncher.Launcher.defaultFlags()
    .filter((flag) => flag.startsWith('--disable-features='))
    .flatMap((flag) => flag.slice('--disable-features='.length).split(',')),
  ...BROWSER_UI_FEATURES_OFF,
];

/** Chromium flags for this machine (see tests/e2e/chromium.ts), headless for Lighthouse. */
const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `--disable-features=${LIGHTHOUSE_DISABLED_FEATURES.join(',')}`,
];

export interface LighthouseRow {
  route: BenchRoute;
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Ids of the audits that failed (score below 0.9), for the row's note. */
  failing: string[];
  /** The lowest and highest performance score of the route's runs. */
  range: [number, number];
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

/** One Lighthouse run of one route of `base`; `run` numbers the report BENCH_LHR_DIR keeps. */
export type Audit = (route: BenchRoute, run: number) => Promise<LighthouseRow>;

/**
 * Lighthouse 12.8's default mobile run (simulated slow 4G, 4× CPU) in one Chromium, launched for
 * `use` and killed after it, whatever it audits: the comparisons audit their pages in the same
 * browser, under the same settings, storage cleared between runs.
 */
export async function withLighthouse<T>(base: string, use: (audit: Audit) => Promise<T>): Promise<T> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: FLAGS,
    logLevel: 'silent',
  });
  try {
    return await use((route, run) => auditOnce(chrome.port, base, route, run));
  } finally {
    chrome.kill();
  }
}

/**
 * Each route audited `runs` times (`withLighthouse`). Lighthouse scales the CPU time it observes, so
 * on a shared machine one run's blocking time swings by hundreds of ms: a route's row is its
 * median run by performance score (as Lighthouse advises), with the lowest and highest score
 * beside it. Measures only: a low score fails nothing.
 */
export function runLighthouse(
  base: string,
  routes: readonly BenchRoute[],
  runs = 1,
): Promise<LighthouseRow[]> {
  return withLighthouse(base, async (audit) => {
    const rows: LighthouseRow[] = [];
    for (const route of routes) {
      const samples: LighthouseRow[] = [];
      for (let run = 0; run < runs; run++) samples.push(await audit(route, run));
      const sorted = samples.sort((a, b) => a.performance - b.performance);
      const median = sorted[Math.floor(sorted.length / 2)] as LighthouseRow;
      const scores = sorted.map((row) => row.performance);
      rows.push({ ...median, range: [Math.min(...scores), Math.max(...scores)] });
    }
    return rows;
  });
}

/** One Lighthouse run of one route; `run` numbers the report BENCH_LHR_DIR keeps. */
async function auditOnce(port: number, base: string, route: BenchRoute, run: number): Promise<LighthouseRow> {
  if (lanternWanted()) forgetSimulations();
  const result = await lighthouse(`${base}${route.path}`, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${route.path}`);
  // BENCH_LHR_DIR=dir keeps each run's whole report, to read why a figure is what it is.
  const keep = process.env.BENCH_LHR_DIR;
  if (keep) {
    mkdirSync(keep, { recursive: true });
    writeFileSync(
      join(keep, `${route.name.replace(/\W+/g, '-')}-${run + 1}.json`),
      JSON.stringify(result.lhr),
    );
  }
  const { categories, audits } = result.lhr;
  if (lanternWanted())
    console.log(
      [
        `  ${route.name}, run ${run + 1}: LCP ${Math.round(audits['largest-contentful-paint']?.numericValue ?? 0)} ms`,
        ...lcpGraphLines(),
      ].join('\n'),
    );
  const failing = Object.values(audits)
    .filter(
      (audit) =>
        audit.score !== null &&
        audit.score < 0.9 &&
        audit.scoreDisplayMode !== 'informative' &&
        audit.scoreDisplayMode !== 'manual' &&
        audit.scoreDisplayMode !== 'notApplicable',
    )
    .map((audit) => audit.id);
  const performance = score(categories.performance?.score);
  return {
    route,
    performance,
    accessibility: score(categories.accessibility?.score),
    bestPractices: score(categories['best-practices']?.score),
    fcpMs: audits['first-contentful-paint']?.numericValue ?? Number.NaN,
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    failing,
    range: [performance, performance],
  };
}

/** The table `npm run bench` prints. */
export function printLighthouse(rows: readonly LighthouseRow[], runs = 1): void {
  console.log(
    `\nLighthouse 12.8, mobile (simulated slow 4G, 4× CPU), built app + sandbox; each route's median of ${runs} run${runs === 1 ? '' : 's'}`,
  );
  console.log(
    `  ${'route'.padEnd(18)} ${'perf'.padStart(5)} ${'range'.padStart(7)} ${'a11y'.padStart(5)} ${'BP'.padStart(5)} ${'LCP'.padStart(8)} ${'TBT'.padStart(7)} ${'CLS'.padStart(6)}   below 0.9`,
  );
  for (const row of rows) {
    console.log(
      `  ${row.route.name.padEnd(18)} ${String(row.performance).padStart(5)} ${`${row.range[0]}–${row.range[1]}`.padStart(7)} ${String(row.accessibility).padStart(5)} ${String(row.bestPractices).padStart(5)} ${`${(row.lcpMs / 1000).toFixed(2)} s`.padStart(8)} ${`${row.tbtMs.toFixed(0)} ms`.padStart(7)} ${row.cls.toFixed(3).padStart(6)}   ${row.failing.join(', ')}`,
    );
  }
  const min = (pick: (row: LighthouseRow) => number) => Math.min(...rows.map(pick));
  const max = (pick: (row: LighthouseRow) => number) => Math.max(...rows.map(pick));
  console.log(
    `  ${'worst'.padEnd(18)} ${String(min((r) => r.performance)).padStart(5)} ${''.padStart(7)} ${String(min((r) => r.accessibility)).padStart(5)} ${String(min((r) => r.bestPractices)).padStart(5)} ${`${(max((r) => r.lcpMs) / 1000).toFixed(2)} s`.padStart(8)} ${`${max((r) => r.tbtMs).toFixed(0)} ms`.padStart(7)} ${max(
      (r) => r.cls,
    )
      .toFixed(3)
      .padStart(6)}`,
  );
}
