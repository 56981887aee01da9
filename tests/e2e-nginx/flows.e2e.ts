import { statSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, Response } from 'playwright-core';
import { inject } from 'vitest';
import { pngFile } from '../e2e/complaintSupport.ts';
import type { App } from '../e2e/fixtures.ts';
import { appPath, expect, test } from './fixtures.ts';

/**
 * The core flows in Chromium against nginx with deploy/nginx.conf, the app under its sub-path
 * (`/loan/loanDetails?…`) and its API proxied to the sandbox. Each flow also checks that every call
 * went to `<base>api/` and every script and style came from `<base>assets/`.
 */
const origin = inject('nginxOrigin');
const base = inject('base');
const dist = inject('dist');
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Records what the page fetched from where: API calls, and the scripts and style sheets. */
function watch(page: Page) {
  const calls: string[] = [];
  const assets: Response[] = [];
  page.on('request', (request) => {
    if (['xhr', 'fetch'].includes(request.resourceType())) calls.push(request.url());
  });
  page.on('response', (response) => {
    if (['script', 'stylesheet'].includes(response.request().resourceType())) assets.push(response);
  });
  return {
    /** Every call went to the API under the base, through nginx's proxy. */
    expectProxied() {
      expect(calls.length).toBeGreaterThan(0);
      for (const url of calls) expect(url.startsWith(`${origin}${base}api/`), url).toBe(true);
    },
    /** Every script and style sheet is a hashed asset under the base, immutable, sent as the build's Brotli copy. */
    async expectAssets() {
      expect(assets.length).toBeGreaterThan(0);
      for (const response of assets) {
        const url = response.url();
        expect(url.startsWith(`${origin}${base}assets/`), url).toBe(true);
        const headers = await response.allHeaders();
        expect(headers['cache-control'], url).toBe(IMMUTABLE);
        const file = join(dist, new URL(url).pathname.slice(base.length));
        if (statSync(file).size >= 256) expect(headers['content-encoding'], url).toBe('br');
      }
    },
  };
}

/**
 * Opens an app path under the base and checks which screen shows, so a route the app does not know
 * under the sub-path fails at once ("notFound") rather than by a time-out.
 */
async function openScreen(app: App, path: string, screenId: string, scenario?: string): Promise<void> {
  await app.open(path, scenario ? { scenario } : undefined);
  const ready = app.page.locator('html[data-screen-ready]');
  await ready.waitFor({ state: 'attached' });
  expect(await ready.getAttribute('data-screen-ready'), `the screen at ${appPath(path)}`).toBe(screenId);
}

function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

test('order details: a deep link shows the order, and a reload of it too (history fallback)', async ({
  app,
}) => {
  const { page } = app;
  const seen = watch(page);
  const document = page.waitForResponse((response) => response.request().resourceType() === 'document');
  await openScreen(app, '/loanDetails?productId=1&orderId=order-174-delay1&sessionId=s1', 'orderDetails');
  expect(await (await document).headerValue('cache-control')).toBe('no-cache');
  await page.getByRole('region', { name: 'Loan details' }).waitFor();
  await page.getByRole('img', { name: 'Repayment due soon' }).waitFor();
  await page.getByRole('button', { name: 'REPAY', exact: true }).waitFor();
  expect(pathOf(page)).toBe(appPath('/loanDetails'));
  const [load] = await app.requests('loanDetails');
  expect(load?.query).toMatchObject({ productId: '1', orderId: 'order-174-delay1', sessionId: 's1' });

  await page.reload();
  await page.getByRole('img', { name: 'Repayment due soon' }).waitFor();
  expect(pathOf(page)).toBe(appPath('/loanDetails'));
  seen.expectProxied();
  await seen.expectAssets();
});

test('order details: a button goes to another screen under the base, which survives a reload', async ({
  app,
}) => {
  const { page } = app;
  await openScreen(app, '/loanDetails?productId=1&orderId=order-180-delay1&sessionId=s1', 'orderDetails');
  await page.getByRole('button', { name: 'Rollover Repayment', exact: true }).click();
  await page.waitForURL((url) => url.pathname === appPath('/repayDelay'));
  expect(new URL(page.url()).searchParams.get('source')).toBe('loanDetail');
  await page.locator('html[data-screen-ready="repayDelay"]').waitFor();
  await page.reload();
  await page.locator('html[data-screen-ready="repayDelay"]').waitFor();
  await page.goBack();
  await page.waitForURL((url) => url.pathname === appPath('/loanDetails'));
  await page.getByRole('img', { name: 'Loan overdue' }).waitFor();
});

