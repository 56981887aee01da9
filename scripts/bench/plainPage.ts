import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchChromium } from '../../tests/e2e/chromium';
import { precompressDir } from '../precompressPlugin.ts';
import { type BenchRoute, type LighthouseRow, withLighthouse } from './lighthouse';
import { median } from './stats';

/**
 * The folder of the served build the plain pages are written to. Its paths have two segments, so the
 * preview's rewrite of a route to its prerendered page (scripts/prerenderPlugin.ts) leaves them alone.
 */
const PLAIN_DIR = '__plain';

/** A route of the app and the plain page of its first screen, both audited on the same server. */
export interface PlainPair {
  app: BenchRoute;
  plain: BenchRoute;
}

/**
 * Saves each route's first screen, as the app drew it with its data, as a page without JavaScript:
 * the fastest the same server, network and images could show that screen, so the app's figures
 * over it are what its own work costs the borrower. The document is kept as it is (the inline
 * stylesheet, images at their own URLs, the image preload the app added) but for every script and
 * script preload. Written into the served build `outDir`, precompressed as the build's own pages
 * are, so neither page pays for compressing per request.
 */
export async function savePlainPages(
  base: string,
  outDir: string,
  routes: readonly BenchRoute[],
): Promise<PlainPair[]> {
  mkdirSync(join(outDir, PLAIN_DIR), { recursive: true });
  const browser = await launchChromium({ full: true });
  const pairs: PlainPair[] = [];
  try {
    for (const app of routes) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      await page.goto(`${base}${app.path}`);
      await page.waitForFunction(() => document.documentElement.dataset.screenReady, undefined, {
        timeout: 20_000,
      });
      // No function declared inside: tsx names them with a helper the page does not have.
      const html = await page.evaluate(() => {
        const root = document.documentElement.cloneNode(true) as HTMLElement;
        for (const node of root.querySelectorAll(
          'script, link[rel~="modulepreload"], link[rel~="preload"][as="script"]',
        ))
          node.remove();
        return `<!doctype html>\n${root.outerHTML}`;
      });
      await context.close();
      const file = `${app.name.replace(/\W+/g, '-')}.html`;
      writeFileSync(join(outDir, PLAIN_DIR, file), html);
      pairs.push({ app, plain: { name: `plain ${app.name}`, path: `/${PLAIN_DIR}/${file}` } });
    }
  } finally {
    await browser.close();
  }
  await precompressDir(join(outDir, PLAIN_DIR));
  // A plain page the server answered with the app (a rewrite, the SPA fallback) would compare the
  // app with itself.
  for (const { plain } of pairs) {
    const response = await fetch(`${base}${plain.path}`);
    const body = await response.text();
    if (
      !response.ok ||
      !response.headers.get('content-type')?.startsWith('text/html') ||
      /<script/i.test(body)
    )
      throw new Error(`${plain.path} is not served as the plain page (${response.status})`);
  }
  return pairs;
}

/** One route's figures beside its plain page's, each the median of its runs. */
export interface PlainComparison {
  route: BenchRoute;
  plainLcpMs: number;
  appLcpMs: number;
  plainFcpMs: number;
  appFcpMs: number;
  appCls: number;
  appPerformance: number;
}

/** Medians of each figure apart: one run's LCP and its score need not come from the same run. */
function comparePlain(route: BenchRoute, app: LighthouseRow[], plain: LighthouseRow[]): PlainComparison {
  const of = (rows: LighthouseRow[], pick: (row: LighthouseRow) => number) => median(rows.map(pick));
  return {
    route,
    plainLcpMs: of(plain, (row) => row.lcpMs),
    appLcpMs: of(app, (row) => row.lcpMs),
    plainFcpMs: of(plain, (row) => row.fcpMs),
    appFcpMs: of(app, (row) => row.fcpMs),
    appCls: of(app, (row) => row.cls),
    appPerformance: of(app, (row) => row.performance),
  };
}

/**
 * Lighthouse on each route and on its plain page, `runs` times each in one Chromium, interleaved and
 * the order alternating from run to run, so both see the same machine and neither always follows
 * the other (as the engine vs hand comparison pairs its loads).
 */
export function runPlainComparison(
  base: string,
  pairs: readonly PlainPair[],
  runs: number,
): Promise<PlainComparison[]> {
  return withLighthouse(base, async (audit) => {
    const rows: PlainComparison[] = [];
    for (const { app, plain } of pairs) {
      const appRuns: LighthouseRow[] = [];
      const plainRuns: LighthouseRow[] = [];
      for (let run = 0; run < runs; run++) {
        if (run % 2 === 0) {
          appRuns.push(await audit(app, run));
          plainRuns.push(await audit(plain, run));
        } else {
          plainRuns.push(await audit(plain, run));
          appRuns.push(await audit(app, run));
        }
      }
      rows.push(comparePlain(app, appRuns, plainRuns));
    }
    return rows;
  });
}

const seconds = (value: number) => `${(value / 1000).toFixed(2)} s`;

/** The table `npm run bench plain` prints, and the median ratio over its routes. */
export function printPlainComparison(rows: readonly PlainComparison[], runs: number): void {
  console.log(
    `\nThe app against its own first screen as a plain page (its DOM, no scripts; same server, Lighthouse mobile as above); medians of ${runs} run${runs === 1 ? '' : 's'} each, interleaved`,
  );
  console.log(
    `  ${'route'.padEnd(18)} ${'plain LCP'.padStart(10)} ${'app LCP'.padStart(9)} ${'ratio'.padStart(6)} ${'plain FCP'.padStart(10)} ${'app FCP'.padStart(9)} ${'diff'.padStart(8)} ${'ratio'.padStart(6)} ${'app CLS'.padStart(8)} ${'perf'.padStart(5)}`,
  );
  for (const row of rows) {
    console.log(
      `  ${row.route.name.padEnd(18)} ${seconds(row.plainLcpMs).padStart(10)} ${seconds(row.appLcpMs).padStart(9)} ${(row.appLcpMs / row.plainLcpMs).toFixed(2).padStart(6)} ${seconds(row.plainFcpMs).padStart(10)} ${seconds(row.appFcpMs).padStart(9)} ${`${(row.appFcpMs - row.plainFcpMs).toFixed(0)} ms`.padStart(8)} ${(row.appFcpMs / row.plainFcpMs).toFixed(2).padStart(6)} ${row.appCls.toFixed(3).padStart(8)} ${String(row.appPerformance).padStart(5)}`,
    );
  }
  const lcp = median(rows.map((row) => row.appLcpMs / row.plainLcpMs));
  const fcp = median(rows.map((row) => row.appFcpMs / row.plainFcpMs));
  console.log(
    `  median over ${rows.length} route${rows.length === 1 ? '' : 's'}: LCP ratio (app/plain) ${lcp.toFixed(2)}, FCP ratio ${fcp.toFixed(2)}`,
  );
}
