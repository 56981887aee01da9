import type { Page } from 'playwright-core';
import { expect, test } from './fixtures';

test.override({ reuse: true });

const SESSION_QUERY = 'productId=1&sessionId=s-1&appVersion=1.0.0&deviceId=d-1';
const BIND_BANK = `/bindBank?${SESSION_QUERY}`;

/** The fields of sandbox/fixtures/cardInit/default.json by label, and how each is drawn. */
const FIELDS = {
  'Payout channel': 'select',
  Bank: 'select',
  'Account number': 'textbox',
  'PESONet account number': 'textbox',
  'Branch city': 'select',
  'E-wallet': 'select',
  'E-wallet mobile number': 'textbox',
  'Valid ID number': 'textbox',
  Payday: 'select',
} as const;
type FieldLabel = keyof typeof FIELDS;

/** A select shows as a button named by its label then its current text; a text field as a textbox. */
function field(page: Page, label: FieldLabel) {
  return FIELDS[label] === 'select'
    ? page.getByRole('button', { name: new RegExp(`^${label} `) })
    : page.getByRole('textbox', { name: label, exact: true });
}

async function openForm(page: Page, open: () => Promise<void>): Promise<void> {
  await open();
  await page.getByRole('button', { name: 'Next', exact: true }).waitFor();
}

/** Asserts exactly these fields show, the others are absent. */
async function expectFields(page: Page, shown: FieldLabel[]): Promise<void> {
  for (const label of Object.keys(FIELDS) as FieldLabel[]) {
    expect(await field(page, label).count(), label).toBe(shown.includes(label) ? 1 : 0);
  }
}

/** Opens a select's picker, taps an option and confirms (or cancels). */
async function pick(page: Page, label: FieldLabel, option: string, button = 'Confirm'): Promise<void> {
  await field(page, label).click();
  const dialog = page.getByRole('dialog', { name: label });
  await dialog.getByRole('radio', { name: option }).click();
  await dialog.getByRole('button', { name: button }).click();
  await dialog.waitFor({ state: 'detached' });
}

test('card type 1 with channel 90006 shows the bank items of that channel and the shared ones', async ({
  app,
}) => {
  await openForm(app.page, () => app.open(BIND_BANK));
  expect(await app.page.title()).toBe('Payment account information');
  await expectFields(app.page, ['Payout channel', 'Bank', 'Account number', 'Valid ID number', 'Payday']);
  expect(await app.page.getByRole('tab', { name: 'Bank card' }).getAttribute('aria-selected')).toBe('true');
  // Prefilled values: the channel "90006" matches its option 90006; the payday "15".
  expect(await field(app.page, 'Payout channel').textContent()).toBe('InstaPay (real-time)');
  expect(await field(app.page, 'Payday').textContent()).toBe('15');
  const [init] = await app.requests('cardInit');
  expect(init?.method).toBe('POST');
  expect(init?.body).toEqual({ product_id: '1' });
  expect(init?.query).toMatchObject({ sessionId: 's-1', appVersion: '1.0.0', deviceId: 'd-1' });
});

test('the e-wallet tab shows the e-wallet items; picking channel 90007 swaps the bank items', async ({
  app,
}) => {
  const { page } = app;
  await openForm(page, () => app.open(BIND_BANK));

  await page.getByRole('tab', { name: 'E-wallet' }).click();
  await field(page, 'E-wallet mobile number').waitFor();
  await expectFields(page, ['E-wallet', 'E-wallet mobile number', 'Valid ID number', 'Payday']);

  await page.getByRole('tab', { name: 'Bank card' }).click();
  await field(page, 'Account number').waitFor();
  await pick(page, 'Payout channel', 'PESONet (next banking day)');
  await field(page, 'PESONet account number').waitFor();
  // "90007" arrives as text on one item and as a number on another: both follow the channel.
  await expectFields(page, [
    'Payout channel',
    'Bank',
    'PESONet account number',
    'Branch city',
    'Valid ID number',
    'Payday',
  ]);
});

test('text inputs keep digits only and format phone 3-4-4 and bank card in groups of 4', async ({ app }) => {
  const { page } = app;
  await openForm(page, () => app.open(BIND_BANK));

  await field(page, 'Account number').pressSequentially('1234-5678 abcd 9012 34');
  expect(await field(page, 'Account number').inputValue()).toBe('1234 5678 9012 34');
  await field(page, 'Valid ID number').fill('ID 12-34.56x');
  expect(await field(page, 'Valid ID number').inputValue()).toBe('123456');

  await page.getByRole('tab', { name: 'E-wallet' }).click();
  await field(page, 'E-wallet mobile number').pressSequentially('0917-abc-123-45678');
  // At most 11 digits, grouped 3-4-4.
  expect(await field(page, 'E-wallet mobile number').inputValue()).toBe('091 7123 4567');
});