test('bind bank from loan details: posts bindCardDetail and replaces the page with loan details', async ({
  app,
}) => {
  const { page } = app;
  const seen = watch(page);
  await openScreen(app, '/bindBank?productId=1&sessionId=s1&source=loanDetail', 'bindBank');
  await page.getByRole('button', { name: 'Next', exact: true }).waitFor();
  await page.getByRole('button', { name: /^Bank / }).click();
  const picker = page.getByRole('dialog', { name: 'Bank' });
  await picker.getByRole('radio', { name: 'Security Bank' }).click();
  await picker.getByRole('button', { name: 'Confirm' }).click();
  await page.getByRole('textbox', { name: 'Account number', exact: true }).fill('4444333322221111');
  await page.getByRole('textbox', { name: 'Valid ID number', exact: true }).fill('1');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.waitForURL((url) => url.pathname === appPath('/loanDetails'));
  expect(new URL(page.url()).searchParams.get('source')).toBe('loanDetail');
  const [bind] = await app.requests('bindCardDetail');
  expect(bind?.body).toMatchObject({ bank_code: 'SECB', bank_card_no: '4444333322221111', product_id: '1' });
  await page.reload();
  await page.waitForURL((url) => url.pathname === appPath('/loanDetails'));
  await page.getByRole('region', { name: 'Loan details' }).waitFor();
  seen.expectProxied();
});

test('complaint: file one with a photo, find it in the list and open it', async ({ app }) => {
  const { page } = app;
  const seen = watch(page);
  const content = `My repayment is not showing (${Date.now()}).`;
  await openScreen(app, '/complaint?sessionId=s1&orderId=order-9', 'complaint', 'complaint-empty');
  await page.getByRole('button', { name: 'Repayment' }).click();
  await page.waitForURL((url) => url.pathname === appPath('/complainPageNext'));
  await page.getByRole('textbox', { name: 'Description' }).fill(content);
  await page.getByLabel('Add image').setInputFiles(pngFile('receipt.png'));
  await page.getByRole('img', { name: 'Evidence image 1' }).waitFor();
  await page.getByRole('button', { name: 'Send' }).click();
  await page.getByRole('dialog', { name: 'Submitted successfully' }).waitFor();
  await page.waitForURL((url) => url.pathname === appPath('/complaint'));

  await page.getByRole('button', { name: 'My complaints' }).click();
  await page.waitForURL((url) => url.pathname === appPath('/complaintList'));
  const items = page.getByRole('list', { name: 'Complaints' }).getByRole('listitem');
  await items.first().getByText(content).waitFor();
  await items
    .first()
    .getByRole('button', { name: /Repayment/ })
    .click();
  await page.waitForURL((url) => url.pathname === appPath('/complainDetails'));
  await page.getByText(content).waitFor();
  // The photo comes back from the sandbox through nginx, under the base (X-Forwarded-Prefix).
  const photo = page.getByRole('img', { name: 'Evidence image 1' });
  expect(new URL((await photo.getAttribute('src')) ?? '', origin).pathname).toMatch(
    new RegExp(`^${base}api/__sandbox/uploads/`),
  );
  await expect.poll(() => photo.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(1);
  seen.expectProxied();
});

test('loan confirm: Go Loan posts once and lands on the loan details under the base', async ({ app }) => {
  const { page } = app;
  const seen = watch(page);
  await openScreen(
    app,
    // dev-42 is in the published screen's share of experiments/goLoanButton.json (Go Loan).
    '/loanConfirm?productId=7&orderId=PA20260101001&position=2&sessionId=sess-abc&deviceId=dev-42',
    'loanConfirm',
  );
  await page.getByRole('region', { name: 'Loan summary' }).getByText('₱5,000.00', { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Go Loan' }).click();
  await page.waitForURL((url) => url.pathname === appPath('/loanDetails'));
  expect(new URL(page.url()).searchParams.get('from')).toBe('confirm');
  await page.locator('html[data-screen-ready="orderDetails"]').waitFor();
  const calls = await app.requests('loanDetailPush');
  expect(calls).toHaveLength(1);
  expect(calls[0]?.body).toEqual({ amount: '500000', periods: '91', termUnit: 'day', productId: '7' });
  seen.expectProxied();
});
