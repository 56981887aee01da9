import type { Page } from 'playwright-core';
import { type App, expect, test } from './fixtures';

test.override({ reuse: true });

/** The session the host opens the confirm page with (SPEC §6; position is read from the page query). */
const SESSION = {
  productId: '7',
  orderId: 'PA20260101001',
  position: '2',
  sessionId: 'sess-abc',
  appVersion: '3.2.1',
  deviceId: 'dev-42',
};
const CONFIRM = `/loanConfirm?${new URLSearchParams(SESSION)}`;

async function openConfirm(app: App, scenario?: string): Promise<void> {
  await app.open(CONFIRM, scenario ? { scenario } : undefined);
  await goLoan(app.page).waitFor();
}

function goLoan(page: Page) {
  return page.getByRole('button', { name: 'Go Loan' });
}

test('the page shows amount, term, rate, details and the repayment plan in money and date formats', async ({
  app,
}) => {
  await openConfirm(app);
  const { page } = app;
  expect(await page.title()).toBe('Confirm loan');
  const summary = page.getByRole('region', { name: 'Loan summary' });
  await summary.getByText('₱5,000.00', { exact: true }).waitFor();
  await summary.getByText('Term: 91 days').waitFor();
  await summary.getByText('Daily interest rate 0.1% (36.5% per year)').waitFor();
  await summary.getByText('Sandbox Loan').waitFor();
  const details = page.getByRole('region', { name: 'Loan details' });
  await expect
    .poll(() => details.getByRole('term').allTextContents())
    .toEqual(['Loan amount', 'Term', 'Interest', 'Service fee', 'Amount received', 'Total repayment']);
  expect(await details.getByRole('definition').last().textContent()).toBe('₱5,450.00');
  const plan = page.getByRole('list', { name: 'Repayment plan' }).getByRole('listitem');
  await expect
    .poll(() => plan.allInnerTexts())
    .toEqual([
      expect.stringMatching(/1st instalment\s+Due 2026-01-31\s+₱1,817\.00/),
      expect.stringMatching(/2nd instalment\s+Due 2026-03-02\s+₱1,817\.00/),
      expect.stringMatching(/3rd instalment\s+Due 2026-04-02\s+₱1,816\.00/),
    ]);
  const agreements = page.getByRole('list', { name: 'Agreements' }).getByRole('button');
  await expect
    .poll(() => agreements.allTextContents())
    .toEqual(['Loan Agreement', 'Disclosure Statement', 'Privacy Notice']);
  // No popup agreement in the default answer.
  await app.settled('loanConfirm');
  expect(await page.getByRole('dialog').count()).toBe(0);
  const [load] = await app.requests('loanDetailConfirm');
  expect(load?.method).toBe('POST');
  expect(load?.body).toEqual({ productId: '7' });
  expect(load?.query).toMatchObject({ sessionId: 'sess-abc', appVersion: '3.2.1', deviceId: 'dev-42' });
  const [contracts] = await app.requests('contract');
  expect(contracts?.method).toBe('GET');
  expect(contracts?.query).toMatchObject({ productId: '7', scene: '3', sessionId: 'sess-abc' });
});

test('the agreement box starts checked; unchecking it disables Go Loan and checking enables it', async ({
  app,
}) => {
  await openConfirm(app);
  const { page } = app;
  const box = page.getByRole('checkbox', { name: /I have read and agree/ });
  expect(await box.isChecked()).toBe(true);
  expect(await goLoan(page).isEnabled()).toBe(true);
  await box.uncheck();
  expect(await goLoan(page).isDisabled()).toBe(true);
  await page.getByText('Tick the box to agree').waitFor();
  await goLoan(page).click({ force: true });
  expect(await app.requests('loanDetailPush')).toHaveLength(0);
  await box.check();
  expect(await goLoan(page).isEnabled()).toBe(true);
});

test('Go Loan posts loan-detail-push once, stays disabled while it runs and lands on lendDetailsUrl', async ({
  app,
}) => {
  await openConfirm(app, 'fault-slow:loanDetailPush');
  const { page } = app;
  await goLoan(page).click();
  expect(await goLoan(page).isDisabled()).toBe(true);
  await goLoan(page).click({ force: true });
  await page.waitForURL((url) => url.pathname === '/loanDetails');
  const url = new URL(page.url());
  expect(url.searchParams.getAll('from')).toEqual(['confirm']);
  expect(url.searchParams.get('orderId')).toBe('PA20260101001');
  const calls = await app.requests('loanDetailPush');
  expect(calls).toHaveLength(1);
  expect(calls[0]?.method).toBe('POST');
  expect(calls[0]?.body).toEqual({ amount: '500000', periods: '91', termUnit: 'day', productId: '7' });
  expect(calls[0]?.query).toMatchObject({ sessionId: 'sess-abc' });
});

