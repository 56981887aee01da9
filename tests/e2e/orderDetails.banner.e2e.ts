import type { Page } from 'playwright-core';
import { expect, test } from './fixtures';

test.override({ reuse: true });

// The status banners are files beside the app (the brand's art, brands/<id>/banners/status-<status>.svg), chosen by a
// one-line `match` of the status in screens/orderDetails.json, no longer data: URLs in the screen's
// chunk. The banner is the page's largest content, so the boot chunk asks for it the moment the
// order's answer arrives (`mainImages` of the route plan, src/engine/prefetch.ts), while the entry
// chunk is still on its way; its box is kept (width and height) so nothing moves when it arrives.

const SESSION = { productId: '1', sessionId: 's-1', appVersion: '1.0.0', deviceId: 'd-1' };
const orderPath = (orderId: string) => `/loanDetails?${new URLSearchParams({ ...SESSION, orderId })}`;
const ENTRY_CHUNK = /\/assets\/index-[^/]*\.js$/;
const BANNER = /\/banners\/status-\d+\.svg$/;

const BANNERS = [
  [21, 'Order under review'],
  [110, 'Loan approved'],
  [151, 'Application not approved'],
  [170, 'Loan repaying'],
  [174, 'Repayment due soon'],
  [180, 'Loan overdue'],
  [200, 'Loan repaid'],
] as const;

/** Every banner file the page asked for. */
function bannerRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (BANNER.test(new URL(request.url()).pathname)) seen.push(new URL(request.url()).pathname);
  });
  return seen;
}

for (const [status, name] of BANNERS) {
  test(`status ${status} shows its banner file, and only that one is fetched`, async ({ app }) => {
    const requested = bannerRequests(app.page);
    await app.open(orderPath(`order-${status}-delay0`));
    const banner = app.page.getByRole('region', { name: 'Order status' }).getByRole('img', { name });
    await banner.waitFor();
    expect(new URL(await banner.evaluate((img: HTMLImageElement) => img.src)).pathname).toBe(
      `/brand/banners/status-${status}.svg`,
    );
    await expect
      .poll(() => banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    expect(requested).toEqual([`/brand/banners/status-${status}.svg`]);
    expect(app.problems).toEqual([]);
  });
}

test('the banner is asked for while the entry chunk is still downloading', async ({ app }) => {
  const { page } = app;
  // The entry chunk (React, the engine) is held until the page asks for a banner, or 5 s: only the
  // boot chunk, which has the order's answer long before React could render an <img>, can ask.
  const asked = new Promise<string>((resolve) => {
    page.on('request', (request) => {
      if (BANNER.test(request.url())) resolve('the banner');
    });
  });
  let releasedBy = '';
  await page.route(ENTRY_CHUNK, async (route) => {
    releasedBy = await Promise.race([
      asked,
      new Promise<string>((resolve) => setTimeout(() => resolve('the time-out'), 5000)),
    ]);
    await route.continue();
  });
  await app.open(orderPath('order-174-delay1'));
  await page.getByRole('img', { name: 'Repayment due soon' }).waitFor();
  expect(releasedBy).toBe('the banner');
  const hint = page.locator('link[rel="preload"][as="image"][href="/brand/banners/status-174.svg"]');
  expect(await hint.getAttribute('fetchpriority')).toBe('high');
  expect(app.problems).toEqual([]);
});

test('the banner is the largest content, and nothing moves when it arrives', async ({ app }) => {
  const { page } = app;
  await app.open(orderPath('order-174-delay1'));
  await page.getByRole('button', { name: 'REPAY', exact: true }).waitFor();
  await app.settled('orderDetails');
  const banner = page.getByRole('img', { name: 'Repayment due soon' });
  await expect
    .poll(() => banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  const paint = await page.evaluate(
    () =>
      new Promise<{ lcp: { url: string; tag: string; ms: number }; shift: number }>((resolve) => {
        let lcp = { url: '', tag: '', ms: 0 };
        let shift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            url: string;
            element: Element | null;
          })[])
            lcp = { url: entry.url, tag: entry.element?.tagName ?? '', ms: Math.round(entry.startTime) };
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
            shift += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        // Buffered entries are delivered in a task after observe.
        setTimeout(() => resolve({ lcp, shift }), 100);
      }),
  );
  console.log(
    `order details (loopback, no throttling): LCP ${paint.lcp.ms} ms on ${paint.lcp.tag} ${paint.lcp.url}, CLS ${paint.shift}`,
  );
  expect(paint.lcp.tag).toBe('IMG');
  expect(new URL(paint.lcp.url).pathname).toBe('/brand/banners/status-174.svg');
  expect(paint.shift).toBe(0);
  expect(app.problems).toEqual([]);
});
