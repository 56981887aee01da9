import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { inject } from 'vitest';
import { describe, expect, test } from './fixtures.ts';

/**
 * Telemetry in production (DESIGN §10): the app's beacons go to `<base>telemetry` on nginx with
 * deploy/nginx.conf, which writes each batch as one JSON line of its own log, and
 * `npm run telemetry` reads that log back into its tables.
 */
const origin = inject('nginxOrigin');
const base = inject('base');
const telemetryLog = inject('telemetryLog');
const root = resolve(import.meta.dirname, '../..');
const run = promisify(execFile);

interface LogLine {
  time: string;
  body: string;
}

/** The lines of the log (other tests' pages write there too). */
function logLines(): LogLine[] {
  if (!existsSync(telemetryLog)) return [];
  return readFileSync(telemetryLog, 'utf8')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as LogLine);
}

const post = (body: string, method = 'POST', type = 'application/json') =>
  fetch(`${origin}${base}telemetry`, {
    method,
    ...(method === 'POST' ? { body, headers: { 'content-type': type } } : {}),
  });

describe('the telemetry log', () => {
  test('the beacons of a page that failed are JSON lines of the log, and npm run telemetry tables them', async ({
    app,
  }) => {
    // This test's events, told from the other tests' by the host app's version.
    const appVersion = `9.${Date.now() % 100000}.1`;
    app.expectConsoleError(/status of 500/);
    await app.open(`/customerService?sessionId=s-nginx&appVersion=${appVersion}`, {
      scenario: 'fault-500:contactKfInfo',
    });
    await app.page.getByRole('alert').filter({ hasText: 'HTTP 500' }).waitFor();
    await app.page.waitForFunction(() => performance.getEntriesByName('telemetry:ready').length > 0);
    await app.page.goto('about:blank');

    let ours: LogLine[] = [];
    await expect
      .poll(() => {
        ours = logLines().filter((line) => line.body.includes(`"appVersion":"${appVersion}"`));
        return ours
          .flatMap((line) => (JSON.parse(line.body) as { events: { type: string }[] }).events)
          .map((event) => event.type)
          .filter((type) => type === 'api' || type === 'vital').length;
      })
      .toBeGreaterThanOrEqual(3);
    for (const line of ours) {
      expect(Object.keys(line)).toEqual(['time', 'body']);
      expect(line.time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/);
      expect(line.body).not.toContain('s-nginx');
    }
    const events = ours.flatMap(
      (line) => (JSON.parse(line.body) as { events: Record<string, unknown>[] }).events,
    );
    expect(events).toContainEqual(
      expect.objectContaining({
        type: 'api',
        screen: 'customerService',
        route: '/customerService',
        endpoint: 'contactKfInfo',
        status: 500,
        appVersion,
        engine: expect.stringMatching(/^chromium\/\d+$/),
      }),
    );

    const folder = mkdtempSync(join(tmpdir(), 'loan-telemetry-'));
    try {
      const log = join(folder, 'telemetry.log');
      writeFileSync(log, `${ours.map((line) => JSON.stringify(line)).join('\n')}\n`);
      const html = join(folder, 'report.html');
      const { stdout } = await run('npx', ['tsx', 'scripts/telemetry.ts', log, '--html', html], {
        cwd: root,
      });
      const lines = stdout.split('\n');
      expect(lines[0]).toMatch(new RegExp(`^Telemetry: ${events.length} events in ${ours.length} batch`));
      expect(lines.find((line) => line.startsWith('customerService'))).toMatch(
        /^customerService\s+\/customerService\s+\d+\s+0\s+0\s+500×1\s+\d+/,
      );
      expect(lines.find((line) => line.startsWith('contactKfInfo'))).toMatch(
        /^contactKfInfo\s+0\s+500×1\s+\d+$/,
      );
      // Per engine and per locale: every event of the page is of the tests' Chromium, in English.
      const tableAfter = (title: string) => {
        const start = lines.indexOf(title) + 3;
        const end = lines.indexOf('', start);
        return lines.slice(start, end < 0 ? undefined : end).filter((line) => !line.startsWith('Wrote '));
      };
      expect(tableAfter('Per engine')).toEqual([
        expect.stringMatching(new RegExp(`^chromium/\\d+\\s+${events.length}\\s+0\\s+500×1\\b`)),
      ]);
      // Per language (DESIGN §12): the page was English.
      expect(tableAfter('Per locale')).toEqual([
        expect.stringMatching(new RegExp(`^en\\s+${events.length}\\s+0\\s+500×1\\b`)),
      ]);
      expect(readFileSync(html, 'utf8')).toContain('<td>contactKfInfo</td><td>0</td><td></td><td>500×1</td>');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  test("takes a POST of JSON up to 20 KB (the app's largest body, 16 KB, and a margin), and writes nothing for what it refuses or an empty body", async () => {
    const marker = `marker-${Date.now()}`;
    const batch = JSON.stringify({
      events: [{ type: 'api', screen: marker, route: '/', endpoint: 'x', status: 0 }],
    });
    const before = logLines().length;
    const accepted = await post(batch);
    expect(accepted.status).toBe(204);
    expect(accepted.headers.get('cache-control')).toBe('no-store');
    const largest = `{"events":[],"pad":"${marker}${'y'.repeat(16 * 1024 - 40)}"}`;
    expect((await post(largest)).status).toBe(204);
    expect((await post('', 'GET')).status).toBe(403);
    expect((await post(batch, 'POST', 'text/plain')).status).toBe(415);
    expect((await post(batch, 'POST', 'application/x-www-form-urlencoded')).status).toBe(415);
    expect((await post(`{"events":[],"pad":"${'x'.repeat(21 * 1024)}"}`)).status).toBe(413);
    expect((await post('')).status).toBe(204);
    await expect.poll(() => logLines().filter((line) => line.body.includes(marker)).length).toBe(2);
    const line = logLines().find((entry) => entry.body.includes(marker) && !entry.body.includes('yyyy'));
    expect(JSON.parse(line?.body ?? '')).toEqual(JSON.parse(batch));
    // Only the accepted batches were written (other tests' pages may have written meanwhile, never empty lines).
    expect(
      logLines()
        .slice(before)
        .every((entry) => entry.body !== '' && !entry.body.includes('xxxx')),
    ).toBe(true);
  });

  test('a body cannot break out of its line', async () => {
    const marker = `forged-${Date.now()}`;
    const body = `{"events":[]}\n{"time":"x","body":"${marker}"}`;
    expect((await post(body)).status).toBe(204);
    await expect.poll(() => logLines().filter((line) => line.body.includes(marker)).length).toBe(1);
    expect(logLines().find((line) => line.body.includes(marker))?.body).toBe(body);
  });
});
