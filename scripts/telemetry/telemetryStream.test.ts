import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import type { TelemetryEvent } from '../../src/telemetry/telemetryTypes.ts';
import { failedCallsText } from './formatTables.ts';
import { sampleBatches, writeSampleLog } from './sampleLog.ts';
import { p75 } from './valueCounts.ts';

/**
 * `npm run telemetry` as an analyst runs it on a lender's logs: plain and gzip-rotated files and
 * standard input, read line by line; lines that are not the telemetry contract (garbage, fields over
 * their length, batches over 20, unknown types, a line over 256 KB) counted as rejected and never
 * shown as data.
 */

const root = resolve(import.meta.dirname, '../..');
const run = promisify(execFile);
const folder = mkdtempSync(join(tmpdir(), 'loan-telemetry-stream-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** The report's text for some files (or `-` with `stdin`). */
async function report(args: string[], stdin?: Buffer): Promise<string> {
  if (stdin === undefined) {
    const { stdout } = await run('npx', ['tsx', 'scripts/telemetry.ts', ...args], {
      cwd: root,
      maxBuffer: 1 << 24,
    });
    return stdout;
  }
  const child = spawn('npx', ['tsx', 'scripts/telemetry.ts', ...args], { cwd: root });
  let stdout = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stdin.end(stdin);
  const code = await new Promise((done) => child.on('close', done));
  expect(code).toBe(0);
  return stdout;
}

const COMMON = { brand: 'pesoagad', build: '0.1.0+22dbe3f', time: 1795632522531 };
const cs = { ...COMMON, screen: 'customerService', route: '/customerService' };
const od = { ...COMMON, screen: 'orderDetails', route: '/loanDetails' };
const nginx = (body: string) => JSON.stringify({ time: '2026-11-25T18:48:42+00:00', body });
const batch = (...events: object[]) => JSON.stringify({ events });
const failed = (status: number, ms: number, engine?: string) => ({
  type: 'api',
  ...cs,
  ...(engine ? { engine } : {}),
  endpoint: 'contactKfInfo',
  status,
  ms,
  shown: true,
});
const lcp = (at: object, value: number, engine: string) => ({
  type: 'vital',
  ...at,
  engine,
  name: 'LCP',
  value,
});

/** A small day, checked by hand: 8 events in 4 batches of the contract (nginx's lines, a shipper's batch, one event). */
const GOOD = [
  nginx(batch(failed(500, 40, 'chromium/80'), lcp(cs, 2400, 'chromium/80'))),
  nginx(
    batch(lcp(od, 1800, 'chromium/80'), lcp(od, 2600, 'chromium/80'), {
      type: 'error',
      ...od,
      engine: 'webkit/605',
      file: 'screens/orderDetails.json',
      pointer: '/body/0',
      widget: 'image',
      message: 'x',
    }),
  ),
  batch(
    {
      type: 'drift',
      ...od,
      engine: 'webkit/605',
      endpoint: 'loanDetails',
      violations: [{ path: '/data/orderStatus', expected: 'integer', received: 'string' }],
    },
    lcp(od, 4200, 'webkit/605'),
  ),
  // Logged before events named their engine: `unknown`.
  JSON.stringify(failed(0, 60000)),
];
/** What the app could not have sent: 7 lines, each rejected whole (its good events too), and a blank one. */
const BAD = [
  '127.0.0.1 - - [25/Nov/2026:18:48:42 +0000] "GET /loan/ HTTP/1.1" 200 512',
  nginx('hello'),
  nginx(batch({ ...failed(500, 1, 'chromium/80'), screen: 'x'.repeat(500) })),
  nginx(batch(...Array.from({ length: 21 }, () => failed(500, 1, 'chromium/80')))),
  nginx(batch({ ...failed(500, 1, 'chromium/80'), type: 'crash' })),
  nginx(batch(failed(500, 1, 'chromium/80'), { ...lcp(od, 1, 'chromium/80'), phone: '09171234567' })),
  '',
  nginx(batch({ ...failed(500, 1, 'chromium/80'), message: 'y'.repeat(300_000) })),
];

/** The report of GOOD and BAD, worked out by hand. */
const HAND_CHECKED = `Telemetry: 8 events in 4 batches (7 lines rejected: not the telemetry contract), 2026-11-25 18:48 to 2026-11-25 18:48 UTC

Per screen
screen           routes            events  errors  top error pointers  drift  failed calls  LCP p75  INP p75  CLS p75  FCP p75  TTFB p75
---------------  ----------------  ------  ------  ------------------  -----  ------------  -------  -------  -------  -------  --------
customerService  /customerService       3       0                          0  0×1, 500×1       2400
orderDetails     /loanDetails           5       1  /body/0 image (1)       1                   4200

Per endpoint
endpoint       drift  top drift pointers                    failed calls by status  failed p75 ms
-------------  -----  ------------------------------------  ----------------------  -------------
contactKfInfo      0                                        0×1, 500×1                      60000
loanDetails        1  /data/orderStatus string≠integer (1)

Per engine
engine       events  errors  failed calls  LCP p75
-----------  ------  ------  ------------  -------
chromium/80       4       0  500×1            2600
webkit/605        3       1                   4200
unknown           1       0  0×1

Per locale
locale   events  errors  failed calls  LCP p75
-------  ------  ------  ------------  -------
unknown       8       1  0×1, 500×1       2600

Rejected lines
rejected because                               lines
---------------------------------------------  -----
/events/*/screen: longer than 64                   1
/events/*/type: not one of its values              1
/events/*: a field the contract does not have      1
/events: more than 20                              1
a body that is not JSON                            1
a line over 256 KB                                 1
not JSON                                           1
`;

describe('npm run telemetry on a log with garbage in it', () => {
  const today = join(folder, 'loan-telemetry.log');
  const rotated = join(folder, 'loan-telemetry.log.1.gz');
  writeFileSync(today, `${GOOD.slice(0, 2).join('\n')}\n${BAD.slice(0, 4).join('\n')}\n`);
  // The rotated file has no newline at its end: its last line counts all the same.
  writeFileSync(rotated, gzipSync(`${[...GOOD.slice(2), ...BAD.slice(4)].join('\n')}`));

  it('prints the hand-checked tables from a plain and a gzip-rotated file, the rejects counted with why', async () => {
    expect(await report([today, rotated])).toBe(HAND_CHECKED);
  });

  it('reads standard input the same, plain or gzip', async () => {
    const text = Buffer.from(`${[...GOOD, ...BAD].join('\n')}\n`);
    expect(await report([], text)).toBe(HAND_CHECKED);
    expect(await report(['-'], gzipSync(text))).toBe(HAND_CHECKED);
  });
});

describe('npm run telemetry on 200,000 events', () => {
  it('finishes, counts every event and every reject, and its engine table is the one the events make', async () => {
    const plain = join(folder, 'day.log');
    const zipped = join(folder, 'day.log.1.gz');
    await writeSampleLog(plain, 120_000, { seed: 1, extraLines: BAD });
    await writeSampleLog(zipped, 80_000, { seed: 2, gzip: true });

    // The engine table, worked out from the events themselves, all in memory.
    const byEngine = new Map<string, TelemetryEvent[]>();
    for (const events of [...sampleBatches(120_000, 1), ...sampleBatches(80_000, 2)])
      for (const event of events) {
        const list = byEngine.get(event.engine);
        if (list) list.push(event);
        else byEngine.set(event.engine, [event]);
      }
    const rows = [...byEngine].map(([engine, events]) => {
      const calls = new Map<string, { status: number; code?: string | number; count: number }>();
      for (const event of events) {
        if (event.type !== 'api') continue;
        const key = `${event.status} ${event.code ?? ''}`;
        const group = calls.get(key) ?? {
          status: event.status,
          ...(event.code ? { code: event.code } : {}),
          count: 0,
        };
        group.count += 1;
        calls.set(key, group);
      }
      const failedCalls = [...calls.values()].sort(
        (a, b) =>
          b.count - a.count || a.status - b.status || `${a.code ?? ''}`.localeCompare(`${b.code ?? ''}`),
      );
      const errors = events.filter((event) => event.type === 'error').length;
      const lcpP75 = p75(events.flatMap((e) => (e.type === 'vital' && e.name === 'LCP' ? [e.value] : [])));
      return { engine, events: events.length, errors, failed: failedCalls, lcpP75 };
    });
    const total = (row: (typeof rows)[number]) =>
      row.errors + row.failed.reduce((sum, g) => sum + g.count, 0);
    rows.sort((a, b) => total(b) - total(a) || b.events - a.events);

    const lines = (await report([plain, zipped])).split('\n');
    expect(lines[0]).toMatch(
      /^Telemetry: 200000 events in 10000 batches \(7 lines rejected: not the telemetry contract\), 2026-11-24 16:00 to 2026-11-25 15:59 UTC$/,
    );
    const at = lines.indexOf('Per engine') + 3;
    const printed = lines.slice(at, at + rows.length).map((line) => line.split(/ {2,}/));
    expect(printed).toEqual(
      rows.map((row) => [
        row.engine,
        `${row.events}`,
        `${row.errors}`,
        failedCallsText(row.failed),
        `${row.lcpP75}`,
      ]),
    );
    expect(lines.slice(lines.indexOf('Rejected lines') + 3, -1)).toHaveLength(7);
  }, 120_000);
});
