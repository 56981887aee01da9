import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { build, preview } from 'vite';
import { projectLocales } from '../../language/locale/catalog.ts';
import { readScreenPlans } from '../../language/plans/screenPlans.ts';
import { launchChromium } from '../../tests/e2e/chromium';
import { FIRST_LOAD_BUDGET, kb, readFirstLoad } from '../lib/firstLoad.ts';
import { emulateSlowPhone, printFirstCalls, runFirstCalls } from './firstCall';
import { serveHandwritten } from './handwritten';
import { type BenchRoute, printLighthouse, ROUTES, runLighthouse } from './lighthouse';
import { mainThreadTime, type TraceEvent } from './mainThread';
import { printPlainComparison, runPlainComparison, savePlainPages } from './plainPage';
import { readyMark } from './readyMark';
import { median, quantile, ratioOfMedians } from './stats';
import { benchStudioService } from './studioService';
import { benchTelemetry } from './telemetry';

/**
 * `npm run bench`: what a borrower downloads and waits for.
 * 1. Builds the app, then prints the gzip size of the entry (index and its static imports) and,
 *    per screen, of all the JavaScript its first load fetches: entry, screen chunk, the chunks of
 *    its widgets and the payload checks of the calls it sends at navigation.
 * 2. Serves the build with the sandbox and measures in headless Chromium the time from
 *    navigation start to the `screen:ready` mark (content shown, data loaded), per screen,
 *    on the loopback network and under an emulated low-end phone (4× CPU slowdown, ~1.6 Mbps,
 *    150 ms round trip). Figures are medians of several cold loads.
 * 3. Audits each route with Lighthouse, alone and beside its first screen saved as a plain page
 *    (`plainPage.ts`).
 */

// The bench prints figures; Vite's notice about its future config loader is noise here.
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING = 'true';

const ROOT = resolve(import.meta.dirname, '../..');
const OUT = '/tmp/loan-bench-dist';
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
/**
 * Cold loads of each page in the engine vs hand comparison (`BENCH_HAND_RUNS`). One loopback load
 * swings by ±20% on a shared 2-core machine, so the median of 9 moved the ratio by ±0.1 from run to
 * run, the median of 25 by ±0.07; the bench prints the ratio's 95% interval beside it.
 */
const HAND_RUNS = Number(process.env.BENCH_HAND_RUNS ?? 41);
/**
 * Traced cold loads of each page for their main thread's CPU time (`BENCH_HAND_TRACED_RUNS`): it
 * moves far less than the time to the screen, so fewer do.
 */
const HAND_TRACED_RUNS = Number(process.env.BENCH_HAND_TRACED_RUNS ?? 11);
/** Cold loads per route and build in `calls` (`BENCH_CALL_RUNS`). */
const CALL_RUNS = Number(process.env.BENCH_CALL_RUNS ?? 7);
/** The routes `calls` compares: those whose largest content is an answer's. */
const DATA_ROUTES = ['order details', 'repay period', 'repay delay', 'loan confirm', 'bind bank'];
/** Lighthouse runs per route (`BENCH_LIGHTHOUSE_RUNS`): its row is the median run. */
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const SCREENS = [
  { name: 'order details', path: '/loanDetails?productId=1&orderId=order-174-delay1&sessionId=bench' },
  { name: 'bind bank', path: '/bindBank?productId=1&sessionId=bench' },
  { name: 'customer service', path: '/customerService?sessionId=bench' },
];

/**
 * Builds the app, then prints what each route's first load fetches (scripts/lib/firstLoad.ts, which
 * `npm run check:budget` reads the same way): the entry, then per screen its route's JavaScript in
 * English and in each other language, against the budget.
 */
