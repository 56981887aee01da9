import { type App, expect, test } from './fixtures';

test.override({ reuse: true });

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
  await summary.getByText('Sandbox Loan').waitFor();
  await summary.getByText('Repayment date: 2026-04-02').waitFor();
  const details = page.getByRole('region', { name: 'Loan details' });
  await expect
    .poll(() => details.getByRole('term').allTextContents())
    .toEqual(['Loan amount', 'Term', 'Interest', 'Amount received']);
  await expect
    .poll(() => details.getByRole('definition').allTextContents())
    .toEqual(['₱5,000.00', '91 days', '₱450.00', '₱4,700.00']);
  const plan = page.getByRole('list', { name: 'Repayment plan' }).getByRole('listitem');
  await expect
    .poll(() => plan.allInnerTexts())
    .toEqual([
      expect.stringMatching(/1st instalment\s+Due 2026-01-31\s+₱1,817\.00/),
      expect.stringMatching(/2nd instalment\s+Due 2026-03-02\s+₱1,817\.00/),
      expect.stringMatching(/3rd instalment\s+Due 2026-04-02\s+₱1,816\.00/),
    ]);
  const agreements = page.getByRole('list', { name: 'Agreements' }).getByRole('button');
  await expect.poll(() => agreements.allTextContents()).toEqual(['Loan Agreement', 'Disclosure Statement']);
  expect(await page.getByRole('checkbox', { name: /I have read and agree/ }).isChecked()).toBe(true);
  await app.settled('loanConfirm2');
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

/** Answers one variant endpoint with a refusal the way real servers send it: a status, a message, any payload. */
async function refuse(app: App, endpoint: 'quvo' | 'lumi', body: Record<string, unknown>): Promise<void> {
  await app.page.route(new RegExp(`/api/gopia/goya/${endpoint}(\\?|$)`), (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) }),
  );
}

/** What real servers put in a refusal's payload: null, nothing, an empty object, a string, an empty list. */
const REFUSAL_PAYLOADS: { name: string; payload: Record<string, unknown> }[] = [
  { name: 'null', payload: { attach: null } },
  { name: 'absent', payload: {} },
  { name: '{}', payload: { attach: {} } },
  { name: '"x"', payload: { attach: 'x' } },
  { name: '[]', payload: { attach: [] } },
  { name: '""', payload: { attach: '' } },
];

for (const { name, payload } of REFUSAL_PAYLOADS) {
  test(`a refused quvo with attach ${name} shows the server message and Retry`, async ({ app }) => {
    await refuse(app, 'quvo', { status: '07', message: 'Producto no disponible', ...payload });
    await app.open(CONFIRM);
    const alert = app.page.getByRole('alert');
    await alert.getByText('Producto no disponible').waitFor();
    await alert.getByRole('button', { name: 'Retry' }).waitFor();
    expect(await app.page.getByText('Unexpected answer from the server').count()).toBe(0);
  });

  test(`a refused lumi with attach ${name} toasts the server message and stays`, async ({ app }) => {
    await openConfirm(app);
    await refuse(app, 'lumi', { status: '07', message: 'Producto no disponible', ...payload });
    await app.page.getByRole('button', { name: BUTTON }).click();
    await app.page.getByRole('status').getByText('Producto no disponible').waitFor();
    expect(await app.page.getByText('Unexpected answer from the server').count()).toBe(0);
    expect(new URL(app.page.url()).pathname).toBe('/loanConfirm2');
  });
}
