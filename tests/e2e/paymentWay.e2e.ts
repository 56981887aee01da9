import type { Page } from 'playwright-core';
import { type App, expect, test } from './fixtures';

/** The session the host opens the page with; the order and amount (cents) come in the query. */
const SESSION = { productId: '7', sessionId: 'sess-abc', appVersion: '3.2.1', deviceId: 'dev-42' };
const PAGE = `/paymentWay?${new URLSearchParams({ ...SESSION, orderId: 'PA20260101001', amount: '545000' })}`;

/** The Pay button, which shows the amount. */
const PAY = /^Pay ₱/;

/** The card fields every commit carries for the first card of the default fixture (the server's values, unmasked). */
const BDO = { bankName: 'BDO Unibank', cardId: '3101', cardNo: '********4821', bankCode: 'BDO' };

async function openPage(app: App, scenario?: string): Promise<void> {
  await app.open(PAGE, scenario ? { scenario } : undefined);
  await app.page.getByRole('button', { name: PAY }).waitFor();
}

/** Chooses the BDO card and pays; the SMS step opens (needValid 1). */
async function payWithBdo(app: App): Promise<void> {
  const { page } = app;
  await page.getByRole('radio', { name: 'BDO Unibank •••• 4821' }).click();
  await page.getByRole('button', { name: PAY }).click();
  await page.getByRole('dialog', { name: 'Enter the verification code' }).waitFor();
}

/** Freezes the page clock once the page has loaded, so the countdown moves only with `runFor`. */
async function freezeClock(app: App): Promise<void> {
  await app.page.clock.pauseAt(Date.now() + 1000);
}

test('the saved cards are listed with bank name and the last 4 digits of their number, and the amount is shown', async ({
  app,
}) => {
  await openPage(app);
  const { page } = app;
  const cards = page.getByRole('radiogroup', { name: 'Bank cards' });
  await expect
    .poll(() => cards.getByRole('radio').allTextContents())
    .toEqual(['BDO Unibank •••• 4821', 'GCash •••• 0142']);
  await page.getByRole('region', { name: 'Amount to repay' }).getByText('₱5,450.00').waitFor();
  const [load] = await app.requests('repaymentWay');
  expect(load?.method).toBe('POST');
  expect(load?.body).toEqual({ orderId: 'PA20260101001' });
  expect(load?.query).toMatchObject({ sessionId: 'sess-abc', appVersion: '3.2.1', deviceId: 'dev-42' });
  expect(await app.requests('loanPlayDetail')).toEqual([]);
});

test('Pay without a chosen card asks for one and sends nothing', async ({ app }) => {
  await openPage(app);
  await app.page.getByRole('button', { name: PAY }).click();
  await app.page.getByRole('status').getByText('Please choose a bank card').waitFor();
  expect(await app.requests('repaymentCommit')).toEqual([]);
});