async function sizes(): Promise<void> {
  await build({ root: ROOT, logLevel: 'warn', build: { outDir: OUT, emptyOutDir: true } });
  const load = readFirstLoad(OUT);
  // The stylesheet is inlined in index.html (scripts/inlineCssPlugin.ts).
  const html = gzipSync(readFileSync(resolve(OUT, 'index.html')), { level: 9 }).length;
  console.log('\nBundle (gzip -9)');
  console.log(`  entry (index + its static imports, the floor's check) ${kb(load.entry.bytes).padStart(9)}`);
  console.log(`  of which the floor's check (classic, async)          ${kb(load.classic.bytes).padStart(9)}`);
  console.log(`  index.html, CSS inlined            ${kb(html).padStart(9)}`);
  const others = projectLocales(ROOT).filter((locale) => locale !== 'en');
  console.log(
    `\n  All JavaScript the first screen loads: entry, screen, widgets, payload checks (budget ${kb(FIRST_LOAD_BUDGET)})`,
  );
  console.log(
    `  ${'screen'.padEnd(24)} ${'route'.padEnd(20)} ${'beyond¹'.padStart(8)} ${'total'.padStart(9)} ${'requests²'.padStart(9)}${others.map((locale) => `${`total ${locale}³`.padStart(22)}`).join('')}`,
  );
  const find = (route: string, locale: string) =>
    load.routes.find((entry) => entry.route === route && entry.locale === locale);
  for (const { file, routes } of readScreenPlans(ROOT)) {
    const route = routes[0];
    const english = route === undefined ? undefined : find(route, 'en');
    if (route === undefined || !english) continue;
    const translated = others.map((locale) => find(route, locale)?.bytes ?? Number.NaN);
    console.log(
      `  ${file.slice('screens/'.length).padEnd(24)} ${route.padEnd(20)} ${kb(english.bytes - load.entry.bytes).padStart(8)} ${kb(english.bytes).padStart(9)} ${String(english.files.length).padStart(9)}${translated.map((bytes) => `${kb(bytes)} (${bytes - english.bytes >= 0 ? '+' : ''}${bytes - english.bytes} B)`.padStart(22)).join('')}`,
    );
  }
  const largest = load.routes[0];
  if (largest)
    console.log(
      `  ${'largest'.padEnd(24)} ${`${largest.route} (${largest.locale})`.padEnd(20)} ${''.padStart(8)} ${kb(largest.bytes).padStart(9)}` +
        ` (${largest.bytes} B; budget ${FIRST_LOAD_BUDGET} B, ${largest.bytes <= FIRST_LOAD_BUDGET ? 'within' : 'over'})`,
    );
  console.log(
    "  ¹ beyond the entry: the screen, its widgets, the payload checks of its calls, the actions where onLoad needs them at once. ² JavaScript files, the floor's check included.",
  );
  if (others.length > 0)
    console.log(
      '  ³ the same route in that language (`lang`): its own screen chunk and the engine texts chunk, beside English.',
    );
}

const PROFILES = [
  { name: 'loopback', throttle: false },
  { name: 'low-end phone', throttle: true },
] as const;

/**
 * One cold load in a fresh context: the time from navigation to the `screen:ready` mark or, with
 * `trace`, the main thread's CPU time to it (`mainThread.ts`), from a trace of that load only.
 */
async function coldLoad(browser: Browser, url: string, throttle: boolean, trace = false): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (throttle) await emulateSlowPhone(cdp);
  if (trace) await browser.startTracing(page, { categories: ['toplevel', 'blink.user_timing', 'loading'] });
  await page.goto(url);
  let result = await readyMark(cdp);
  if (trace) {
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as {
      traceEvents: TraceEvent[];
    };
    result = Number.isNaN(result) ? result : (mainThreadTime(traceEvents) ?? Number.NaN);
  }
  await context.close();
  return result;
}

const ms = (value: number) => (Number.isNaN(value) ? 'n/a' : `${value.toFixed(0)} ms`);

async function timings(base: string): Promise<void> {
  const browser = await launchChromium({ full: true });
  console.log(`\nTime from navigation to a rendered screen (median of ${RUNS} cold loads, 390×844)`);
  console.log(`  ${'screen'.padEnd(18)} ${PROFILES.map((p) => p.name.padStart(16)).join('')}`);
  for (const target of SCREENS) {
    const row: string[] = [];
    for (const profile of PROFILES) {
      const samples: number[] = [];
      for (let run = 0; run < RUNS; run++)
        samples.push(await coldLoad(browser, `${base}${target.path}`, profile.throttle));
      row.push(ms(median(samples)).padStart(16));
    }
    console.log(`  ${target.name.padEnd(18)} ${row.join('')}`);
  }
  await browser.close();
}

/**
 * The engine's order details against the same screen written by hand in React
 * (scripts/bench/handwritten/, bench only), cold loads in pairs, engine first in one pair and the
 * hand page first in the next, so both see the same machine and neither always follows the
 * other's load: first the time to the rendered screen, then, from traced loads of their own, the
 * main thread's CPU time to it, which a busy machine moves far less. Each ratio (of the medians)
 * comes with its 95% bootstrap interval over the pairs (`stats.ts`).
 */
