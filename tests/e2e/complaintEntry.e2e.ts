import { SESSION_QUERY } from './complaintSupport';
import { expect, test } from './fixtures';

test.override({ reuse: true });

const REFUSED = 'La orden seleccionada no admite el envío de tipo cobranza';

test('the entry loads problemInit with the session order and shows its summary', async ({ app }) => {
  const { page } = app;
  await app.open(`/complaint?${SESSION_QUERY}`);
  await page.getByRole('button', { name: 'Repayment' }).waitFor();
  const card = page.getByRole('region', { name: 'Selected order' });
  expect(await card.getByRole('heading', { name: 'Sandbox Loan' }).isVisible()).toBe(true);
  expect(await card.getByText('Order No. PA20260101001').isVisible()).toBe(true);
  expect(await card.getByText('Overdue').isVisible()).toBe(true);
  const [init] = await app.requests('problemInit');
  expect(init?.body).toMatchObject({ orderId: 'order-9' });
});

test('a type other than 1 goes to the next step with problemType and orderNo', async ({ app }) => {
  const { page } = app;
  await app.open(`/complaint?${SESSION_QUERY}`);
  await page.getByRole('button', { name: 'Repayment' }).click();
  await page.waitForURL(/\/complainPageNext\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('problemType')).toBe('2');
  expect(url.searchParams.get('orderNo')).toBe('PA20260101001');
  expect(url.searchParams.has('problemSonType')).toBe(false);
  // The session is kept, its secrets out of the address (DESIGN §3).
  expect(url.searchParams.get('sessionId')).toBeNull();
  await page.getByRole('textbox', { name: 'Description' }).waitFor();
  expect(await page.getByText('Repayment', { exact: true }).isVisible()).toBe(true);
});

test('type 1 shows the sub-types, and a sub-type navigates with problemSonType too', async ({ app }) => {
  const { page } = app;
  await app.open(`/complaint?${SESSION_QUERY}`);
  await page.getByRole('button', { name: 'Collection' }).click();
  await page.getByRole('button', { name: 'Contacted my family or friends' }).click();
  await page.waitForURL(/\/complainPageNext\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('problemType')).toBe('1');
  expect(url.searchParams.get('problemSonType')).toBe('12');
  expect(url.searchParams.get('orderNo')).toBe('PA20260101001');
  // The tags are read on the new screen only: until it has drawn, the entry's own sub-type button
  // still bears the same words.
  await page
    .getByRole('list', { name: 'Chosen sub-type' })
    .getByText('Contacted my family or friends')
    .waitFor();
  await page.getByRole('list', { name: 'Chosen type' }).getByText('Collection', { exact: true }).waitFor();
});

test('type 1 is refused with the Spanish toast when the order isShow is 0', async ({ app }) => {
  const { page } = app;
  await app.open(`/complaint?${SESSION_QUERY}`, { scenario: 'complaint-isshow0' });
  await page.getByRole('button', { name: 'Collection' }).click();
  await page.getByText(REFUSED).waitFor();
  expect(new URL(page.url()).pathname).toBe('/complaint');
  expect(await page.getByRole('button', { name: 'Rude or threatening language' }).count()).toBe(0);
});

test('All switches the order; the picked order decides type 1 and is sent as orderNo', async ({ app }) => {
  const { page } = app;
  await app.open(`/complaint?${SESSION_QUERY}`);
  await page.getByRole('button', { name: 'All orders' }).click();
  const sheet = page.getByRole('dialog', { name: 'Choose an order' });
  await sheet.getByRole('button', { name: /CashLuz/ }).click();
  await sheet.waitFor({ state: 'detached' });
  const card = page.getByRole('region', { name: 'Selected order' });
  await card.getByText('Order No. CL20251115017').waitFor();
  await page.getByRole('button', { name: 'Collection' }).click();
  await page.getByText(REFUSED).waitFor();

  await page.getByRole('button', { name: 'All orders' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Pondo Express/ })
    .click();
  await card.getByText('Order No. PX20251203044').waitFor();
  await page.getByRole('button', { name: 'Loan disbursement' }).click();
  await page.waitForURL(/\/complainPageNext\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('problemType')).toBe('3');
  expect(url.searchParams.get('orderNo')).toBe('PX20251203044');
});

test('the header image links to the complaint list', async ({ app }) => {
  const { page } = app;
  await app.open(`/complaint?${SESSION_QUERY}`);
  await page.getByRole('button', { name: 'My complaints' }).click();
  await page.getByRole('tab', { name: 'Processing' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/complaintList');
});