test('pay-valid: commit, SMS step with a 60 s lock, resend, cancel, short code, confirm', async ({ app }) => {
  const { page } = app;
  await page.clock.install();
  await openPage(app, 'pay-valid');
  await freezeClock(app);
  await payWithBdo(app);

  const [commit] = await app.requests('repaymentCommit');
  expect(commit?.body).toEqual({
    amount: '545000',
    ...BDO,
    couponId: '',
    orderId: 'PA20260101001',
    repayToken: 'rt_7f3c9a12e4b8',
    sendMsg: '0',
  });

  const dialog = page.getByRole('dialog', { name: 'Enter the verification code' });
  const locked = dialog.getByRole('button', { name: 'Resend code (60s)' });
  await locked.waitFor();
  expect(await locked.isDisabled()).toBe(true);
  await page.clock.runFor(1000);
  await dialog.getByRole('button', { name: 'Resend code (59s)' }).waitFor();

  await page.clock.runFor(59_000);
  const resend = dialog.getByRole('button', { name: 'Resend code', exact: true });
  await resend.waitFor();
  expect(await resend.isEnabled()).toBe(true);
  await resend.click();
  await dialog.getByRole('button', { name: 'Resend code (60s)' }).waitFor();
  const commits = await app.requests('repaymentCommit');
  expect(commits).toHaveLength(2);
  expect(commits[1]?.body).toMatchObject({ ...BDO, repayToken: 'rt_7f3c9a12e4b8', sendMsg: '1' });

  // Cancel closes the step and resets the lock: paying again starts a fresh 60 s.
  await page.clock.runFor(10_000);
  await dialog.getByRole('button', { name: 'Resend code (50s)' }).waitFor();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: PAY }).click();
  await dialog.getByRole('button', { name: 'Resend code (60s)' }).waitFor();

  // The code keeps digits only, 6 at most; fewer than 6 asks for a correct code.
  const code = dialog.getByRole('textbox', { name: 'Verification code' });
  await code.fill('12a3');
  expect(await code.inputValue()).toBe('123');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await page.getByRole('status').getByText('Please enter the correct 6-digit verification code').waitFor();
  expect(await app.requests('repaymentConfirm')).toEqual([]);

  await code.fill('12345678');
  expect(await code.inputValue()).toBe('123456');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await page.waitForURL((url) => url.pathname === '/loanDetails');
  const [confirm] = await app.requests('repaymentConfirm');
  expect(confirm?.body).toEqual({
    orderId: 'PA20260101001',
    verifyCode: '123456',
    repaymentRecordId: 'RR20260402001',
  });
  const url = new URL(page.url());
  // The session is kept, its secrets out of the address (DESIGN §3).
  expect(url.searchParams.get('sessionId')).toBeNull();
  // Replaced, not pushed: Back does not return to the paid page.
  expect(await page.evaluate(() => history.length)).toBe(2);
});

test('pay-novalid goes straight to the borrow detail page', async ({ app }) => {
  await openPage(app, 'pay-novalid');
  await app.page.getByRole('radio', { name: 'GCash •••• 0142' }).click();
  await app.page.getByRole('button', { name: PAY }).click();
  await app.page.waitForURL((url) => url.pathname === '/loanDetails');
  const [commit] = await app.requests('repaymentCommit');
  expect(commit?.body).toMatchObject({ cardId: '3102', bankCode: 'GCASH', sendMsg: '0' });
  expect(await app.requests('repaymentConfirm')).toEqual([]);
});

test('pay-800005 tells the borrower not to submit the payment twice', async ({ app }) => {
  await openPage(app, 'pay-800005');
  await app.page.getByRole('radio', { name: 'BDO Unibank •••• 4821' }).click();
  await app.page.getByRole('button', { name: PAY }).click();
  await app.page.getByRole('status').getByText('请勿重复提交还款请求').waitFor();
  expect(await app.page.getByRole('dialog').count()).toBe(0);
  expect(new URL(app.page.url()).pathname).toBe('/paymentWay');
});

test('pay-800006 on confirm says the verification code is wrong and keeps the step open', async ({ app }) => {
  await openPage(app, 'pay-800006');
  await payWithBdo(app);
  const dialog = app.page.getByRole('dialog', { name: 'Enter the verification code' });
  await dialog.getByRole('textbox', { name: 'Verification code' }).fill('000000');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await app.page.getByRole('status').getByText('验证码错误，请重新输入').waitFor();
  expect(await dialog.isVisible()).toBe(true);
  expect(new URL(app.page.url()).pathname).toBe('/paymentWay');
});

test('a card list failure shows that the card list could not be queried, and Retry loads it', async ({
  app,
}) => {
  app.expectConsoleError(/Failed to load resource.*500/);
  await app.open(PAGE, { scenario: 'fault-500:repaymentWay' });
  const alert = app.page.getByRole('alert');
  await alert.getByText('查询银行卡列表失败').waitFor();
  await app.context.addCookies([{ name: 'scenario', value: '', url: app.baseURL }]);
  await alert.getByRole('button', { name: 'Retry' }).click();
  await app.page.getByRole('radio', { name: 'BDO Unibank •••• 4821' }).waitFor();
});

