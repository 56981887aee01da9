import fixture from '../../sandbox/fixtures/loanPlayDetail/default.json';
import { PHONE_DENSITY } from './chromium';
import { type App, expect, test } from './fixtures';
import { withHostSession } from './hostSession';
import { expectScannable, scanBarcode } from './scanBarcode';

// Its barcodes are scanned from the screen's pixels: at the phone's own density.
test.override({ density: PHONE_DENSITY, reuse: true });

/** The order details page opens this page with source=loanDetail and the host session (DESIGN §8). */
const PERIOD = withHostSession('/repayPeriod', { source: 'loanDetail' });

async function openPeriod(app: App, scenario?: string): Promise<void> {
  await app.open(PERIOD, scenario ? { scenario } : undefined);
  await app.page.getByRole('region', { name: 'Amount due' }).waitFor();
}

test('the page loads the instalment with the session and shows amount, date and product', async ({ app }) => {
  await openPeriod(app);
  const { page } = app;
  const header = page.getByRole('region', { name: 'Amount due' });
  await header.getByText('₱2,000.00', { exact: true }).waitFor();
  await header.getByText('Repayment date: 2026-01-31').waitFor();
  await header.getByText('Sandbox Loan').waitFor();
  await page.getByRole('region', { name: 'Notice' }).getByText('Pay before 11:59 PM').waitFor();
  const [load] = await app.requests('loanPlayDetail');
  expect(load?.method).toBe('POST');
  expect(load?.body).toEqual({ productId: '7', orderId: 'PA20260101001' });
  expect(load?.query).toMatchObject({ sessionId: 'sess-abc', appVersion: '3.2.1', deviceId: 'dev-42' });
});

test('the details show 2 rows, all after More and 2 again after Hide', async ({ app }) => {
  await openPeriod(app);
  const details = app.page.getByRole('region', { name: 'Repayment details' });
  const terms = details.getByRole('term');
  await expect.poll(() => terms.allTextContents()).toEqual(['Loan amount', 'Interest']);
  await details.getByRole('button', { name: 'More' }).click();
  await details.getByRole('button', { name: 'Hide' }).waitFor();
  await expect
    .poll(() => terms.allTextContents())
    .toEqual(['Loan amount', 'Interest', 'Service fee', 'Late fee', 'Instalment']);
  expect(await details.getByRole('definition').last().textContent()).toBe('1/3');
  await details.getByRole('button', { name: 'Hide' }).click();
  await details.getByRole('button', { name: 'More' }).waitFor();
  expect(await terms.count()).toBe(2);
});

test('the promo image opens the repayment instructions', async ({ app }) => {
  await openPeriod(app);
  await app.page.getByRole('button', { name: 'How to repay: see the repayment instructions' }).click();
  await app.page.waitForURL((url) => url.pathname === '/carpmm');
});

test('without a pay code there is no pay box, no barcode and no promo image', async ({ app }) => {
  await openPeriod(app, 'repay-nopaycode');
  const { page } = app;
  await page.getByText('₱2,000.00', { exact: true }).waitFor();
  expect(await page.getByRole('region', { name: 'Default repayment' }).count()).toBe(0);
  expect(await page.getByRole('button', { name: 'Show barcode' }).count()).toBe(0);
  expect(await page.getByRole('button', { name: 'Copy pay code' }).count()).toBe(0);
  expect(await page.getByRole('button', { name: /How to repay/ }).count()).toBe(0);
  await page.getByRole('button', { name: 'Payment Method' }).waitFor();
});

test('the pay box shows the code and Copy copies it with a toast', async ({ app }) => {
  await app.context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openPeriod(app);
  const { page } = app;
  const box = page.getByRole('region', { name: 'Default repayment' });
  await box.getByText('Default repayment code').waitFor();
  await box.getByRole('button', { name: 'Pay code PA7Q4K9M2X' }).waitFor();
  await box.getByRole('button', { name: 'Copy pay code' }).click();
  await page.getByRole('status').getByText('copy success').waitFor();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('PA7Q4K9M2X');
});

test('tapping the pay box saves the repayment info and opens the code page', async ({ app }) => {
  await openPeriod(app);
  const { page } = app;
  await page.getByRole('button', { name: 'Pay code PA7Q4K9M2X' }).click();
  await page.waitForURL((url) => url.pathname === '/repaymentOfCode2');
  const query = Object.fromEntries(new URL(page.url()).searchParams);
  expect(query).toMatchObject({ showType: '1', payCode: 'PA7Q4K9M2X', repayAmount: '200000' });
  const saved = JSON.parse((await page.evaluate(() => localStorage.getItem('repayInfo'))) ?? 'null');
  expect(saved).toMatchObject({
    logo: '/api/__sandbox/assets/logo-gcash.svg',
    payCode: 'PA7Q4K9M2X',
    repayAmount: 200000,
  });
  expect(saved).not.toHaveProperty('delayAmount');
  expect(Object.keys(saved.payNotice)).toEqual(['E-wallet bill pay', 'Over the counter']);
  await page.getByRole('button', { name: 'Copy pay code' }).waitFor();
});

