import { AxeBuilder } from '@axe-core/playwright';
import { PHONE_DENSITY } from './chromium';
import type { App } from './fixtures';
import { describe, expect, test } from './fixtures';
import { expectScannable, scanBarcode } from './scanBarcode';

// Its barcodes are scanned from the screen's pixels: at the phone's own density.
test.override({ density: PHONE_DENSITY, reuse: true });

/** A small QR-like picture, as the server's payCodeImg would be (a data: URI is allowed by the CSP). */
const QR_IMAGE = `data:image/svg+xml,${encodeURIComponent(
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 21 21'><rect width='21' height='21' fill='#fff'/><path d='M1 1h7v7H1zM13 1h7v7h-7zM1 13h7v7H1zM10 10h2v2h-2zM14 14h3v3h-3z'/></svg>",
)}`;

/** What the repayment pages save before opening the code page (see screens/repayPeriod.json). */
const REPAY_INFO = {
  logo: '/guide/gcash-logo.svg',
  payCode: 'PC20260101777',
  repayAmount: 150050,
  payNotice: {
    'E-wallet': [
      { name: 'GCash', steps: ['Open GCash and tap Bills.', 'Enter the pay code and pay.'] },
      { name: 'Maya', steps: ['Open Maya and tap Bills.'] },
    ],
    'Over the counter': [{ name: '7-Eleven', steps: ['Give the pay code at the counter.'] }],
  },
};

async function allowClipboard(app: App): Promise<void> {
  await app.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.baseURL });
}

async function clipboardText(app: App): Promise<string> {
  return app.page.evaluate(() => navigator.clipboard.readText());
}

/** Saves `info` as the repayment pages do, before the page's own scripts run. */
async function saveRepayInfo(app: App, info: unknown): Promise<void> {
  await app.seedStorage({ repayInfo: JSON.stringify(info) });
}

describe('/repaymentOfCode2', () => {
  test('showType 1 shows the amount and the pay code, and Copy puts the code on the clipboard', async ({
    app,
  }) => {
    await allowClipboard(app);
    await app.open('/repaymentOfCode2?showType=1&payCode=PC20260101777&payCodeImg=&repayAmount=150050');
    const copy = app.page.getByRole('button', { name: 'Copy pay code' });
    await copy.waitFor();
    const payCode = app.page.getByRole('region', { name: 'Pay code' });
    expect(await payCode.getByText('PC20260101777').isVisible()).toBe(true);
    // At a counter the cashier scans it.
    const barcode = payCode.getByRole('img', { name: 'Barcode of pay code PC20260101777' });
    expect(await scanBarcode(barcode)).toBe('PC20260101777');
    await barcode.scrollIntoViewIfNeeded();
    await expectScannable(app.page, barcode);
    const amount = app.page.getByRole('region', { name: 'Amount to pay' });
    expect(await amount.getByText('₱1,500.50').isVisible()).toBe(true);
    // The QR variant is not drawn for a code.
    expect(await app.page.getByRole('img', { name: 'Payment QR code' }).count()).toBe(0);

    await copy.click();
    await app.page.getByRole('status').getByText('copy success').waitFor();
    expect(await clipboardText(app)).toBe('PC20260101777');
  });

  test('showType 1 without a pay code offers nothing to copy', async ({ app }) => {
    await allowClipboard(app);
    await app.open('/repaymentOfCode2?showType=1&payCode=&repayAmount=150050');
    await app.page.getByText('No pay code is available yet', { exact: false }).waitFor();
    expect(await app.page.getByRole('button', { name: /Copy/ }).count()).toBe(0);
    expect(await app.page.getByRole('status').textContent()).toBe('');
  });

  test('another showType shows the QR image with scan tips and the amount', async ({ app }) => {
    await app.open(`/repaymentOfCode2?showType=2&payCodeImg=${encodeURIComponent(QR_IMAGE)}&repayAmount=99`);
    const qr = app.page.getByRole('img', { name: 'Payment QR code' });
    await qr.waitFor();
    expect(await qr.getAttribute('src')).toBe(QR_IMAGE);
    // A lazy image: it loads after it shows.
    await expect.poll(() => qr.evaluate((img) => (img as HTMLImageElement).naturalWidth > 0)).toBe(true);
    const tips = app.page.getByRole('region', { name: 'How to scan' });
    expect(await tips.getByText('Point the camera at the QR code above.', { exact: false }).isVisible()).toBe(
      true,
    );
    const amount = app.page.getByRole('region', { name: 'Amount to pay' });
    expect(await amount.getByText('₱0.99').isVisible()).toBe(true);
    expect(await app.page.getByRole('button', { name: /Copy/ }).count()).toBe(0);
  });

  test('the instructions link opens the payment instructions page', async ({ app }) => {
    await app.open('/repaymentOfCode2?showType=1&payCode=PC1&repayAmount=100');
    await app.page.getByRole('button', { name: 'See payment instructions' }).click();
    await app.page.waitForURL(/\/carpmm$/);
    await app.page.getByRole('region', { name: 'Pay with GCash', exact: true }).waitFor();
  });
});

