import { type App, expect, test } from './fixtures';

/** The session the host opens the variant confirm page with; the variant client sends swift/eyes as headers. */
const SESSION = {
  productId: '7',
  orderId: 'PA20260101001',
  sessionId: 'sess-abc',
  swift: 'sw-1',
  eyes: 'ey-1',
};
const CONFIRM = `/loanConfirm2?${new URLSearchParams(SESSION)}`;
/** The button text comes from the server (quvo `bt`). */
const BUTTON = 'Get my loan now';

async function openConfirm(app: App, scenario?: string): Promise<void> {
  await app.open(CONFIRM, scenario ? { scenario } : undefined);
  await app.page.getByRole('button', { name: BUTTON }).waitFor();
}

test('the page shows amount, product, repayment date, details, plan and agreements from the scrambled answer', async ({
  app,
}) => {
  await openConfirm(app);
  const { page } = app;
  const summary = page.getByRole('region', { name: 'Loan summary' });
  await summary.getByText('₱5,000.00', { exact: true }).waitFor();
  await summary.getByText('PesoAgad').waitFor();
  await summary.getByText('Repayment date: 2026-04-02').waitFor();
  const details = page.getByRole('region', { name: 'Loan details' });
  expect(await details.getByRole('term').allTextContents()).toEqual([
    'Loan amount',
    'Term',
    'Interest',
    'Amount received',
  ]);
  expect(await details.getByRole('definition').allTextContents()).toEqual([
    '₱5,000.00',
    '91 days',
    '₱450.00',
    '₱4,700.00',
  ]);
  const plan = page.getByRole('list', { name: 'Repayment plan' }).getByRole('listitem');
  expect(await plan.allInnerTexts()).toEqual([
    expect.stringMatching(/1st instalment\s+Due 2026-01-31\s+₱1,817\.00/),
    expect.stringMatching(/2nd instalment\s+Due 2026-03-02\s+₱1,817\.00/),
    expect.stringMatching(/3rd instalment\s+Due 2026-04-02\s+₱1,816\.00/),
  ]);
  const agreements = page.getByRole('list', { name: 'Agreements' }).getByRole('button');
  expect(await agreements.allTextContents()).toEqual(['Loan Agreement', 'Disclosure Statement']);
  expect(await page.getByRole('checkbox', { name: /I have read and agree/ }).isChecked()).toBe(true);
  expect(await page.getByRole('dialog').count()).toBe(0);
  const [load] = await app.requests('quvo');
  expect(load?.method).toBe('POST');
  expect(load?.path).toBe('/gopia/goya/quvo');
  expect(load?.body).toEqual({ pd: '7' });
  expect(load?.headers).toMatchObject({ swift: 'sw-1', eyes: 'ey-1' });
});

test('unchecking the agreements disables the loan button', async ({ app }) => {
  await openConfirm(app);
  const { page } = app;
  await page.getByRole('checkbox', { name: /I have read and agree/ }).uncheck();
  const button = page.getByRole('button', { name: BUTTON });
  expect(await button.isDisabled()).toBe(true);
  await button.click({ force: true });
  expect(await app.requests('lumi')).toHaveLength(0);
});

test('an agreement opens its URL', async ({ app }) => {
  await openConfirm(app);
  await app.page.getByRole('button', { name: 'Disclosure Statement' }).click();
  await app.page.waitForURL((url) => url.pathname === '/api/__sandbox/pages/disclosure-statement');
});

test('the promotional pop-up shows on load and its Close icon closes it', async ({ app }) => {
  await openConfirm(app, 'variant-promo');
  const { page } = app;
  const dialog = page.getByRole('dialog', { name: 'Special offer' });
  const image = dialog.getByRole('button', { name: 'Special offer: see the details' });
  await image.waitFor();
  expect(new URL((await image.getByRole('img').getAttribute('src')) ?? '', app.baseURL).pathname).toBe(
    '/api/__sandbox/assets/promo-first-loan-zero-interest.svg',
  );
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  expect(new URL(page.url()).pathname).toBe('/loanConfirm2');
});

test('the promo image opens the promo link', async ({ app }) => {
  await openConfirm(app, 'variant-promo');
  await app.page.getByRole('button', { name: 'Special offer: see the details' }).click();
  await app.page.waitForURL((url) => url.pathname === '/api/__sandbox/pages/promo-first-loan');
});

test('the loan button posts lumi once, is disabled while it runs, and goes to attach.ul', async ({ app }) => {
  await openConfirm(app, 'fault-slow:lumi');
  const { page } = app;
  const button = page.getByRole('button', { name: BUTTON });
  await button.click();
  expect(await button.isDisabled()).toBe(true);
  await button.click({ force: true });
  await page.waitForURL((url) => url.pathname === '/loanDetails');
  expect(new URL(page.url()).searchParams.get('orderId')).toBe('PA20260101001');
  const calls = await app.requests('lumi');
  expect(calls).toHaveLength(1);
  expect(calls[0]?.method).toBe('POST');
  expect(calls[0]?.path).toBe('/gopia/goya/lumi');
  // quvo carries no periods or term unit: pr is the number of plan rows, tu a fixed "instalment".
  expect(calls[0]?.body).toEqual({ pd: '7', vm: '500000', pr: '3', tu: 'instalment' });
  expect(calls[0]?.headers).toMatchObject({ swift: 'sw-1', eyes: 'ey-1' });
});

test('a refused lumi toasts the server message and stays on the page', async ({ app }) => {
  await openConfirm(app, 'fault-code:lumi');
  const { page } = app;
  await page.getByRole('button', { name: BUTTON }).click();
  await page.getByRole('status').getByText('Sandbox: service unavailable').waitFor();
  expect(new URL(page.url()).pathname).toBe('/loanConfirm2');
  expect(await page.getByRole('button', { name: BUTTON }).isEnabled()).toBe(true);
  expect(await app.requests('lumi')).toHaveLength(1);
});
