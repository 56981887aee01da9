import { type App, expect, test } from './fixtures';
import { SECRET_KEYS } from './sessionAddress';

test.override({ reuse: true });

/** The host's session; the order id is a sandbox scenario name choosing the loan-details answer. */
const SESSION = { productId: '7', sessionId: 'sess-abc', appVersion: '3.2.1', deviceId: 'dev-42' };
const choice = (orderId: string) => `/repayChoice?${new URLSearchParams({ ...SESSION, orderId })}`;

async function openChoice(app: App, orderId: string): Promise<void> {
  await app.open(choice(orderId));
  await app.page.getByRole('region', { name: 'Your loan' }).getByText('Sandbox Loan').waitFor();
}

/** The names of the option regions the borrower is offered. */
async function options(app: App): Promise<string[]> {
  const ways = app.page.getByRole('region', { name: 'Ways to repay' });
  if ((await ways.count()) === 0) return [];
  return ways
    .getByRole('region')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label') ?? ''));
}

test('a due order with rollover offers full repayment, rollover and bank card', async ({ app }) => {
  await openChoice(app, 'order-174-delay1');
  const header = app.page.getByRole('region', { name: 'Your loan' });
  await header.getByText('₱2,000.00').waitFor();
  await header.getByText('Repayment date: 2026-01-31').waitFor();
  expect(await options(app)).toEqual(['Full repayment', 'Rollover', 'Bank card']);
  const [order] = await app.requests('loanDetails');
  expect(order?.query).toMatchObject({ productId: '7', orderId: 'order-174-delay1', sessionId: 'sess-abc' });
  const [plan] = await app.requests('loanPlayDetail');
  expect(plan?.body).toEqual({ productId: '7', orderId: 'order-174-delay1' });
});

for (const orderId of ['order-174-delay0', 'order-180-delay0', 'order-170-delay1']) {
  test(`${orderId} offers no rollover`, async ({ app }) => {
    await openChoice(app, orderId);
    expect(await options(app)).toEqual(['Full repayment', 'Bank card']);
  });
}

test('an order with nothing due offers no way to repay and leads back to the order', async ({ app }) => {
  await openChoice(app, 'order-200-delay1');
  expect(await options(app)).toEqual([]);
  const notice = app.page.getByRole('region', { name: 'Nothing to repay' });
  await notice.getByText('This order has nothing to repay right now.').waitFor();
  await notice.getByText('Repaid').waitFor();
  expect(await app.page.getByText('₱2,000.00').count()).toBe(0);
  await notice.getByRole('button', { name: 'Back to my order' }).click();
  await app.page.waitForURL((url) => url.pathname === '/loanDetails');
});

const ROUTES = [
  { button: 'Repay in full', path: '/repayPeriod', query: { source: 'loanDetail' } },
  { button: 'Roll over', path: '/repayDelay', query: { source: 'loanDetail' } },
  {
    button: 'Pay by bank card',
    path: '/paymentWay',
    query: { orderId: 'order-180-delay1', amount: '200000' },
  },
  { button: 'Other ways to pay', path: '/repayChoiceList', query: {} },
];

for (const route of ROUTES) {
  test(`${route.button} leads to ${route.path} with the session carried`, async ({ app }) => {
    await openChoice(app, 'order-180-delay1');
    await app.page.getByRole('button', { name: route.button }).click();
    await app.page.waitForURL((url) => url.pathname === route.path);
    const query = Object.fromEntries(new URL(app.page.url()).searchParams);
    expect(query).toMatchObject({ ...route.query, orderId: 'order-180-delay1' });
    for (const key of SECRET_KEYS) expect(query[key]).toBeUndefined();
  });
}

test('the list of ways to pay leads to the instructions, the bank card page and the pay code', async ({
  app,
}) => {
  const { page } = app;
  const list = `/repayChoiceList?${new URLSearchParams({ ...SESSION, orderId: 'PA20260101001' })}`;
  const ways = page.getByRole('region', { name: 'Ways to pay' });
  await app.open(list);
  await page.getByRole('region', { name: 'Amount due' }).getByText('₱2,000.00').waitFor();
  expect(await ways.getByRole('button').count()).toBe(3);
  for (const name of ['E-wallet GCash, Maya', 'Store counter 7-Eleven, Cebuana', 'Bank card Saved cards'])
    await ways.getByRole('button', { name }).waitFor();

  for (const name of [/E-wallet/, /Store counter/]) {
    await ways.getByRole('button', { name }).click();
    await page.waitForURL((url) => url.pathname === '/carpmm');
    await page.goBack();
    await ways.getByRole('button', { name: /Bank card/ }).waitFor();
  }

  await ways.getByRole('button', { name: /Bank card/ }).click();
  await page.waitForURL((url) => url.pathname === '/paymentWay');
  expect(Object.fromEntries(new URL(page.url()).searchParams)).toMatchObject({
    orderId: 'PA20260101001',
    amount: '200000',
  });
  await page.getByRole('radio', { name: 'BDO Unibank •••• 4821' }).waitFor();
  await page.goBack();

  await page.getByRole('button', { name: 'Get my pay code' }).click();
  await page.waitForURL((url) => url.pathname === '/repayPeriod');
  expect(new URL(page.url()).searchParams.get('source')).toBe('loanDetail');
});
