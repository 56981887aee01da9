import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, preview } from 'vite';
import { launchChromium } from '../../tests/e2e/chromium';
import { printLighthouse, ROUTES, runLighthouse } from './lighthouse';

/**
 * `npm run bench`: what a borrower downloads and waits for.
 * 1. Builds the app, then prints the gzip size of the initial JavaScript (entry chunk and its
 *    static imports) and of each screen's chunk (the screen JSON plus what only it imports).
 * 2. Serves the build with the sandbox and measures in headless Chromium the time from
 *    navigation start to the `screen:ready` mark (content shown, data loaded), per screen,
 *    on the loopback network and under an emulated low-end phone (4× CPU slowdown, ~1.6 Mbps,
 *    150 ms round trip). Figures are medians of several cold loads.
 */

// The bench prints figures; Vite's notice about its future config loader is noise here.
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING = 'true';

const ROOT = resolve(import.meta.dirname, '../..');
const OUT = '/tmp/loan-bench-dist';
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const SCREENS = [
  { name: 'order details', path: '/loanDetails?productId=1&orderId=order-174-delay1&sessionId=bench' },
  { name: 'bind bank', path: '/bindBank?productId=1&sessionId=bench' },
  { name: 'customer service', path: '/customerService?sessionId=bench' },
];

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const gz = (file: string) => gzipSync(readFileSync(resolve(OUT, file)), { level: 9 }).length;

function staticClosure(
  manifest: Record<string, ManifestChunk>,
  key: string,
  seen = new Set<string>(),
): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) staticClosure(manifest, dep, seen);
  return seen;
}

async function sizes(): Promise<void> {
  await build({ root: ROOT, logLevel: 'warn', build: { outDir: OUT, emptyOutDir: true } });
  const manifest = JSON.parse(readFileSync(resolve(OUT, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('no entry in the manifest');
  const initial = staticClosure(manifest, entryKey);
  const initialJs = [...initial].reduce((sum, key) => sum + gz((manifest[key] as ManifestChunk).file), 0);
  const css = (manifest[entryKey]?.css ?? []).reduce((sum, file) => sum + gz(file), 0);
  console.log('\nBundle (gzip -9)');
  console.log(`  initial JavaScript      ${kb(initialJs).padStart(9)}   (budget 110 KB)`);
  console.log(`  initial CSS             ${kb(css).padStart(9)}`);
  for (const [key, chunk] of Object.entries(manifest).sort()) {
    if (!key.startsWith('screens/')) continue;
    // The screen's own chunk plus chunks only it pulls in statically (shared widget chunks are counted once, below).
    const own = [...staticClosure(manifest, key)].filter(
      (k) => !initial.has(k) && !manifest[k]?.isDynamicEntry,
    );
    const bytes = gz(chunk.file) + own.reduce((sum, k) => sum + gz((manifest[k] as ManifestChunk).file), 0);
    console.log(`  screen ${key.padEnd(30)} ${kb(bytes).padStart(9)}   (budget 8 KB)`);
  }
  const widgets = Object.entries(manifest).filter(([key]) => key.startsWith('src/widgets/'));
  const widgetBytes = widgets.reduce((sum, [, chunk]) => sum + gz(chunk.file), 0);
  console.log(
    `  all ${widgets.length} widget chunks      ${kb(widgetBytes).padStart(9)}   (loaded on demand, in parallel)`,
  );
  const validators = Object.entries(manifest).find(([key]) => key.includes('validators'));
  if (validators)
    console.log(
      `  response validators     ${kb(gz(validators[1].file)).padStart(9)}   (own chunk, preloaded at start)`,
    );
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

async function timings(base: string): Promise<void> {
  const browser = await launchChromium();
  const profiles = [
    { name: 'loopback', throttle: false },
    { name: 'low-end phone', throttle: true },
  ];
  console.log(`\nTime from navigation to a rendered screen (median of ${RUNS} cold loads, 390×844)`);
  console.log(`  ${'screen'.padEnd(18)} ${profiles.map((p) => p.name.padStart(16)).join('')}`);
  for (const target of SCREENS) {
    const row: string[] = [];
    for (const profile of profiles) {
      const samples: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
        const page = await context.newPage();
        if (profile.throttle) {
          const cdp = await context.newCDPSession(page);
          await cdp.send('Network.enable');
          await cdp.send('Network.emulateNetworkConditions', {
            offline: false,
            latency: 150,
            downloadThroughput: (1.6 * 1024 * 1024) / 8,
            uploadThroughput: (750 * 1024) / 8,
          });
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        }
        await page.goto(`${base}${target.path}`);
        const ready = await page
          .waitForFunction(() => performance.getEntriesByName('screen:ready')[0]?.startTime, undefined, {
            timeout: 20000,
          })
          .then((handle) => handle.jsonValue() as Promise<number>)
          .catch(() => Number.NaN);
        samples.push(ready);
        await context.close();
      }
      const value = median(samples);
      row.push((Number.isNaN(value) ? 'n/a' : `${value.toFixed(0)} ms`).padStart(16));
    }
    console.log(`  ${target.name.padEnd(18)} ${row.join('')}`);
  }
  await browser.close();
}

/** `npm run bench [sizes|time|lighthouse]…`: the parts to run, all by default; BENCH_ROUTES filters Lighthouse's routes by name. */
const parts = new Set(process.argv.slice(2));
const wants = (part: string) => parts.size === 0 || parts.has(part);

await sizes();
const server = await preview({
  root: ROOT,
  logLevel: 'warn',
  build: { outDir: OUT },
  preview: { host: '127.0.0.1', port: 0 },
});
const address = server.httpServer.address();
if (!address || typeof address === 'string') throw new Error('no port');
const base = `http://127.0.0.1:${address.port}`;
if (wants('time')) await timings(base);
if (wants('lighthouse')) {
  const only = process.env.BENCH_ROUTES?.split(',').map((name) => name.trim());
  printLighthouse(await runLighthouse(base, only ? ROUTES.filter((r) => only.includes(r.name)) : ROUTES));
}
await server.close();
