import type { Browser, CDPSession } from 'playwright-core';
import { launchChromium } from '../../tests/e2e/chromium';
import type { BenchRoute } from './lighthouse';
import { readyMark } from './readyMark';
import { median } from './stats';

/** A data route's first load on an emulated slow phone: when its first call left, and its LCP. */
interface CallTiming {
  /** ms from navigation start to the first API request's start (resource timing). */
  firstCall: number;
  /** ms from navigation start to the largest contentful paint (its last candidate). */
  lcp: number;
}

/** An emulated low-end phone, as Lighthouse's mobile profile has it: 150 ms round trip, ~1.6 Mbps, 4× CPU. */
export async function emulateSlowPhone(cdp: CDPSession): Promise<void> {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/**
 * One cold load of `url` as Lighthouse's mobile profile has it (150 ms round trip, 1.6 Mbps, 4×
 * CPU), in a fresh context: the start of the first request under `<base>api/` and the last
 * largest-contentful-paint entry, read once the screen is ready.
 */
async function coldCallLoad(browser: Browser, url: string): Promise<CallTiming> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await emulateSlowPhone(cdp);
  await page.addInitScript(() => {
    const held = window as unknown as { __benchLcp: number };
    held.__benchLcp = Number.NaN;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) held.__benchLcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto(url);
  await readyMark(cdp);
  // LCP's last candidate may follow the ready mark by a frame (an image decoding).
  await page.waitForTimeout(300);
  const timing = await page.evaluate(() => {
    const call = performance
      .getEntriesByType('resource')
      .find((entry) => new URL(entry.name).pathname.includes('/api/'));
    return {
      firstCall: call ? call.startTime : Number.NaN,
      lcp: (window as unknown as { __benchLcp: number }).__benchLcp,
    };
  });
  await context.close();
  return timing;
}

export interface CallRow {
  route: BenchRoute;
  /** Per build compared: the medians. */
  builds: CallTiming[];
}

/**
 * Each data route loaded `runs` times from each build (`bases`, e.g. before and after a change),
 * the builds alternating load by load so both see the same machine: medians of the first call's
 * start and of LCP.
 */
export async function runFirstCalls(
  bases: readonly string[],
  routes: readonly BenchRoute[],
  runs: number,
): Promise<CallRow[]> {
  const browser = await launchChromium({ full: true });
  const rows: CallRow[] = [];
  try {
    for (const route of routes) {
      const samples = bases.map(() => [] as CallTiming[]);
      for (let run = 0; run < runs; run++)
        for (const [index, base] of bases.entries())
          samples[index]?.push(await coldCallLoad(browser, `${base}${route.path}`));
      rows.push({
        route,
        builds: samples.map((timings) => ({
          firstCall: median(timings.map((t) => t.firstCall)),
          lcp: median(timings.map((t) => t.lcp)),
        })),
      });
    }
  } finally {
    await browser.close();
  }
  return rows;
}

/** The table `npm run bench calls` prints: per route and build, the first call's start and LCP. */
export function printFirstCalls(rows: readonly CallRow[], names: readonly string[], runs: number): void {
  console.log(
    `\nData routes on an emulated slow phone (150 ms RTT, 1.6 Mbps, 4× CPU): when the first call leaves, and LCP (median of ${runs} cold loads)`,
  );
  console.log(
    `  ${'route'.padEnd(18)}${names.map((name) => `${`${name}: call`.padStart(18)}${'LCP'.padStart(9)}`).join('')}`,
  );
  const ms = (value: number) => (Number.isNaN(value) ? 'n/a' : `${value.toFixed(0)} ms`);
  for (const row of rows)
    console.log(
      `  ${row.route.name.padEnd(18)}${row.builds.map((b) => `${ms(b.firstCall).padStart(18)}${ms(b.lcp).padStart(9)}`).join('')}`,
    );
}
