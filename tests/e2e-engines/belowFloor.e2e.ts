import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { validateTelemetryBatch } from '../../src/generated/validators/telemetryBatch.js';
import { brand } from '../e2e/brand';
import type { ReceivedTelemetry } from '../e2e/fixtures';
import type { EngineBrowser, EnginePage } from './enginePage';
import { inPage, SANDBOX_TELEMETRY } from './inPage';
import { launchOldChromium } from './oldChromium';
import { openClient, waitFor } from './suites';

/**
 * Chromium 79 (chrome-aws-lambda 2.0.2) has ES modules but not the floor's syntax (optional
 * chaining came in 80): the app's modules fail to parse. The borrower gets the page below the floor
 * (DESIGN §11), not a spinner that never ends, and telemetry hears of it.
 */
describe('Chromium 79, below the floor', () => {
  let engine: EngineBrowser;
  let page: EnginePage;
  beforeAll(async () => {
    engine = await launchOldChromium('chromium-79');
    page = await openClient(engine);
  });
  afterAll(async () => {
    await page?.close();
    await engine?.close();
  });

  it('order details shows the update page in the brand, with the service phone, e-mail and store links', async () => {
    expect(engine.engine).toBe('chromium/79');
    await page.goto(
      `${inject('baseURL')}/loanDetails?productId=1&sessionId=s-1&orderId=order-174-delay1&appVersion=3.2.1`,
    );
    const text = await waitFor<string>(
      page,
      'document.body.innerText',
      (shown) => shown.includes('Please update Android System WebView'),
      'the page below the floor never showed',
    );
    expect(text).toContain(brand.name);
    expect(text).toContain(brand.servicePhone);
    expect(text).toContain(brand.supportEmail);
    // The app's loading placeholder is gone: nothing spins forever.
    expect(await page.evaluate<boolean>(`document.getElementById('root') === null`)).toBe(true);
    const links = await page.evaluate<Record<string, string>>(
      inPage(`var out = {}; var all = document.querySelectorAll('#floor a');
for (var i = 0; i < all.length; i++) out[norm(all[i].textContent)] = all[i].getAttribute('href');
return out;`),
    );
    expect(links).toEqual({
      [brand.servicePhone]: `tel:${brand.servicePhone.replace(/[^+\d]/g, '')}`,
      [brand.supportEmail]: `mailto:${brand.supportEmail}`,
      [`Get ${brand.name} on Google Play`]: brand.storeUrls.android,
      [`Get ${brand.name} on the App Store`]: brand.storeUrls.ios,
    });
    // In the brand's colours: the heading is drawn on the brand's primary colour.
    const primary = brand.colors.primary;
    const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(primary.slice(at, at + 2), 16));
    expect(
      await page.evaluate<string>(`getComputedStyle(document.querySelector('#floor h1')).backgroundColor`),
    ).toBe(`rgb(${r}, ${g}, ${b})`);
  });

  it('telemetry receives the page as an error of index.html, with the engine and never the user agent', async () => {
    const batches = await waitFor<ReceivedTelemetry[]>(
      page,
      SANDBOX_TELEMETRY(inject('baseURL')),
      (received) => received.length > 0,
      'no telemetry arrived',
    );
    const events = batches.flatMap((batch) => batch.events);
    expect(events).toEqual([
      {
        type: 'error',
        screen: 'belowFloor',
        route: '/loanDetails',
        brand: brand.id,
        build: expect.stringMatching(/^\d+\.\d+\.\d+\+/),
        time: expect.any(Number),
        engine: 'chromium/79',
        appVersion: '3.2.1',
        file: 'index.html',
        pointer: '',
        message: 'below the engine floor: the app did not start',
      },
    ]);
    expect(batches[0]?.body).not.toMatch(/Mozilla|HeadlessChrome|AppleWebKit/);
    // The telemetry contract, as `npm run telemetry` holds every log line to it.
    expect(validateTelemetryBatch(JSON.parse(batches[0]?.body ?? ''))).toBe(true);
  });
});