test('without a saved card the page offers to add one', async ({ app }) => {
  await app.open(PAGE, { scenario: 'pay-nocards' });
  const { page } = app;
  const empty = page.getByRole('region', { name: 'No bank card' });
  await empty.getByText('No bank card yet').waitFor();
  expect(await page.getByRole('button', { name: PAY }).count()).toBe(0);
  await empty.getByRole('button', { name: 'Add a bank card' }).click();
  await page.waitForURL((url) => url.pathname === '/bindBank');
  expect(new URL(page.url()).searchParams.get('source')).toBeNull();
});

test('without an amount in the query the amount due is loaded for the session order', async ({ app }) => {
  await app.open(`/paymentWay?${new URLSearchParams({ ...SESSION, orderId: 'PA20260101001' })}`);
  await app.page.getByRole('region', { name: 'Amount to repay' }).getByText('₱2,000.00').waitFor();
  const [plan] = await app.requests('loanPlayDetail');
  expect(plan?.body).toEqual({ productId: '7', orderId: 'PA20260101001' });
  await app.page.getByRole('radio', { name: 'GCash •••• 0142' }).click();
  await app.page.getByRole('button', { name: PAY }).click();
  await app.page.getByRole('dialog', { name: 'Enter the verification code' }).waitFor();
  const [commit] = await app.requests('repaymentCommit');
  expect(commit?.body).toMatchObject({ amount: '200000', orderId: 'PA20260101001' });
});

/** Every key and value of the page's local and session storage, as `storage key=value` lines. */
async function storedEntries(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    (
      [
        ['localStorage', localStorage],
        ['sessionStorage', sessionStorage],
      ] as const
    ).flatMap(([name, storage]) =>
      Array.from({ length: storage.length }, (_, i) => {
        const key = storage.key(i) ?? '';
        return `${name} ${key}=${storage.getItem(key) ?? ''}`;
      }),
    ),
  );
}

/** The full card numbers of the pay-fullcard fixture, as sent and with their digits only. */
const FULL_CARD_NUMBERS = ['5210123412341234', '4000 1234 5678 9010', '4000123456789010'];

/** Fails when a stored entry holds a full card number, or any 12 digits in a row. */
function expectNoCardNumberIn(entries: readonly string[]): void {
  expect(entries.length).toBeGreaterThan(0);
  for (const entry of entries) {
    for (const cardNumber of FULL_CARD_NUMBERS) expect(entry).not.toContain(cardNumber);
    expect(entry).not.toMatch(/\d{12,}/);
  }
}

test('pay-fullcard: full card numbers from the server show as their last 4 digits, are sent back unchanged and never stored', async ({
  app,
}) => {
  const { page } = app;
  await openPage(app, 'pay-fullcard');
  const cards = page.getByRole('radiogroup', { name: 'Bank cards' });
  await expect
    .poll(() => cards.getByRole('radio').allTextContents())
    .toEqual(['BPI •••• 1234', 'Metrobank •••• 9010']);
  // Nowhere in the page, attributes included.
  const html = await page.content();
  for (const cardNumber of FULL_CARD_NUMBERS) expect(html).not.toContain(cardNumber);

  await cards.getByRole('radio', { name: 'BPI •••• 1234' }).click();
  await page.getByRole('button', { name: PAY }).click();
  const dialog = page.getByRole('dialog', { name: 'Enter the verification code' });
  await dialog.waitFor();
  const [commit] = await app.requests('repaymentCommit');
  expect(commit?.body).toMatchObject({ cardId: '3201', cardNo: '5210123412341234', bankCode: 'BPI' });
  expectNoCardNumberIn(await storedEntries(page));

  await dialog.getByRole('textbox', { name: 'Verification code' }).fill('123456');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await page.waitForURL((url) => url.pathname === '/loanDetails');
  expect(await app.requests('repaymentConfirm')).toHaveLength(1);
  expectNoCardNumberIn(await storedEntries(page));
});
