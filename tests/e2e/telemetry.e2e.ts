import { validateTelemetryBatch } from '../../src/generated/validators/telemetryBatch.js';
import { MAX_BATCH_BYTES } from '../../src/telemetry/telemetryTypes.ts';
import type { App, ReceivedTelemetry } from './fixtures';
import { describe, expect, test } from './fixtures';

/**
 * Telemetry (DESIGN §10) in the built app against the sandbox, which records every beacon the
 * pages send (`GET /api/__sandbox/telemetry`).
 */

type Event = ReceivedTelemetry['events'][number];

/**
 * Leaves the page (the borrower closes the webview) once its reporter is there (it loads after the
 * first paint): whatever waits is sent, vitals included.
 */
async function leave(app: App): Promise<void> {
  await reporterReady(app);
  await app.page.goto('about:blank');
}

/** Waits for the page's reporter (`performance.mark('telemetry:ready')`). */
async function reporterReady(app: App): Promise<void> {
  await app.page.waitForFunction(() => performance.getEntriesByName('telemetry:ready').length > 0);
}

/** Every event the sandbox has received once `ready` holds of them (beacons arrive after the page has gone). */
async function eventsWhen(app: App, ready: (events: Event[]) => boolean): Promise<Event[]> {
  let events: Event[] = [];
  await expect
    .poll(async () => {
      events = (await app.telemetry()).flatMap((batch) => batch.events);
      return ready(events);
    })
    .toBe(true);
  return events;
}

const ofType = (events: Event[], type: string) => events.filter((event) => event.type === type);

/** The fields every event carries, for a page opened at `route` showing `screen`. */
function expectCommon(event: Event | undefined, screen: string, route: string): void {
  expect(event).toMatchObject({ screen, route, brand: 'pesoagad', appVersion: '3.2.1' });
  expect(event?.build).toMatch(/^\d+\.\d+\.\d+\+\w+$/);
  // The engine, family and major version (DESIGN §11): the tests' Chromium; never the user agent.
  expect(event?.engine).toMatch(/^chromium\/\d+$/);
  expect(Math.abs(Number(event?.time) - Date.now())).toBeLessThan(120_000);
}

/** Every string of an answer at least 4 characters long, and every number of 4 digits or more. */
function answerValues(value: unknown, into: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string' && value.length >= 4) into.add(value);
  else if (typeof value === 'number' && Math.abs(value) >= 1000) into.add(String(value));
  else if (value && typeof value === 'object')
    for (const child of Object.values(value)) answerValues(child, into);
  return into;
}

/** The session a host opens the pages with: the ids must never reach an event. */
const SESSION = {
  sessionId: 'sess-7f3a9c21',
  deviceId: 'dev-4b2e81d0',
  gps_adid: '5e1f0c2a-9d33-4b7e-a1c4-0f6e2d8b7a10',
  appVersion: '3.2.1',
  osVersion: 'Android 13',
};
const session = (extra: Record<string, string> = {}) =>
  new URLSearchParams({ ...SESSION, ...extra }).toString();