async function engineVersusHand(base: string): Promise<void> {
  const hand = await serveHandwritten();
  const browser = await launchChromium({ full: true });
  const path = SCREENS[0]?.path ?? '';
  const urls = [`${base}${path}`, `${hand.base}/${path.slice(path.indexOf('?'))}`] as const;
  console.log(
    `\nOrder details, engine vs written by hand (median of ${HAND_RUNS} cold loads each, ${HAND_TRACED_RUNS} traced for CPU; in pairs, order alternating; quartiles and the ratio's 95% interval in brackets)`,
  );
  console.log(
    `  ${'profile'.padEnd(16)} ${'measure'.padEnd(24)} ${'engine'.padStart(22)} ${'by hand'.padStart(22)} ${'ratio'.padStart(18)}`,
  );
  const spread = (values: number[]) =>
    `${ms(median(values))} [${quantile(values, 0.25).toFixed(0)}–${quantile(values, 0.75).toFixed(0)}]`;
  for (const profile of PROFILES) {
    for (const [measure, trace] of [
      ['time to rendered screen', false],
      ['main-thread CPU to it', true],
    ] as const) {
      const engine: number[] = [];
      const byHand: number[] = [];
      for (let run = 0; run < (trace ? HAND_TRACED_RUNS : HAND_RUNS); run++) {
        const load = (which: 0 | 1) => coldLoad(browser, urls[which], profile.throttle, trace);
        if (run % 2 === 0) {
          engine.push(await load(0));
          byHand.push(await load(1));
        } else {
          byHand.push(await load(1));
          engine.push(await load(0));
        }
      }
      const { ratio, low, high } = ratioOfMedians(engine, byHand);
      console.log(
        `  ${profile.name.padEnd(16)} ${measure.padEnd(24)} ${spread(engine).padStart(22)} ${spread(byHand).padStart(22)} ${`${ratio.toFixed(2)} [${low.toFixed(2)}–${high.toFixed(2)}]`.padStart(18)}`,
      );
    }
  }
  await browser.close();
  await hand.close();
}

/** `outDir` served with the sandbox on a free port of 127.0.0.1, as `vite preview` does; `base` is its origin. */
async function previewOf(outDir: string): Promise<{ base: string; close: () => Promise<void> }> {
  const server = await preview({
    root: ROOT,
    logLevel: 'warn',
    build: { outDir },
    preview: { host: '127.0.0.1', port: 0 },
  });
  const address = server.httpServer.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return { base: `http://127.0.0.1:${address.port}`, close: () => server.close() };
}

/**
 * The data routes' first call and LCP on an emulated slow phone, in this build and in the same app
 * built without prerendered pages (`LOAN_PRERENDER=off`, the way pages were before), loads
 * alternating (`firstCall.ts`): a prerendered page must send its calls no later than index.html did.
 */
async function benchFirstCalls(base: string, routes: readonly BenchRoute[]): Promise<void> {
  const before = `${OUT}-before`;
  process.env.LOAN_PRERENDER = 'off';
  try {
    await build({ root: ROOT, logLevel: 'warn', build: { outDir: before, emptyOutDir: true } });
  } finally {
    delete process.env.LOAN_PRERENDER;
  }
  const server = await previewOf(before);
  const data = routes.filter((route) => DATA_ROUTES.includes(route.name));
  const rows = await runFirstCalls([server.base, base], data, CALL_RUNS);
  printFirstCalls(rows, ['no prerender', 'this build'], CALL_RUNS);
  await server.close();
}

/**
 * `npm run bench [sizes|time|hand|lighthouse|plain|calls|telemetry|studio]…`: the parts to run, all but
 * `studio` by default
 * (the build always, but for `telemetry` alone); BENCH_ROUTES filters Lighthouse's routes by name,
 * BENCH_LOCALE=fil audits them in that language,
 * BENCH_LIGHTHOUSE_RUNS sets its runs per route (3), per page in `plain`; BENCH_LANTERN=1 prints, for
 * each run, what its simulated LCP waited for (`lanternGraph.ts`). `telemetry` times
 * `npm run telemetry` on generated logs (`telemetry.ts`); `studio` times a save reaching its draft's
 * preview with ten editors at once (`studioService.ts`, BENCH_STUDIO_EDITORS, BENCH_STUDIO_ROUNDS).
 */
const parts = new Set(process.argv.slice(2));
const wants = (part: string) => parts.size === 0 || parts.has(part);

if (['sizes', 'time', 'hand', 'lighthouse', 'plain', 'calls'].some(wants)) {
  await sizes();
  const server = await previewOf(OUT);
  const { base } = server;
  if (wants('time')) await timings(base);
  if (wants('hand')) await engineVersusHand(base);
  const only = process.env.BENCH_ROUTES?.split(',').map((name) => name.trim());
  const chosen = only ? ROUTES.filter((r) => only.includes(r.name)) : ROUTES;
  // BENCH_LOCALE=fil: every route in that language (the session parameter `lang`, DESIGN §12).
  const locale = process.env.BENCH_LOCALE;
  const routes = locale
    ? chosen.map((r) => ({ ...r, path: `${r.path}${r.path.includes('?') ? '&' : '?'}lang=${locale}` }))
    : chosen;
  if (wants('lighthouse'))
    printLighthouse(await runLighthouse(base, routes, LIGHTHOUSE_RUNS), LIGHTHOUSE_RUNS);
  if (wants('plain')) {
    const pairs = await savePlainPages(base, OUT, routes);
    printPlainComparison(await runPlainComparison(base, pairs, LIGHTHOUSE_RUNS), LIGHTHOUSE_RUNS);
  }
  if (wants('calls')) await benchFirstCalls(base, routes);
  await server.close();
}
if (wants('telemetry')) await benchTelemetry();
// Not in the default run: it starts a studio service and ten preview servers (a few minutes).
if (parts.has('studio')) await benchStudioService();
