import { existsSync, readFileSync, statSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { dirname, join } from 'node:path';
import { inject } from 'vitest';
import { appPath, describe, expect, test } from './fixtures.ts';

/**
 * The telemetry endpoint under a flood (issue 36), as an attacker sends it: thousands of posts from
 * one address, while borrowers from another go on using the app. Loopback only: 127.0.0.2 and up are
 * other client addresses of this machine, each with its own allowance in deploy/nginx.conf's
 * `limit_req_zone` (burst 20, then 1 a second). Every loop is bounded in count and time.
 */
const origin = inject('nginxOrigin');
const base = inject('base');
const telemetryLog = inject('telemetryLog');
const errorLog = join(dirname(telemetryLog), 'error.log');
const url = new URL(`${base}telemetry`, origin);

/** deploy/nginx.conf: `limit_req ... burst=20` and `rate=1r/s`; `client_max_body_size 20k`. */
const BURST = 20;
const RATE_PER_SECOND = 1;
const MAX_BODY = 20 * 1024;

const linesWith = (marker: string) =>
  existsSync(telemetryLog)
    ? readFileSync(telemetryLog, 'utf8')
        .split('\n')
        .filter((line) => line.includes(marker))
    : [];
const sizeOf = (file: string) => (existsSync(file) ? statSync(file).size : 0);
/** What nginx's error log noted of a client address (it names the client of each line). */
const errorLinesFrom = (address: string) =>
  existsSync(errorLog)
    ? readFileSync(errorLog, 'utf8')
        .split('\n')
        .filter((line) => line.includes(`client: ${address},`))
    : [];

/**
 * A batch of 20 events as large as the app sends one (~15 KB), every event of the contract: an
 * attacker's best try at filling the disk within what nginx takes.
 */
function largeBatch(marker: string): string {
  const event = {
    type: 'error',
    screen: marker,
    route: '/loanDetails',
    brand: 'pesoagad',
    build: '0.1.0+flood',
    engine: 'chromium/120',
    time: Date.now(),
    file: 'screens/orderDetails.json',
    pointer: `/body/${'0/children/'.repeat(20)}0`,
    widget: 'image',
    message: 'm'.repeat(200),
    appVersion: 'v'.repeat(32),
    osVersion: 'o'.repeat(32),
  };
  return JSON.stringify({ events: Array.from({ length: 20 }, () => event) });
}

interface Flood {
  /** How many answers of each status. */
  statuses: Map<number, number>;
  /** Whether the last post has been answered. */
  done: boolean;
  finished: Promise<void>;
}

/**
 * `count` posts of `body` from `localAddress`, `concurrency` at a time on kept-alive connections,
 * each started no sooner than `spacingMs` after the one before (so the flood lasts while the
 * borrower's side of the test runs). Each post gives up after 10 s.
 */
function flood(options: {
  body: string;
  count: number;
  concurrency: number;
  localAddress: string;
  spacingMs: number;
}): Flood {
  const agent = new Agent({ keepAlive: true, maxSockets: options.concurrency });
  const statuses = new Map<number, number>();
  const start = Date.now();
  let next = 0;
  const post = () =>
    new Promise<number>((resolve, reject) => {
      const req = request(
        url,
        {
          method: 'POST',
          agent,
          localAddress: options.localAddress,
          timeout: 10_000,
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(options.body) },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('timeout', () => req.destroy(new Error('no answer in 10 s')));
      req.on('error', reject);
      req.end(options.body);
    });
  const worker = async () => {
    while (next < options.count) {
      const at = next++;
      const wait = start + at * options.spacingMs - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const status = await post();
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  };
  const state: Flood = {
    statuses,
    done: false,
    finished: Promise.all(Array.from({ length: options.concurrency }, worker)).then(() => {
      state.done = true;
      agent.destroy();
    }),
  };
  return state;
}

describe('the telemetry endpoint under a flood', () => {
  test('one address posting 2,000 batches writes the burst and a line a second; another address still lands, pages are served', async ({
    app,
  }) => {
    const marker = `flood${Date.now()}`;
    const body = largeBatch(marker);
    expect(Buffer.byteLength(body)).toBeGreaterThan(14 * 1024);
    expect(Buffer.byteLength(body)).toBeLessThan(MAX_BODY);
    const logBefore = sizeOf(telemetryLog);

    const started = Date.now();
    // 2,000 posts over about 8 s from 127.0.0.2, 20 at a time.
    const attack = flood({ body, count: 2000, concurrency: 20, localAddress: '127.0.0.2', spacingMs: 4 });
    await expect.poll(() => attack.statuses.get(429) ?? 0).toBeGreaterThan(0);

    // Meanwhile, from 127.0.0.1: the app's page is served, and a borrower's failed call reaches the log.
    const page = await fetch(`${origin}${appPath('/customerService')}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root"');
    // Unique to this test: the lines hold the batch as escaped JSON text, so the value alone is searched.
    const appVersion = `7.${Date.now() % 100000}.4242`;
    app.expectConsoleError(/status of 500/);
    await app.open(`/customerService?sessionId=s-flood&appVersion=${appVersion}`, {
      scenario: 'fault-500:contactKfInfo',
    });
    await app.page.getByRole('alert').filter({ hasText: 'HTTP 500' }).waitFor();
    await app.page.waitForFunction(() => performance.getEntriesByName('telemetry:ready').length > 0);
    await app.page.goto('about:blank');
    await expect.poll(() => linesWith(appVersion).length).toBeGreaterThan(0);
    // All of that while the flood was still going on.
    expect(attack.done).toBe(false);

    await attack.finished;
    const seconds = (Date.now() - started) / 1000;
    const accepted = attack.statuses.get(204) ?? 0;
    const refused = attack.statuses.get(429) ?? 0;
    expect(accepted + refused).toBe(2000);
    // The burst at once, then what the rate lets through while the flood lasted (and one in flight).
    expect(accepted).toBeGreaterThanOrEqual(BURST);
    expect(accepted).toBeLessThanOrEqual(BURST + Math.ceil(seconds * RATE_PER_SECOND) + 1);
    // Every post taken is one line; nothing else of the flood was written, nor noted in the error log.
    const flooded = linesWith(marker);
    expect(flooded).toHaveLength(accepted);
    const grown = sizeOf(telemetryLog) - logBefore;
    expect(grown).toBeGreaterThanOrEqual(flooded.join('\n').length);
    expect(grown).toBeLessThan((accepted + 20) * 2 * MAX_BODY);
    expect(errorLinesFrom('127.0.0.2')).toEqual([]);
  }, 60_000);

  test("bodies larger than the app's (the 62 KB of the report) are refused unread, unlogged", async () => {
    const marker = `oversize${Date.now()}`;
    const body = JSON.stringify({ events: [], pad: marker.repeat(Math.ceil(62_000 / marker.length)) });
    const attack = flood({ body, count: 200, concurrency: 20, localAddress: '127.0.0.3', spacingMs: 0 });
    await attack.finished;
    expect([...attack.statuses]).toEqual([[413, 200]]);
    expect(linesWith(marker)).toEqual([]);
    expect(errorLinesFrom('127.0.0.3')).toEqual([]);
  });
});