test('the picker: Cancel keeps the old value, Confirm sets the chosen one', async ({ app }) => {
  const { page } = app;
  await openForm(page, () => app.open(BIND_BANK));

  expect(await field(page, 'Bank').textContent()).toBe('Select your bank');
  await pick(page, 'Bank', 'Metrobank', 'Cancel');
  expect(await field(page, 'Bank').textContent()).toBe('Select your bank');
  await pick(page, 'Bank', 'Metrobank');
  expect(await field(page, 'Bank').textContent()).toBe('Metrobank');

  // Cancel on the channel picker keeps the channel and its items.
  await pick(page, 'Payout channel', 'PESONet (next banking day)', 'Cancel');
  expect(await field(page, 'Payout channel').textContent()).toBe('InstaPay (real-time)');
  await expectFields(page, ['Payout channel', 'Bank', 'Account number', 'Valid ID number', 'Payday']);

  // Day options run 1 to 31.
  await field(page, 'Payday').click();
  const days = page.getByRole('dialog', { name: 'Payday' }).getByRole('radio');
  expect(await days.count()).toBe(31);
  expect(await days.first().textContent()).toBe('1');
  expect(await days.last().textContent()).toBe('31');
  // The current value is the checked option.
  const checked = page.getByRole('dialog', { name: 'Payday' }).getByRole('radio', { checked: true });
  expect(await checked.textContent()).toBe('15');
  await page.getByRole('button', { name: 'Cancel' }).click();
  expect(await field(page, 'Payday').textContent()).toBe('15');
});

test('Next with an empty visible field names it and sends nothing', async ({ app }) => {
  const { page } = app;
  await openForm(page, () => app.open(BIND_BANK));
  await field(page, 'Account number').fill('1234567890');
  await field(page, 'Valid ID number').fill('42');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByRole('status').getByText('Please fill in Bank').waitFor();
  expect(await app.requests('bindCardNew')).toEqual([]);
  expect(await app.bridge()).toEqual([]);
});

test('Next posts bindCardNew with exactly the visible fields, then closes the webview', async ({ app }) => {
  const { page } = app;
  await openForm(page, () => app.open(BIND_BANK));
  await pick(page, 'Bank', 'BDO Unibank');
  await field(page, 'Account number').fill('1234 5678 9012 3456');
  await field(page, 'Valid ID number').fill('987654321');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.waitForFunction(() =>
    (window as unknown as { __bridge: { action: string }[] }).__bridge.some(
      (message) => message.action === 'closeWebview',
    ),
  );

  const calls = await app.requests('bindCardNew');
  expect(calls).toHaveLength(1);
  expect(calls[0]?.method).toBe('POST');
  expect(calls[0]?.body).toEqual({
    channel: '90006',
    bank_code: 'BDO',
    bank_card_no: '1234567890123456',
    id_number: '987654321',
    salary_day: '15',
    product_id: '1',
    card_type: '1',
    channel_number: '90006',
  });
  expect(calls[0]?.query).toMatchObject({ sessionId: 's-1', appVersion: '1.0.0', deviceId: 'd-1' });
  expect(await app.requests('bindCardDetail')).toEqual([]);
  expect(await app.bridge()).toEqual([{ action: 'closeWebview' }]);
});

test('channel 90007 sends its own items, the chosen city and channel_number 90007', async ({ app }) => {
  const { page } = app;
  await openForm(page, () => app.open(BIND_BANK));
  await pick(page, 'Payout channel', 'PESONet (next banking day)');
  await pick(page, 'Bank', 'UnionBank');
  await field(page, 'PESONet account number').fill('00112233');
  await pick(page, 'Branch city', 'Makati');
  await pick(page, 'Payday', '30');
  await field(page, 'Valid ID number').fill('55');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.waitForFunction(() => (window as unknown as { __bridge: unknown[] }).__bridge.length > 0);
  const [call] = await app.requests('bindCardNew');
  expect(call?.body).toEqual({
    channel: '90007',
    bank_code: 'UBP',
    account_no_pesonet: '00112233',
    branch_city: 'Makati',
    id_number: '55',
    salary_day: '30',
    product_id: '1',
    card_type: '1',
    channel_number: '90007',
  });
});

