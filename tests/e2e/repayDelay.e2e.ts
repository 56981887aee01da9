import fixture from '../../sandbox/fixtures/orbitalFail/default.json';
import { PHONE_DENSITY } from './chromium';
import { type App, expect, test } from './fixtures';
import { withHostSession } from './hostSession';
import { expectScannable, scanBarcode } from './scanBarcode';

// Its barcodes are scanned from the screen's pixels: at the phone's own density.
test.override({ density: PHONE_DENSITY, reuse: true });

/** The order details page opens this page with source=loanDetail and the host session (DESIGN §8). */
const DELAY = withHostSession('/repayDelay', { source: 'loanDetail' });

async function openDelay(app: App, scenario?: string): Promise<void> {
  await app.open(DELAY, scenario ? { scenario } : undefined);
  await app.page.getByRole('region', { name: 'Rollover' }).waitFor();
}

test('the page loads the rollover with the session and shows title, fee and next date', async ({ app }) => {
  await openDelay(app);
  const header = app.page.getByRole('region', { name: 'Rollover' });
  await header.getByText('Extend your due date by 14 days').waitFor();
  await header.getByText('₱950.00', { exact: true }).waitFor();
  await header.getByText('Next payment date: 2026-04-16').waitFor();
  await header.getByText('Sandbox Loan').waitFor();
  const [load] = await app.requests('orbitalFail');
  expect(load?.method).toBe('POST');
  expect(load?.body).toEqual({ productId: '7', orderId: 'PA20260101001' });
  expect(load?.query).toMatchObject({ sessionId: 'sess-abc', appVersion: '3.2.1', deviceId: 'dev-42' });
  expect(await app.requests('loanPlayDetail')).toHaveLength(0);
});

test('the plan lists each row with title, amount, date and remark', async ({ app }) => {
  await openDelay(app);
  const plan = app.page.getByRole('list', { name: 'Repayment plan' });
  const rows = plan.getByRole('listitem');
  expect(await rows.count()).toBe(2);
  const first = rows.nth(0);
  await first.getByText('Extension fee', { exact: true }).waitFor();
  await first.getByText('₱950.00', { exact: true }).waitFor();
  await first.getByText('2026-04-02', { exact: true }).waitFor();
  await first.getByText('Pay the extension fee today').waitFor();
  const second = rows.nth(1);
  await second.getByText('Full repayment', { exact: true }).waitFor();
  await second.getByText('₱5,750.00', { exact: true }).waitFor();
  await second.getByText('2026-04-16', { exact: true }).waitFor();
  await second.getByText('New due date after the extension').waitFor();
});

test('the details show 2 rows until More', async ({ app }) => {
  await openDelay(app);
  const details = app.page.getByRole('region', { name: 'Repayment details' });
  await expect
    .poll(() => details.getByRole('term').allTextContents())
    .toEqual(['Loan amount', 'Extension days']);
  await details.getByRole('button', { name: 'More' }).click();
  await expect
    .poll(() => details.getByRole('term').allTextContents())
    .toEqual(['Loan amount', 'Extension days', 'Extension fee']);
});

test('the promo image opens the repayment instructions', async ({ app }) => {
  await openDelay(app);
  await app.page.getByRole('button', { name: 'How to repay: see the repayment instructions' }).click();
  await app.page.waitForURL((url) => url.pathname === '/carpmm');
});

test('without a pay code there is no pay box and no promo image', async ({ app }) => {
  await openDelay(app, 'repay-nopaycode');
  const { page } = app;
  await page.getByText('Extend your due date by 14 days').waitFor();
  expect(await page.getByRole('region', { name: 'Default repayment' }).count()).toBe(0);
  expect(await page.getByRole('button', { name: 'Show barcode' }).count()).toBe(0);
  expect(await page.getByRole('button', { name: /How to repay/ }).count()).toBe(0);
});