describe('/repaymentOfCode', () => {
  test('shows the saved logo, pay code, total and the grouped pay notices; Copy copies the code', async ({
    app,
  }) => {
    await allowClipboard(app);
    await saveRepayInfo(app, REPAY_INFO);
    await app.open('/repaymentOfCode');
    const copy = app.page.getByRole('button', { name: 'Copy pay code' });
    await copy.waitFor();

    const total = app.page.getByRole('region', { name: 'Total payment' });
    expect(await total.getByText('₱1,500.50').isVisible()).toBe(true);
    const logo = total.getByRole('img', { name: 'Payment channel logo' });
    expect(await logo.getAttribute('src')).toBe('/guide/gcash-logo.svg');
    expect(
      await app.page.getByRole('region', { name: 'Pay code' }).getByText('PC20260101777').isVisible(),
    ).toBe(true);
    const barcode = app.page.getByRole('img', { name: 'Barcode of pay code PC20260101777' });
    expect(await scanBarcode(barcode)).toBe('PC20260101777');
    await barcode.scrollIntoViewIfNeeded();
    await expectScannable(app.page, barcode);

    const wallet = app.page.getByRole('region', { name: 'E-wallet' });
    expect(await wallet.getByRole('heading', { name: 'E-wallet' }).isVisible()).toBe(true);
    // Each item: its name, then its steps numbered from 1, in the saved order.
    const gcash = wallet.getByRole('list', { name: 'GCash' });
    await expect
      .poll(() => gcash.getByRole('listitem').allInnerTexts())
      .toEqual(['1. Open GCash and tap Bills.', '2. Enter the pay code and pay.']);
    const maya = wallet.getByRole('list', { name: 'Maya' });
    await expect
      .poll(() => maya.getByRole('listitem').allInnerTexts())
      .toEqual(['1. Open Maya and tap Bills.']);
    expect(await wallet.getByText('GCash', { exact: true }).isVisible()).toBe(true);
    const counter = app.page.getByRole('region', { name: 'Over the counter' });
    expect(await counter.getByText('7-Eleven').isVisible()).toBe(true);
    expect(await counter.getByText('1. Give the pay code at the counter.').isVisible()).toBe(true);
    // Groups keep the saved order.
    const groups = await app.page
      .getByRole('list', { name: 'Payment notices' })
      .locator('> li')
      .allInnerTexts();
    expect(groups.map((group) => group.split('\n')[0])).toEqual(['E-wallet', 'Over the counter']);

    await copy.click();
    await app.page.getByRole('status').getByText('copy success').waitFor();
    expect(await clipboardText(app)).toBe('PC20260101777');
  });

  test('the saved repayment info page has no WCAG 2.1 AA violation', async ({ app }) => {
    await saveRepayInfo(app, REPAY_INFO);
    await app.open('/repaymentOfCode');
    await app.page.getByRole('button', { name: 'Copy pay code' }).waitFor();
    const result = await new AxeBuilder({ page: app.page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });

  test('shows the rollover amount when no repayment amount was saved', async ({ app }) => {
    const { repayAmount: _repayAmount, ...delay } = REPAY_INFO;
    await saveRepayInfo(app, { ...delay, delayAmount: 32000 });
    await app.open('/repaymentOfCode');
    const total = app.page.getByRole('region', { name: 'Total payment' });
    await total.getByText('₱320.00').waitFor();
  });

  test('without a saved pay code there is nothing to copy, and no notices means no notice section', async ({
    app,
  }) => {
    await saveRepayInfo(app, { repayAmount: 5000 });
    await app.open('/repaymentOfCode');
    await app.page.getByText('No pay code is available yet', { exact: false }).waitFor();
    expect(
      await app.page.getByRole('region', { name: 'Total payment' }).getByText('₱50.00').isVisible(),
    ).toBe(true);
    expect(await app.page.getByRole('button', { name: /Copy/ }).count()).toBe(0);
    expect(await app.page.getByRole('region', { name: 'How to pay' }).count()).toBe(0);
  });

  test('without saved repayment info it says so and offers a way back', async ({ app }) => {
    await app.open('/repaymentOfCode');
    const back = app.page.getByRole('button', { name: 'Back to my order' });
    await back.waitFor();
    expect(await app.page.getByText('Please open it from your order.').isVisible()).toBe(true);
    expect(await app.page.getByRole('region', { name: 'Total payment' }).count()).toBe(0);
    await back.click();
    await expect.poll(() => app.bridge()).toEqual([expect.objectContaining({ action: 'closeWebview' })]);
  });

  test('repayment info that is not JSON reads as absent', async ({ app }) => {
    await app.seedStorage({ repayInfo: '{broken' });
    await app.open('/repaymentOfCode');
    await app.page.getByRole('button', { name: 'Back to my order' }).waitFor();
  });
});
