import { AxeBuilder } from '@axe-core/playwright';
import userAgents from '../../src/device/detectDevice.cases.json';
import type { App } from './fixtures';
import { describe, expect, test } from './fixtures';

const SESSION = 'productId=1&sessionId=s-1&appVersion=1.0.0&deviceId=d-1';

/** Runs axe on the page as it is now and returns the violations as readable lines. */
async function violations(app: App, exclude?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page: app.page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (exclude) builder.exclude(exclude);
  const result = await builder.analyze();
  return result.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

const SCREENS = [
  {
    name: 'order details, due with recommended products hidden',
    path: `/loanDetails?${SESSION}&orderId=order-174-delay1`,
    ready: 'REPAY',
  },
  {
    name: 'order details, approved with recommended products',
    path: `/loanDetails?${SESSION}&orderId=order-110-delay0`,
    ready: /Apply/,
  },
  {
    name: 'instalment repayment',
    path: `/repayPeriod?${SESSION}&orderId=o-1&source=loanDetail`,
    ready: 'Payment Method',
  },
  {
    name: 'rollover repayment',
    path: `/repayDelay?${SESSION}&orderId=o-1&source=loanDetail`,
    ready: 'Payment Method',
  },
  { name: 'bind bank', path: `/bindBank?${SESSION}`, ready: 'Next' },
  { name: 'customer service', path: `/customerService?${SESSION}`, ready: /E-mail/ },
  { name: 'complaint entry', path: `/complaint?${SESSION}&orderId=order-9`, ready: 'All' },
  {
    name: 'complaint description',
    path: `/complainPageNext?${SESSION}&problemType=2&orderNo=PA20260101001`,
    ready: 'Send',
  },
  { name: 'complaint list', path: `/complaintList?${SESSION}`, ready: undefined },
  { name: 'not found', path: `/nowhere?${SESSION}`, ready: 'Back to home' },
  {
    name: 'repayment code, pay code',
    path: `/repaymentOfCode2?${SESSION}&showType=1&payCode=PC1&repayAmount=150050`,
    ready: 'Copy pay code',
  },
  {
    name: 'repayment code, QR image',
    path: `/repaymentOfCode2?${SESSION}&showType=2&payCodeImg=%2Fguide%2Fgcash-3.svg&repayAmount=150050`,
    ready: 'See payment instructions',
  },
  { name: 'repayment code, nothing saved', path: `/repaymentOfCode?${SESSION}`, ready: 'Back to my order' },
  { name: 'payment instructions', path: `/carpmm?${SESSION}`, ready: /GCash step 1/ },
  { name: 'about us', path: `/aboutUs?${SESSION}`, ready: /E-mail/ },
  { name: 'privacy policy', path: `/privacyPolicy?${SESSION}`, ready: 'Lender information' },
  { name: 'loan terms', path: `/loanTerms?${SESSION}`, ready: 'Read the privacy policy' },
  { name: 'promotion sign-up', path: '/promotion?templateId=tpl-1', ready: 'Get code' },
  { name: 'promotion download', path: '/download', ready: /Google Play/ },
  { name: 'promotion agreement', path: '/promotionAgreement', ready: 'Back to sign-up' },
  { name: 'landing', path: '/', ready: undefined },
  { name: 'payment way', path: `/paymentWay?${SESSION}&orderId=o-1&amount=545000`, ready: /^Pay ₱/ },
  {
    name: 'payment way, no saved card',
    path: `/paymentWay?${SESSION}&orderId=pay-nocards&amount=545000`,
    ready: 'Add a bank card',
  },
  { name: 'repay choice', path: `/repayChoice?${SESSION}&orderId=order-174-delay1`, ready: 'Roll over' },
  {
    name: 'repay choice, nothing due',
    path: `/repayChoice?${SESSION}&orderId=order-200-delay0`,
    ready: 'Back to my order',
  },
  { name: 'repay choice list', path: `/repayChoiceList?${SESSION}&orderId=o-1`, ready: 'Get my pay code' },
  { name: 'test preview', path: `/testPreview?${SESSION}`, ready: 'Get location' },
  { name: 'loan agreement', path: `/loanAgreement?${SESSION}&orderId=o-1`, ready: 'Loan Agreement' },
  { name: 'loan confirm V3', path: `/loanConfirm?${SESSION}&orderId=o-1&position=2`, ready: 'Go Loan' },
  {
    name: 'loan confirm V3, popup agreement',
    path: `/loanConfirm?${SESSION}&orderId=o-1&scenario=confirm-popup`,
    ready: /^Agree$/,
    // The agreement page in the frame is not ours, and axe cannot run inside a frame without scripts.
    exclude: 'iframe',
  },
  { name: 'loan confirm variant 2', path: `/loanConfirm2?${SESSION}`, ready: 'Get my loan now' },
  {
    name: 'loan confirm variant 2, promotional pop-up',
    path: `/loanConfirm2?${SESSION}&scenario=variant-promo`,
    ready: 'Close',
  },
];

for (const screen of SCREENS) {
  test(`${screen.name} has no WCAG 2.1 AA violation`, async ({ app }) => {
    // axe injects its script into every frame; Chromium logs the refusal of a fully sandboxed one.
    if (screen.exclude) app.expectConsoleError(/Blocked script execution in .* frame is sandboxed/);
    await app.open(screen.path);
    if (screen.ready) await app.page.getByRole('button', { name: screen.ready }).first().waitFor();
    else await app.page.waitForFunction(() => document.documentElement.dataset.screenReady);
    expect(await violations(app, screen.exclude)).toEqual([]);
  });
}

describe('in the in-app browser of a messaging app', () => {
  test.override({ userAgent: userAgents.find((c) => c.name === 'Facebook on Android')?.userAgent ?? '' });

  test('the download page’s open-in-browser help has no WCAG 2.1 AA violation', async ({ app }) => {
    await app.open('/download');
    await app.page.getByRole('button', { name: 'Copy link' }).waitFor();
    expect(await violations(app)).toEqual([]);
  });
});

test('the payment SMS step has no WCAG 2.1 AA violation', async ({ app }) => {
  await app.open(`/paymentWay?${SESSION}&orderId=o-1&amount=545000`);
  await app.page.getByRole('radio').first().click();
  await app.page.getByRole('button', { name: /^Pay ₱/ }).click();
  await app.page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).waitFor();
  expect(await violations(app)).toEqual([]);
});

test('the rating modal has no WCAG 2.1 AA violation and holds the focus', async ({ app }) => {
  await app.open(`/loanDetails?${SESSION}&orderId=order-score`);
  const dialog = app.page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Submit' }).waitFor();
  expect(await violations(app)).toEqual([]);
  for (let i = 0; i < 10; i++) await app.page.keyboard.press('Tab');
  expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
});

test('the barcode modal has no WCAG 2.1 AA violation, names the barcode and holds the focus', async ({
  app,
}) => {
  await app.open(`/repayPeriod?${SESSION}&orderId=o-1&source=loanDetail`);
  await app.page.getByRole('button', { name: 'Show barcode' }).click();
  const dialog = app.page.getByRole('dialog', { name: 'Pay code' });
  await dialog.getByRole('img', { name: /^Barcode of pay code \S+$/ }).waitFor();
  expect(await violations(app)).toEqual([]);
  for (let i = 0; i < 10; i++) await app.page.keyboard.press('Tab');
  expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
});
