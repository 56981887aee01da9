import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';
import { appPath, describe, expect, test } from './fixtures.ts';

/**
 * The borrower's session stays out of every log and every Referer (DESIGN §3): pages opened and API
 * calls made through nginx with known secret values, then every log file nginx wrote (the site's
 * access and telemetry logs, the http block's access log, the error log) and the Referer of every
 * request the browser made (API calls, images, chunks, frames) are searched for them.
 */
const SECRETS = {
  sessionId: 'SECRET-SESSION-123',
  deviceId: 'SECRET-DEVICE-9',
  gps_adid: 'SECRET-ADID-7',
  deviceName: 'SECRET-PHONE-5',
};
const SESSION = new URLSearchParams({ productId: '1', appVersion: '1.0.0', ...SECRETS }).toString();
const PAGES = [
  { path: `/loanDetails?${SESSION}&orderId=order-174-delay1`, screen: 'orderDetails' },
  { path: `/repayPeriod?${SESSION}&orderId=o-1&source=loanDetail`, screen: 'repayPeriod' },
  { path: `/loanAgreement?${SESSION}&orderId=o-9`, screen: 'loanAgreement' },
  { path: `/?${SESSION}`, screen: 'landing' },
];

/** Every secret value found in `text`. */
const secretsIn = (text: string) => Object.values(SECRETS).filter((secret) => text.includes(secret));

describe('the session in logs and referrers', () => {
  test('no log of the site and no Referer holds a session value', async ({ app }) => {
    const referers: string[] = [];
    // Each request's headers as sent, read while the test runs; one still on its way when the page
    // closes (a beacon as the test ends) has none left to read, which is no failure.
    const reads: Promise<void>[] = [];
    app.page.on('request', (request) => {
      reads.push(
        request.allHeaders().then(
          ({ referer }) => {
            if (referer) referers.push(`${request.resourceType()} ${request.url()} <- ${referer}`);
          },
          () => undefined,
        ),
      );
    });
    for (const { path, screen } of PAGES) {
      await app.page.goto(`${inject('nginxOrigin')}${appPath(path)}`);
      await app.page.locator(`html[data-screen-ready="${screen}"]`).waitFor({ state: 'attached' });
      await app.page.waitForLoadState('networkidle');
    }
    await Promise.all(reads);
    // The requests went through nginx, with Referers, and every one is the origin alone.
    expect(referers.length).toBeGreaterThan(5);
    for (const line of referers) {
      expect(secretsIn(line.split(' <- ')[1] ?? ''), line).toEqual([]);
      expect(line.split(' <- ')[1], line).toBe(`${inject('nginxOrigin')}/`);
    }
    const prefix = inject('nginxPrefix');
    const logs = readdirSync(prefix).filter((name) => name.endsWith('.log'));
    const access = readFileSync(join(prefix, 'loan-access.log'), 'utf8');
    // The site's own log has a line per request, the API's included, with its route.
    expect(access).toMatch(/"route":"\/loan\/api\/v3\/loan-details\/loan-details","status":200/);
    for (const name of logs)
      expect(secretsIn(readFileSync(join(prefix, name), 'utf8')), `${name} holds a session value`).toEqual(
        [],
      );
  });
});
