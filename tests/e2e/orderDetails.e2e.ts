import { type App, expect, test } from './fixtures';

test.override({ reuse: true });

/** The session the host opens the page with; the orderId picks the sandbox scenario. */
const SESSION = { productId: '1', sessionId: 's-1', appVersion: '1.0.0', deviceId: 'd-1' };

function orderPath(orderId: string): string {
  return `/loanDetails?${new URLSearchParams({ ...SESSION, orderId })}`;
}

async function openOrder(app: App, orderId: string): Promise<void> {
  await app.open(orderPath(orderId));
  await app.page.getByRole('region', { name: 'Loan details' }).waitFor();
}

async function waitForBridge(app: App): Promise<void> {
  await app.page.waitForFunction(() => (window as unknown as { __bridge: unknown[] }).__bridge.length > 0);
}

test('the page shows the status, the product and its detail rows', async ({ app }) => {
  await openOrder(app, 'order-110-delay0');
  const { page } = app;
  const status = page.getByRole('region', { name: 'Order status' });
  await status.getByRole('img', { name: 'Loan approved' }).waitFor();
  await status.getByText('Approved', { exact: true }).waitFor();
  await status.getByText('Your loan was approved and is being disbursed.').waitFor();
  const details = page.getByRole('region', { name: 'Loan details' });
  await details.getByText('Sandbox Loan').waitFor();
  const terms = await details.getByRole('term').allTextContents();
  const values = await details.getByRole('definition').allTextContents();
  expect(terms).toEqual(['Order number', 'Loan amount', 'Term', 'Disbursed on', 'Due date', 'Amount due']);
  expect(values[1]).toBe('₱5,000.00');
});

test('a continue URL sends the page there when the status is not 21', async ({ app }) => {
  await app.open(orderPath('order-playedul'));
  await app.page.waitForURL((url) => url.pathname.endsWith('/api/__sandbox/pages/continue-application'));
  expect(new URL(app.page.url()).searchParams.get('orderId')).toBe('PA20260101001');
  expect(await app.requests('loanDetails')).toHaveLength(1);
});

test('status 21 with a continue URL stays on the order details', async ({ app }) => {
  await openOrder(app, 'order-21-playedul');
  await app.page.getByRole('img', { name: 'Order under review' }).waitFor();
  expect(new URL(app.page.url()).pathname).toBe('/loanDetails');
});

test('recommended products show for status 110 and a disabled product cannot be applied for', async ({
  app,
}) => {
  await openOrder(app, 'order-110-delay0');
  const list = app.page.getByRole('list', { name: 'Recommended products' });
  await list.waitFor();
  expect(
    await list
      .getByRole('listitem')
      .filter({ has: app.page.getByRole('button') })
      .count(),
  ).toBe(3);
  await list.getByText('CashLuz').waitFor();
  await list.getByText('₱2,000 - ₱20,000').waitFor();
  await list.getByText('0.08%/day').waitFor();
  await list.getByText('New user').waitFor();
  expect(await app.page.getByRole('button', { name: 'Apply: CashLuz' }).isEnabled()).toBe(true);
  expect(await app.page.getByRole('button', { name: 'Not available: BayadKo' }).isDisabled()).toBe(true);
});

for (const orderId of ['order-170-delay0', 'order-174-delay1', 'order-180-delay0', 'order-200-delay1']) {
  test(`recommended products are hidden for ${orderId}`, async ({ app }) => {
    await openOrder(app, orderId);
    expect(await app.page.getByRole('region', { name: 'Recommended products' }).count()).toBe(0);
    expect(await app.page.getByText('CashLuz').count()).toBe(0);
  });
}

test('a product whose link is http opens that link', async ({ app }) => {
  await openOrder(app, 'order-151-delay0');
  await app.page.getByRole('button', { name: 'Apply: CashLuz' }).click();
  await app.page.waitForURL((url) => url.pathname.endsWith('/api/__sandbox/pages/product-cash-luz'));
  const [click] = await app.requests('tesa');
  expect(click?.method).toBe('POST');
  expect(click?.body).toEqual({ pd: 'rec-http' });
});

test('a product whose link is a page name asks the host to open it', async ({ app }) => {
  await openOrder(app, 'order-110-delay1');
  await app.page.getByRole('button', { name: 'Apply: Pondo Express' }).click();
  await waitForBridge(app);
  expect(await app.bridge()).toEqual([{ action: 'to', params: { page: 'productDetail' } }]);
  const [click] = await app.requests('tesa');
  expect(click?.body).toEqual({ pd: 'rec-page' });
  expect(new URL(app.page.url()).pathname).toBe('/loanDetails');
});

test('a refused order load shows the server message and Retry loads it again', async ({ app }) => {
  await app.open(orderPath('order-174-delay1'), { scenario: 'fault-code:loanDetails' });
  const alert = app.page.getByRole('alert');
  await alert.getByText('Sandbox: service unavailable').waitFor();
  expect(await app.page.getByRole('button', { name: 'REPAY', exact: true }).count()).toBe(0);
  await app.context.clearCookies({ name: 'scenario' });
  await alert.getByRole('button', { name: 'Retry' }).click();
  await app.page.getByRole('button', { name: 'REPAY', exact: true }).waitFor();
  expect(await app.requests('loanDetails')).toHaveLength(2);
});

test('an HTTP 500 on the order load shows an error with Retry', async ({ app }) => {
  // The browser logs every HTTP 500 as a console error; those are the point of this test.
  app.expectConsoleError(/status of 500/);
  await app.open(orderPath('order-174-delay1'), { scenario: 'fault-500:loanDetails' });
  const alert = app.page.getByRole('alert');
  await alert.getByText('HTTP 500', { exact: false }).waitFor();
  await alert.getByRole('button', { name: 'Retry' }).click();
  await alert.getByRole('button', { name: 'Retry' }).waitFor();
  expect(await app.requests('loanDetails')).toHaveLength(2);
  expect(await app.page.getByRole('region', { name: 'Loan details' }).count()).toBe(0);
});