test('Copy on the pay box copies the code with a toast', async ({ app }) => {
  await app.context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openDelay(app);
  const { page } = app;
  await page
    .getByRole('region', { name: 'Default repayment' })
    .getByRole('button', { name: 'Copy pay code' })
    .click();
  await page.getByRole('status').getByText('copy success').waitFor();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('PA7Q4K9M2X');
});

test('tapping the pay box saves the rollover info and opens the code page with the fee', async ({ app }) => {
  await openDelay(app);
  const { page } = app;
  await page.getByRole('button', { name: /^Pay code/ }).click();
  await page.waitForURL((url) => url.pathname === '/repaymentOfCode2');
  const query = Object.fromEntries(new URL(page.url()).searchParams);
  expect(query).toMatchObject({ showType: '1', payCode: 'PA7Q4K9M2X', repayAmount: '95000' });
  const saved = JSON.parse((await page.evaluate(() => localStorage.getItem('repayInfo'))) ?? 'null');
  expect(saved).toMatchObject({
    logo: '/api/__sandbox/assets/logo-gcash.svg',
    payCode: 'PA7Q4K9M2X',
    delayAmount: 95000,
  });
  expect(Object.keys(saved.payNotice)).toEqual(['E-wallet bill pay', 'Over the counter']);
});

/** The pay code the sandbox answers (defDetail.payCode), which the scanner must read back. */
const PAY_CODE = fixture.data.defDetail.payCode;

test('the barcode modal shows the pay code as a Code 128 barcode a scanner reads, with the code under it', async ({
  app,
}) => {
  await openDelay(app);
  const { page } = app;
  await page.getByRole('button', { name: 'Show barcode' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pay code' });
  const barcode = dialog.getByRole('img', { name: `Barcode of pay code ${PAY_CODE}` });
  expect(await scanBarcode(barcode)).toBe(PAY_CODE);
  await expectScannable(page, barcode);
  await dialog.getByText(PAY_CODE, { exact: true }).waitFor();
  await dialog.getByText(/to pay ₱950\.00/).waitFor();
});

test('Payment without a channel asks for one and sends nothing', async ({ app }) => {
  await openDelay(app);
  const { page } = app;
  await page.getByRole('button', { name: 'Payment Method' }).click();
  const sheet = page.getByRole('dialog', { name: 'Payment Method' });
  await expect.poll(() => sheet.getByRole('radio').allTextContents()).toEqual(['GCash', 'Maya', '7-Eleven']);
  await sheet.getByRole('button', { name: 'Payment', exact: true }).click();
  await page.getByRole('status').getByText('Please choose a payment method').waitFor();
  expect(await app.requests('generateVcode')).toHaveLength(0);
});

test('Payment posts generate-vcode with isDelay=1 and the rollover fee, then opens the pay URL', async ({
  app,
}) => {
  await openDelay(app);
  const { page } = app;
  await page.getByRole('button', { name: 'Payment Method' }).click();
  const sheet = page.getByRole('dialog', { name: 'Payment Method' });
  await sheet.getByRole('radio', { name: 'GCash' }).click();
  await sheet.getByRole('button', { name: 'Payment', exact: true }).click();
  await page.waitForURL((url) => url.pathname.endsWith('/api/__sandbox/pages/payment-gateway'));
  const calls = await app.requests('generateVcode');
  expect(calls).toHaveLength(1);
  expect(calls[0]?.body).toEqual({
    productId: '7',
    orderId: 'PA20260101001',
    amount: '95000',
    channelNumber: '90006',
    isDelay: '1',
  });
});

test('a refused rollover load shows the server message and Retry loads it again', async ({ app }) => {
  await app.open(DELAY, { scenario: 'fault-code:orbitalFail' });
  const { page } = app;
  const alert = page.getByRole('alert');
  await alert.getByText('Sandbox: service unavailable').waitFor();
  await app.context.clearCookies({ name: 'scenario' });
  await alert.getByRole('button', { name: 'Retry' }).click();
  await page.getByRole('button', { name: 'Payment Method' }).waitFor();
  expect(await app.requests('orbitalFail')).toHaveLength(2);
});