test('after Go Loan, Back goes where it went before the confirm page and no second loan can be sent', async ({
  app,
}) => {
  const { page } = app;
  await app.open(`/aboutUs?${new URLSearchParams(SESSION)}`);
  await page.locator('html[data-screen-ready="aboutUs"]').waitFor();
  await page.goto(`${app.baseURL}${CONFIRM}`);
  await goLoan(page).click();
  await page.waitForURL((url) => url.pathname === '/loanDetails');
  await page.locator('html[data-screen-ready="orderDetails"]').waitFor();
  // The confirm page replaced its own entry, not the back guard it keeps on top of it.
  await page.goBack();
  await page.locator('html[data-screen-ready="aboutUs"]').waitFor();
  expect(new URL(page.url()).pathname).toBe('/aboutUs');
  await page.goForward();
  await page.waitForURL((url) => url.pathname === '/loanDetails');
  await page.locator('html[data-screen-ready="orderDetails"]').waitFor();
  expect(await goLoan(page).count()).toBe(0);
  expect(await app.requests('loanDetailPush')).toHaveLength(1);
});

test('Go Loan adds from=confirm with ? or & to a lendDetailsUrl that lacks it', async ({ app }) => {
  const targets = [`${app.baseURL}/loanDetails`, `${app.baseURL}/loanDetails?orderId=PA9`];
  for (const target of targets) {
    await app.page.route('**/api/v3/loan-confirm/loan-detail-push**', (route) =>
      route.fulfill({ json: { code: 0, data: { lendDetailsUrl: target }, message: 'success' } }),
    );
    await openConfirm(app);
    await goLoan(app.page).click();
    await app.page.waitForURL((url) => url.pathname === '/loanDetails');
    expect(app.page.url()).toBe(target.includes('?') ? `${target}&from=confirm` : `${target}?from=confirm`);
    await app.page.unroute('**/api/v3/loan-confirm/loan-detail-push**');
  }
});

test('an agreement link asks contract-jump for its URL and opens it', async ({ app }) => {
  await openConfirm(app);
  const { page } = app;
  await page.getByRole('button', { name: 'Disclosure Statement' }).click();
  await page.waitForURL((url) => url.pathname === '/api/__sandbox/pages/loan-agreement');
  expect(new URL(page.url()).searchParams.get('signed')).toBe('1');
  const calls = await app.requests('contractJump');
  expect(calls).toHaveLength(1);
  expect(calls[0]?.method).toBe('GET');
  expect(calls[0]?.query).toMatchObject({
    productId: '7',
    scene: '3',
    position: '2',
    orderId: 'PA20260101001',
    sessionId: 'sess-abc',
  });
});

test('a popup agreement shows in a sandboxed frame; Agree closes it and keeps the box checked', async ({
  app,
}) => {
  await app.open(CONFIRM, { scenario: 'confirm-popup' });
  const { page } = app;
  const dialog = page.getByRole('dialog', { name: 'Loan agreement' });
  await dialog.getByText('Please read and agree to the updated loan agreement').waitFor();
  const frame = dialog.getByTitle('Loan agreement');
  expect(await frame.getAttribute('sandbox')).toBe('');
  expect(new URL((await frame.getAttribute('src')) ?? '').pathname).toBe(
    '/api/__sandbox/pages/loan-agreement',
  );
  await page
    .frameLocator('iframe[title="Loan agreement"]')
    .getByRole('heading', { name: 'Sandbox page: loan-agreement' })
    .waitFor();
  await dialog.getByRole('button', { name: 'Agree' }).click();
  await dialog.waitFor({ state: 'detached' });
  expect(await page.getByRole('checkbox', { name: /I have read and agree/ }).isChecked()).toBe(true);
  expect(await goLoan(page).isEnabled()).toBe(true);
});

test('Cancel on the popup agreement closes it and leaves the box unchecked', async ({ app }) => {
  await app.open(CONFIRM, { scenario: 'confirm-popup' });
  const { page } = app;
  const dialog = page.getByRole('dialog', { name: 'Loan agreement' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'detached' });
  expect(await page.getByRole('checkbox', { name: /I have read and agree/ }).isChecked()).toBe(false);
  expect(await goLoan(page).isDisabled()).toBe(true);
});

test('back opens Point out: Agree stays on the page, Cancel closes the webview', async ({ app }) => {
  await openConfirm(app);
  const { page } = app;
  await page.goBack();
  const dialog = page.getByRole('dialog', { name: 'Point out' });
  await dialog.getByRole('button', { name: 'Agree' }).click();
  await dialog.waitFor({ state: 'detached' });
  expect(new URL(page.url()).pathname).toBe('/loanConfirm');
  await goLoan(page).waitFor();
  expect(await app.bridge()).toEqual([]);
  // The guard is armed again: a second back asks again.
  await page.goBack();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'detached' });
  expect(await app.bridge()).toEqual([{ action: 'closeWebview' }]);
});

test('a refused confirm load shows the server message and Retry', async ({ app }) => {
  await app.open(CONFIRM, { scenario: 'fault-code:loanDetailConfirm' });
  const alert = app.page.getByRole('alert');
  await alert.getByText('Sandbox: service unavailable').waitFor();
  await alert.getByRole('button', { name: 'Retry' }).waitFor();
  expect(await goLoan(app.page).count()).toBe(0);
});