test('the e-wallet tab sends card_type 2 and the phone as digits', async ({ app }) => {
  const { page } = app;
  await openForm(page, () => app.open(BIND_BANK));
  await page.getByRole('tab', { name: 'E-wallet' }).click();
  await pick(page, 'E-wallet', 'GCash');
  await field(page, 'E-wallet mobile number').fill('0917 123 4567');
  await field(page, 'Valid ID number').fill('7');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.waitForFunction(() => (window as unknown as { __bridge: unknown[] }).__bridge.length > 0);
  const [call] = await app.requests('bindCardNew');
  expect(call?.body).toEqual({
    wallet_type: 'GCASH',
    wallet_phone: '09171234567',
    id_number: '7',
    salary_day: '15',
    product_id: '1',
    card_type: '2',
    channel_number: '90006',
  });
  expect(await app.bridge()).toEqual([{ action: 'closeWebview' }]);
});

test('from loan details it posts bindCardDetail and replaces the page with loan details', async ({ app }) => {
  const { page } = app;
  await openForm(page, () => app.open(`${BIND_BANK}&source=loanDetail`));
  await pick(page, 'Bank', 'Security Bank');
  await field(page, 'Account number').fill('4444333322221111');
  await field(page, 'Valid ID number').fill('1');
  const historyLength = await page.evaluate(() => window.history.length);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/loanDetails');

  const url = new URL(page.url());
  expect(url.searchParams.get('source')).toBe('loanDetail');
  // The session is carried, its secrets kept out of the address (DESIGN §3).
  expect(url.searchParams.get('sessionId')).toBeNull();
  expect(url.searchParams.get('appVersion')).toBe('1.0.0');
  expect(url.searchParams.get('deviceId')).toBeNull();
  expect(url.searchParams.get('productId')).toBe('1');
  const calls = await app.requests('bindCardDetail');
  expect(calls).toHaveLength(1);
  expect(calls[0]?.body).toMatchObject({
    bank_code: 'SECB',
    bank_card_no: '4444333322221111',
    product_id: '1',
    card_type: '1',
    channel_number: '90006',
  });
  expect(await app.requests('bindCardNew')).toEqual([]);
  expect(await app.bridge()).toEqual([]);
  // Replaced, not pushed: going back does not return to the bind form.
  expect(await page.evaluate(() => window.history.length)).toBe(historyLength);
});

test('a refused bind shows the server message, stays and posts no bridge message', async ({ app }) => {
  const { page } = app;
  await openForm(page, () => app.open(BIND_BANK, { scenario: 'bind-fail' }));
  await pick(page, 'Bank', 'BDO Unibank');
  await field(page, 'Account number').fill('1234');
  await field(page, 'Valid ID number').fill('1');
  const next = page.getByRole('button', { name: 'Next', exact: true });
  await next.click();
  await page
    .getByRole('status')
    .getByText('The account number does not match the selected bank. Please check and try again.')
    .waitFor();
  expect(await app.requests('bindCardNew')).toHaveLength(1);
  expect(new URL(page.url()).pathname).toBe('/bindBank');
  expect(await field(page, 'Account number').inputValue()).toBe('1234');
  expect(await next.isEnabled()).toBe(true);
  expect(await app.bridge()).toEqual([]);
});

test('Next is disabled while the bind call runs', async ({ app }) => {
  const { page } = app;
  await openForm(page, () => app.open(BIND_BANK, { scenario: 'fault-slow:bindCardNew' }));
  await pick(page, 'Bank', 'BDO Unibank');
  await field(page, 'Account number').fill('1234');
  await field(page, 'Valid ID number').fill('1');
  const next = page.getByRole('button', { name: 'Next', exact: true });
  await next.click();
  expect(await next.isDisabled()).toBe(true);
  await page.waitForFunction(
    () => (window as unknown as { __bridge: unknown[] }).__bridge.length > 0,
    undefined,
    { timeout: 10000 },
  );
  expect(await app.requests('bindCardNew')).toHaveLength(1);
});

test('a failed cardInit shows the error with Retry, which loads the form', async ({ app }) => {
  const { page } = app;
  // Chromium logs every HTTP 500 as a console error; this one is the fault the test asks for.
  app.expectConsoleError(/status of 500/);
  await app.open(BIND_BANK, { scenario: 'fault-500:cardInit' });
  await page.getByRole('alert').waitFor();
  expect(await page.getByRole('alert').textContent()).toContain('HTTP 500');
  await page.getByRole('alert').getByRole('button', { name: 'Retry' }).waitFor();
  expect(await page.getByRole('button', { name: 'Next', exact: true }).count()).toBe(0);
  await app.context.addCookies([{ name: 'scenario', value: 'default', url: app.baseURL }]);
  await page.getByRole('button', { name: 'Retry' }).click();
  await field(page, 'Account number').waitFor();
  expect(await app.requests('cardInit')).toHaveLength(2);
});
