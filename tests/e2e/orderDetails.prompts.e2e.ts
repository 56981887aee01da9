import { type App, expect, test } from './fixtures';
import { SECRET_KEYS, withoutSecrets } from './sessionAddress';

test.override({ reuse: true });

/** The session the host opens the page with; the orderId picks the sandbox scenario. */
const SESSION = { productId: '1', sessionId: 's-1', appVersion: '1.0.0', deviceId: 'd-1' };

async function openOrder(app: App, orderId: string): Promise<void> {
  await app.open(`/loanDetails?${new URLSearchParams({ ...SESSION, orderId })}`);
  await app.page.getByRole('region', { name: 'Loan details' }).waitFor();
}

test.describe('order rating', () => {
  test('submitting without stars asks to choose and sends nothing', async ({ app }) => {
    await openOrder(app, 'order-score');
    const dialog = app.page.getByRole('dialog', { name: 'Rate your experience' });
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await app.page.getByRole('status').getByText('Silakan pilih').waitFor();
    expect(await app.requests('googleScore')).toEqual([]);
    expect(await dialog.isVisible()).toBe(true);
  });

  test('3 stars sends score 3 and opens the result modal', async ({ app }) => {
    await openOrder(app, 'order-score');
    const dialog = app.page.getByRole('dialog', { name: 'Rate your experience' });
    await dialog.getByRole('radio', { name: '3 stars' }).click();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    const result = app.page.getByRole('dialog', { name: 'Thank you for your feedback' });
    await result.waitFor();
    await dialog.waitFor({ state: 'detached' });
    const [score] = await app.requests('googleScore');
    expect(score?.method).toBe('POST');
    expect(score?.body).toEqual({ score: '3' });
    expect(score?.query).toMatchObject({ sessionId: 's-1', appVersion: '1.0.0', deviceId: 'd-1' });
    expect(await app.bridge()).toEqual([]);
    await result.getByRole('button', { name: 'OK' }).click();
    await result.waitFor({ state: 'detached' });
  });

  test('5 stars sends score 5 and asks the host for the store rating', async ({ app }) => {
    await openOrder(app, 'order-score');
    const dialog = app.page.getByRole('dialog', { name: 'Rate your experience' });
    await dialog.getByRole('radio', { name: '5 stars' }).click();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.waitFor({ state: 'detached' });
    const [score] = await app.requests('googleScore');
    expect(score?.body).toEqual({ score: '5' });
    expect(await app.bridge()).toEqual([{ action: 'toRate' }]);
    expect(await app.page.getByRole('dialog').count()).toBe(0);
  });

  test('the rating does not open when isScore is 0', async ({ app }) => {
    await openOrder(app, 'order-200-delay0');
    await app.page.getByRole('button', { name: 'Borrow Again' }).waitFor();
    await app.settled('orderDetails');
    expect(await app.page.getByRole('dialog').count()).toBe(0);
  });
});

test.describe('bank tip', () => {
  test('shows the tip and it can be dismissed', async ({ app }) => {
    await openOrder(app, 'order-banktip');
    const tip = app.page.getByRole('region', { name: 'Bank tip' });
    await tip
      .getByText('BDO and BPI transfers may take up to 1 banking day to post.', { exact: false })
      .waitFor();
    await tip.getByRole('button', { name: /Got it/ }).click();
    await tip.waitFor({ state: 'detached' });
  });

  test('is not shown again once the borrower went to repay', async ({ app }) => {
    await openOrder(app, 'order-banktip');
    await app.page.getByRole('region', { name: 'Bank tip' }).waitFor();
    await app.page.getByRole('button', { name: 'REPAY', exact: true }).click();
    await app.page.waitForURL((url) => url.pathname === '/repayPeriod');
    // The repay page drawn: a Back before it drew would leave the order screen as it was, never left.
    await app.settled('repayPeriod');
    await app.page.goBack();
    await app.page.getByRole('button', { name: 'REPAY', exact: true }).waitFor();
    // Going back loads the order again, now with the flag set.
    expect(await app.requests('loanDetails')).toHaveLength(2);
    expect(await app.page.getByRole('region', { name: 'Bank tip' }).count()).toBe(0);
  });

  test('is not shown without a tips message', async ({ app }) => {
    await openOrder(app, 'order-174-delay1');
    expect(await app.page.getByRole('region', { name: 'Bank tip' }).count()).toBe(0);
  });
});

test.describe('bank-card dialog', () => {
  test('opens on load with the server title and message, and closes for good', async ({ app }) => {
    await openOrder(app, 'order-cardpop');
    const dialog = app.page.getByRole('dialog', { name: 'Add a repayment account' });
    await dialog.getByText('Bind a bank account or e-wallet so you can repay in one tap.').waitFor();
    await dialog.getByRole('button', { name: 'Not now' }).click();
    await dialog.waitFor({ state: 'detached' });
    await app.page.getByRole('button', { name: 'Repayment', exact: true }).waitFor();
  });

  test('the screen is settled only once the dialog it opens on load is drawn', async ({ app }) => {
    await openOrder(app, 'order-cardpop');
    await app.settled('orderDetails');
    expect(await app.page.getByRole('dialog', { name: 'Add a repayment account' }).count()).toBe(1);
  });

  test('closes on Escape', async ({ app }) => {
    await openOrder(app, 'order-cardpop');
    const dialog = app.page.getByRole('dialog', { name: 'Add a repayment account' });
    await dialog.waitFor();
    await app.page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  test('its bind button goes to /bindBank with source=loanDetail and the session', async ({ app }) => {
    await openOrder(app, 'order-cardpop');
    const dialog = app.page.getByRole('dialog', { name: 'Add a repayment account' });
    await dialog.getByRole('button', { name: 'Bind account' }).click();
    await app.page.waitForURL((url) => url.pathname === '/bindBank');
    const query = Object.fromEntries(new URL(app.page.url()).searchParams);
    expect(query).toMatchObject(
      withoutSecrets({ ...SESSION, orderId: 'order-cardpop', source: 'loanDetail' }),
    );
    for (const key of SECRET_KEYS) expect(query[key]).toBeUndefined();
  });

  test('does not open when cardNeedPop is 0', async ({ app }) => {
    await openOrder(app, 'order-174-delay0');
    await app.settled('orderDetails');
    expect(await app.page.getByRole('dialog').count()).toBe(0);
  });
});