/** The pay code the sandbox answers (defDetail.payCode), which the scanner must read back. */
const PAY_CODE = fixture.data.defDetail.payCode;

test('the barcode modal shows the pay code as a Code 128 barcode a scanner reads, with the code under it', async ({
  app,
}) => {
  await openPeriod(app);
  const { page } = app;
  await page.getByRole('button', { name: 'Show barcode' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pay code' });
  const barcode = dialog.getByRole('img', { name: `Barcode of pay code ${PAY_CODE}` });
  expect(await scanBarcode(barcode)).toBe(PAY_CODE);
  await expectScannable(page, barcode);
  await dialog.getByText(PAY_CODE, { exact: true }).waitFor();
  await dialog.getByText(/to pay ₱2,000\.00/).waitFor();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'detached' });
});

test('on a 320 px phone the barcode still fits whole, a module at least 1 CSS px, and scans', async ({
  app,
}) => {
  await app.page.setViewportSize({ width: 320, height: 640 });
  await openPeriod(app);
  await app.page.getByRole('button', { name: 'Show barcode' }).click();
  const barcode = app.page
    .getByRole('dialog', { name: 'Pay code' })
    .getByRole('img', { name: `Barcode of pay code ${PAY_CODE}` });
  await expectScannable(app.page, barcode);
  expect(await scanBarcode(barcode)).toBe(PAY_CODE);
});

test('Payment Method lists the channels; Payment without a choice asks for one', async ({ app }) => {
  await openPeriod(app);
  const { page } = app;
  await page.getByRole('button', { name: 'Payment Method' }).click();
  const sheet = page.getByRole('dialog', { name: 'Payment Method' });
  const channels = sheet.getByRole('radiogroup', { name: 'Payment channels' });
  await expect
    .poll(() => channels.getByRole('radio').allTextContents())
    .toEqual(['GCash', 'Maya', '7-Eleven']);
  await sheet.getByRole('button', { name: 'Payment', exact: true }).click();
  await page.getByRole('status').getByText('Please choose a payment method').waitFor();
  expect(await app.requests('generateVcode')).toHaveLength(0);
});

test('Payment with a chosen channel posts generate-vcode and opens the pay URL', async ({ app }) => {
  await openPeriod(app);
  const { page } = app;
  await page.getByRole('button', { name: 'Payment Method' }).click();
  const sheet = page.getByRole('dialog', { name: 'Payment Method' });
  await sheet.getByRole('radio', { name: 'Maya' }).click();
  expect(await sheet.getByRole('radio', { name: 'Maya' }).getAttribute('aria-checked')).toBe('true');
  expect(await sheet.getByRole('radio', { name: 'GCash' }).getAttribute('aria-checked')).toBe('false');
  await sheet.getByRole('radio', { name: '7-Eleven' }).click();
  await sheet.getByRole('button', { name: 'Payment', exact: true }).click();
  await page.waitForURL((url) => url.pathname.endsWith('/api/__sandbox/pages/payment-gateway'));
  expect(new URL(page.url()).searchParams.get('ref')).toBe('PA7Q4K9M2X');
  const calls = await app.requests('generateVcode');
  expect(calls).toHaveLength(1);
  expect(calls[0]?.method).toBe('POST');
  expect(calls[0]?.body).toEqual({
    productId: '7',
    orderId: 'PA20260101001',
    amount: '200000',
    channelNumber: '90008',
  });
  expect(calls[0]?.query).toMatchObject({ sessionId: 'sess-abc' });
});

test('a refused instalment load shows the server message and Retry loads it again', async ({ app }) => {
  await app.open(PERIOD, { scenario: 'fault-code:loanPlayDetail' });
  const { page } = app;
  const alert = page.getByRole('alert');
  await alert.getByText('Sandbox: service unavailable').waitFor();
  expect(await page.getByRole('button', { name: 'Payment Method' }).count()).toBe(0);
  await app.context.clearCookies({ name: 'scenario' });
  await alert.getByRole('button', { name: 'Retry' }).click();
  await page.getByRole('button', { name: 'Payment Method' }).waitFor();
  expect(await app.requests('loanPlayDetail')).toHaveLength(2);
});