describe('telemetry', () => {
  test('an answer that breaks its schema sends one drift event: endpoint, pointer, type names, no value', async ({
    app,
  }) => {
    const answers: unknown[] = [];
    app.page.on('response', (response) => {
      if (response.url().includes('/loan-details/')) void response.json().then((body) => answers.push(body));
    });
    await app.open(`/loanDetails?${session({ productId: '1', orderId: 'order-174-delay1' })}`, {
      scenario: 'fault-drift:loanDetails',
    });
    await app.page.getByRole('alert').filter({ hasText: 'Unexpected answer' }).waitFor();
    await leave(app);
    const events = await eventsWhen(app, (all) => ofType(all, 'drift').length > 0);
    const drift = ofType(events, 'drift');
    expect(drift).toHaveLength(1);
    expect(drift[0]).toMatchObject({
      type: 'drift',
      endpoint: 'loanDetails',
      violations: [{ path: '/data/orderStatus', expected: 'integer', received: 'string' }],
    });
    expectCommon(drift[0], 'orderDetails', '/loanDetails');
    // The call failed too (its answer could not be used): an api event, with the status it came with.
    expect(ofType(events, 'api')).toMatchObject([{ endpoint: 'loanDetails', status: 200, shown: true }]);
    // Nothing of the answer: not the drifted "174", not a name, a text or an amount.
    expect(answers).toHaveLength(1);
    const bodies = (await app.telemetry()).map((batch) => batch.body).join('\n');
    expect(bodies).not.toContain('"174"');
    for (const value of answerValues(answers[0])) expect(bodies).not.toContain(value);
  });

  test('an HTTP 500 sends an api event with the status and the time taken', async ({ app }) => {
    app.expectConsoleError(/status of 500/);
    await app.open(`/customerService?${session()}`, { scenario: 'fault-500:contactKfInfo' });
    await app.page.getByRole('alert').filter({ hasText: 'HTTP 500' }).waitFor();
    await leave(app);
    const [api, ...more] = ofType(await eventsWhen(app, (all) => ofType(all, 'api').length > 0), 'api');
    expect(more).toEqual([]);
    expect(api).toMatchObject({ type: 'api', endpoint: 'contactKfInfo', status: 500, shown: true });
    expect(api?.ms).toEqual(expect.any(Number));
    expect(api).not.toHaveProperty('code');
    expectCommon(api, 'customerService', '/customerService');
  });

  test('a render error sends an error event with the screen file, the node pointer and the widget', async ({
    app,
  }) => {
    // A screen out of step with its widgets (a star rating of 2^32 stars cannot be drawn): the
    // build's about-us chunk, served with its title replaced by one.
    await app.page.route('**/assets/aboutUs-*.js', async (route) => {
      const response = await route.fetch();
      const code = (await response.text()).replace(
        'type:`text`,variant:`title`,text:`About us`',
        'type:`starRating`,stateKey:`stars`,max:4294967296',
      );
      expect(code).toContain('starRating');
      await route.fulfill({ status: 200, contentType: 'text/javascript', body: code });
    });
    app.expectConsoleError(/Invalid array length/);
    // Not the route's prerendered page (drawn from the screen as built, it would not match the
    // chunk changed here): the address in other letters, which the router takes as about us.
    await app.open(`/AboutUs?${session()}`);
    await app.page.getByRole('alert').filter({ hasText: 'This page could not be shown.' }).waitFor();
    await leave(app);
    const [error] = ofType(await eventsWhen(app, (all) => ofType(all, 'error').length > 0), 'error');
    expect(error).toMatchObject({
      type: 'error',
      file: 'screens/aboutUs.json',
      pointer: '/body/0/children/0/children/0',
      widget: 'starRating',
      message: 'Invalid array length',
    });
    expectCommon(error, 'aboutUs', '/aboutUs');
  });

  test('leaving a page sends its vitals, LCP and INP with the pointer of their element', async ({ app }) => {
    await app.open(`/loanDetails?${session({ productId: '1', orderId: 'order-174-delay1' })}`);
    await app.settled('orderDetails');
    // web-vitals starts after the reporter (both after the first paint), and the browser keeps no
    // quick interaction from before it: the tap waits for it.
    await app.page.waitForFunction(() => performance.getEntriesByName('telemetry:vitals').length > 0);
    // A tap on the product's name (text, no action): the page's INP.
    await app.page.getByText('Sandbox Loan').first().click();
    // The browser hands the tap's timing to observers after its next paint, in a task of its own;
    // a page closed before then never sees it (a borrower takes longer than a test to close one).
    await app.page.waitForFunction(() => performance.getEntriesByType('first-input').length > 0);
    await app.page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 50))));
    await leave(app);
    const events = await eventsWhen(app, (all) =>
      ['LCP', 'INP', 'FCP', 'TTFB', 'CLS'].every((name) => all.some((event) => event.name === name)),
    );
    const vitals = ofType(events, 'vital');
    for (const vital of vitals) {
      expectCommon(vital, 'orderDetails', '/loanDetails');
      expect(vital.value).toEqual(expect.any(Number));
    }
    const lcp = vitals.find((vital) => vital.name === 'LCP');
    // The status banner: the image widget of the order's status; INP, the text that was tapped.
    expect(lcp?.pointer).toMatch(/^\/body\/\d+(\/children\/\d+)*$/);
    const inp = vitals.find((vital) => vital.name === 'INP');
    expect(inp?.pointer).toMatch(/^\/body\/\d+(\/children\/\d+)*$/);
    expect(inp?.pointer).not.toBe(lcp?.pointer);
  });

  test('a page that fails 500 times sends at most 100 events, 20 a batch', async ({ app }) => {
    app.expectConsoleError(/status of 500/);
    await app.open(`/customerService?${session()}`, { scenario: 'fault-500:contactKfInfo' });
    const retry = app.page.getByRole('button', { name: 'Retry' });
    await retry.waitFor();
    // 499 more failures, as fast as the page can show each: Retry, the call fails, Retry again.
    await app.page.evaluate(async () => {
      for (let failures = 1; failures < 500; ) {
        const button = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Retry');
        if (button) {
          button.click();
          failures += 1;
        }
        await new Promise((resolve) => setTimeout(resolve, button ? 5 : 1));
      }
    });
    await retry.waitFor();
    await leave(app);
    await eventsWhen(app, (all) => all.length >= 100);
    // Nothing more comes after the hundredth.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const batches = await app.telemetry();
    const events = batches.flatMap((batch) => batch.events);
    expect(events).toHaveLength(100);
    // The first hundred: the failed calls, and the vitals measured by then (FCP, TTFB).
    const calls = ofType(events, 'api');
    expect(calls.length).toBeGreaterThanOrEqual(95);
    expect(calls.every((event) => event.endpoint === 'contactKfInfo' && event.status === 500)).toBe(true);
    expect(batches.every((batch) => batch.events.length <= 20)).toBe(true);
    // Each body is the telemetry contract (what nginx's report accepts), and within nginx's limit.
    for (const batch of batches) {
      expect(
        validateTelemetryBatch(JSON.parse(batch.body)),
        JSON.stringify(validateTelemetryBatch.errors),
      ).toBe(true);
      expect(new TextEncoder().encode(batch.body).length).toBeLessThanOrEqual(MAX_BATCH_BYTES);
    }
  });

  test('no event carries the session id, the device id, a phone or card number of the page or the answers', async ({
    app,
  }) => {
    const answerTexts: string[] = [];
    app.page.on('response', (response) => {
      if (response.url().includes('/api/') && response.headers()['content-type']?.includes('json'))
        void response.text().then(
          (text) => answerTexts.push(text),
          () => undefined,
        );
    });
    app.expectConsoleError(/status of 500|Invalid array length/);
    // Full card numbers in an answer, and the page's other answer drifts.
    await app.open(`/paymentWay?${session({ productId: '1', orderId: 'o-1' })}`, {
      scenario: 'pay-fullcard,fault-drift:loanPlayDetail',
    });
    await app.page.getByRole('alert').filter({ hasText: 'Unexpected answer' }).waitFor();
    // A phone number typed, and a refusal of the call that carries it.
    await reporterReady(app);
    await app.context.clearCookies({ name: 'scenario' });
    await app.open(`/promotion?templateId=tpl-spring&user_from=facebook&${session()}`, {
      scenario: 'sms-badcaptcha',
    });
    await app.page.getByRole('textbox', { name: 'Mobile number' }).fill('13812345678');
    await app.page.getByRole('textbox', { name: 'Image code' }).fill('AB12');
    await app.page.getByRole('button', { name: 'Get code' }).click();
    await app.page.getByRole('status').getByText('Wrong image verification code').waitFor();
    // The service phone in an answer, and a page that fails.
    await reporterReady(app);
    await app.context.clearCookies({ name: 'scenario' });
    await app.open(`/customerService?${session()}`, { scenario: 'fault-500:contactKfInfo' });
    await app.page.getByRole('alert').waitFor();
    await reporterReady(app);
    await app.context.clearCookies({ name: 'scenario' });
    await app.open(`/customerService?${session()}`);
    await app.page.getByRole('button', { name: /E-mail/ }).waitFor();
    await leave(app);

    const events = await eventsWhen(
      app,
      (all) =>
        all.some((event) => event.type === 'drift') &&
        all.some((event) => event.type === 'api' && event.code !== undefined) &&
        all.some((event) => event.type === 'api' && event.status === 500),
    );
    expect(events.length).toBeGreaterThan(3);
    const secrets = new Set([
      SESSION.sessionId,
      SESSION.deviceId,
      SESSION.gps_adid,
      '13812345678',
      // Every phone and card number the answers held, as sent and as digits only.
      ...answerTexts.flatMap((text) => text.match(/\+?\d[\d ()-]{8,}\d/g) ?? []),
    ]);
    for (const value of [...secrets]) secrets.add(value.replace(/\D/g, ''));
    expect(secrets.has('5210123412341234')).toBe(true);
    expect(secrets.has('639175550142')).toBe(true);
    for (const batch of await app.telemetry()) {
      for (const secret of secrets) expect(batch.body, `a beacon holds ${secret}`).not.toContain(secret);
      expect(
        validateTelemetryBatch(JSON.parse(batch.body)),
        JSON.stringify(validateTelemetryBatch.errors),
      ).toBe(true);
    }
    // The engine of every event is the browser's major version, and nothing more of its user agent.
    const userAgent = await app.page.evaluate(() => navigator.userAgent);
    const version = /\b(?:HeadlessChrome|Chrome)\/([\d.]+)/.exec(userAgent)?.[1] ?? '';
    expect(version).toMatch(/^\d+\./);
    expect(new Set(events.map((event) => event.engine))).toEqual(
      new Set([`chromium/${version.split('.')[0]}`]),
    );
    for (const batch of await app.telemetry()) {
      expect(batch.body).not.toContain(version);
      expect(batch.body).not.toMatch(/Mozilla|AppleWebKit|Chrome\//);
    }
  }, 60_000);
});
