import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { finished } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { TelemetryEvent, VitalName } from '../../src/telemetry/telemetryTypes.ts';
import { seeded } from '../bench/stats.ts';

/**
 * A made-up day of a lender's telemetry, the same for the same seed: what the stream test, the DuckDB
 * test and `npm run bench telemetry` read. Events as the app sends them (every one of the contract),
 * 20 a batch, one nginx line a batch (deploy/nginx.conf's `loan_telemetry` format).
 */

const SCREENS: [screen: string, route: string][] = [
  ['landing', '/'],
  ['loanConfirm', '/loanConfirm'],
  ['orderDetails', '/loanDetails'],
  ['repayPeriod', '/repayPeriod'],
  ['paymentWay', '/paymentWay'],
  ['bindBank', '/bindBank'],
  ['customerService', '/customerService'],
  ['complaint', '/complaint'],
];
const ENDPOINTS = ['loanDetails', 'contactKfInfo', 'repaymentConfirm', 'bindCardNew', 'getSid'];
const ENGINES = ['chromium/120', 'chromium/131', 'chromium/96', 'chromium/80', 'webkit/605', 'unknown'];
const VITALS: VitalName[] = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'];
/** 2026-11-25 00:00 Manila time. */
const DAY_START = Date.UTC(2026, 10, 24, 16);
const DAY_MS = 24 * 3600 * 1000;

/** The events of a sample log, in batches of 20 (the last may be smaller), in time order. */
export function* sampleBatches(events: number, seed = 1): Generator<TelemetryEvent[]> {
  const random = seeded(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  // Skewed towards the first of a list, as real traffic is.
  const skewed = <T>(list: readonly T[]): T => list[Math.floor(random() ** 2 * list.length)] as T;
  for (let at = 0; at < events; at += 20) {
    const batch: TelemetryEvent[] = [];
    for (let n = at; n < Math.min(events, at + 20); n++) {
      const [screen, route] = skewed(SCREENS);
      const common = {
        screen,
        route,
        brand: 'pesoagad',
        build: '0.1.0+22dbe3f',
        engine: skewed(ENGINES),
        time: DAY_START + Math.floor((n / events) * DAY_MS),
        appVersion: pick(['3.2.1', '3.3.0']),
      };
      const kind = random();
      if (kind < 0.8) {
        const name = pick(VITALS);
        const value =
          name === 'CLS'
            ? Math.round(random() ** 3 * 5000) / 10000
            : Math.round((name === 'INP' || name === 'TTFB' ? 40 : 600) + random() ** 2 * 6000);
        batch.push({ type: 'vital', ...common, name, value, pointer: `/body/${Math.floor(random() * 4)}` });
      } else if (kind < 0.92) {
        const status = pick([500, 502, 0, 200, 200]);
        batch.push({
          type: 'api',
          ...common,
          endpoint: skewed(ENDPOINTS),
          status,
          ...(status === 200 ? { code: pick(['800006', 'E-17']) } : {}),
          ms: Math.round(random() * (status === 0 ? 60000 : 3000)),
          shown: random() < 0.7,
        });
      } else if (kind < 0.96) {
        batch.push({
          type: 'drift',
          ...common,
          endpoint: skewed(ENDPOINTS),
          violations: [
            {
              path: `/data/${pick(['orderStatus', 'repayAmount', 'items/*/cate'])}`,
              expected: 'integer',
              received: 'string',
            },
          ],
        });
      } else {
        const part = random() < 0.3;
        batch.push({
          type: 'error',
          ...common,
          file: part ? 'screens/parts/payCodeBox.json' : `screens/${screen}.json`,
          pointer: `/body/${Math.floor(random() * 3)}/children/0`,
          ...(random() < 0.5
            ? { widget: pick(['image', 'barcode', 'list']) }
            : { action: pick(['call', 'copy']) }),
          message: 'Cannot read properties of undefined',
        });
      }
    }
    yield batch;
  }
}

/** One line of nginx's telemetry log for a batch (deploy/nginx.conf: `{"time":…,"body":"<the batch>"}`). */
export function nginxLine(batch: readonly TelemetryEvent[]): string {
  const time = new Date(batch[0]?.time ?? DAY_START).toISOString().replace(/\.\d+Z$/, '+00:00');
  return JSON.stringify({ time, body: JSON.stringify({ events: batch }) });
}

/** Writes a sample log of `events` events to `path` (gzip with `gzip: true`), as nginx would have. */
export async function writeSampleLog(
  path: string,
  events: number,
  { seed = 1, gzip = false, extraLines = [] as readonly string[] } = {},
): Promise<void> {
  const file = createWriteStream(path);
  const zip = gzip ? createGzip() : undefined;
  if (zip) zip.pipe(file);
  const out = zip ?? file;
  let chunk = '';
  const write = async (text: string) => {
    chunk += text;
    if (chunk.length < 1 << 20) return;
    if (!out.write(chunk)) await once(out, 'drain');
    chunk = '';
  };
  for (const line of extraLines) await write(`${line}\n`);
  for (const batch of sampleBatches(events, seed)) await write(`${nginxLine(batch)}\n`);
  out.end(chunk);
  await finished(file);
}
