import { type App, expect, test } from './fixtures';
import cases from './orderDetails.buttons.cases.json';
import { SECRET_KEYS, withoutSecrets } from './sessionAddress';

test.override({ reuse: true });

/** The session the host opens the page with; the orderId picks the sandbox scenario. */
const SESSION = { productId: '1', sessionId: 's-1', appVersion: '1.0.0', deviceId: 'd-1' };
const ACTION_BUTTONS = ['REPAY', 'Rollover Repayment', 'Repayment', 'Borrow Again'];

function orderPath(orderId: string, route = '/loanDetails'): string {
  return `${route}?${new URLSearchParams({ ...SESSION, orderId })}`;
}

async function openOrder(app: App, orderId: string, route?: string): Promise<void> {
  await app.open(orderPath(orderId, route));
  await app.page.getByRole('region', { name: 'Loan details' }).waitFor();
}

async function visibleActionButtons(app: App): Promise<string[]> {
  const shown: string[] = [];
  for (const name of ACTION_BUTTONS) {
    const count = await app.page.getByRole('button', { name, exact: true }).count();
    for (let i = 0; i < count; i += 1) shown.push(name);
  }
  return shown.sort();
}

for (const { scenario, banner, buttons } of cases) {
  test(`${scenario} shows the banner "${banner}" and exactly [${buttons.join(', ')}]`, async ({ app }) => {
    await openOrder(app, scenario);
    await app.page.getByRole('img', { name: banner }).waitFor();
    expect(await visibleActionButtons(app)).toEqual([...buttons].sort());
  });
}

test('the order is loaded with its productId, orderId and the common session parameters', async ({ app }) => {
  await openOrder(app, 'order-174-delay1');
  const [request] = await app.requests('loanDetails');
  expect(request?.method).toBe('GET');
  expect(request?.query).toMatchObject({ ...SESSION, orderId: 'order-174-delay1' });
  await app.page.getByText('Due soon', { exact: true }).waitFor();
  expect(await app.page.getByRole('definition').first().textContent()).toBe('PA20260101001');
});

test('the order list and joint login failure routes show the same order details', async ({ app }) => {
  await openOrder(app, 'order-180-delay1', '/orderList');
  expect(await visibleActionButtons(app)).toEqual(['REPAY', 'Rollover Repayment']);
  await openOrder(app, 'order-200-delay0', '/error');
  expect(await visibleActionButtons(app)).toEqual(['Borrow Again']);
});

for (const { orderId, button, route } of [
  { orderId: 'order-174-delay1', button: 'REPAY', route: '/repayPeriod' },
  { orderId: 'order-180-delay1', button: 'Rollover Repayment', route: '/repayDelay' },
  { orderId: 'order-170-delay1', button: 'Repayment', route: '/repayPeriod' },
  { orderId: 'order-174-delay0', button: 'Repayment', route: '/repayPeriod' },
]) {
  test(`${button} on ${orderId} goes to ${route} with source=loanDetail and the session`, async ({ app }) => {
    await openOrder(app, orderId);
    await app.page.getByRole('button', { name: button, exact: true }).click();
    await app.page.waitForURL((url) => url.pathname === route);
    const query = Object.fromEntries(new URL(app.page.url()).searchParams);
    expect(query).toMatchObject(withoutSecrets({ ...SESSION, orderId, source: 'loanDetail' }));
    for (const key of SECRET_KEYS) expect(query[key]).toBeUndefined();
  });
}

test('Borrow Again records the event and asks the host for the main page', async ({ app }) => {
  await openOrder(app, 'order-200-delay0');
  await app.page.getByRole('button', { name: 'Borrow Again' }).click();
  await app.page.waitForFunction(() => (window as unknown as { __bridge: unknown[] }).__bridge.length > 0);
  expect(await app.bridge()).toEqual([{ action: 'to', params: { page: 'main' } }]);
  const [event] = await app.requests('eventSave');
  expect(event?.method).toBe('POST');
  expect(event?.body).toEqual({ productId: '1', moduleId: '30', positionId: '1' });
  expect(event?.query).toMatchObject({ sessionId: 's-1', appVersion: '1.0.0', deviceId: 'd-1' });
});

test('the repayment tips modal shows reyMsg next to the repay buttons', async ({ app }) => {
  await openOrder(app, 'order-banktip');
  await app.page.getByRole('button', { name: 'Repayment tips' }).click();
  const dialog = app.page.getByRole('dialog', { name: 'Repayment tips' });
  await dialog.getByText('Use your repayment code exactly as shown.', { exact: false }).waitFor();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await dialog.waitFor({ state: 'detached' });
});

test('without reyMsg there is no repayment tips button', async ({ app }) => {
  await openOrder(app, 'order-174-delay1');
  expect(await app.page.getByRole('button', { name: 'Repayment tips' }).count()).toBe(0);
});
