import { expect, test } from './fixtures';

test.override({ reuse: true });

// Backends add order statuses before the app knows them. The schema's list of statuses is open
// (`"x-open": true`): a status outside it is accepted, so the borrower still sees their order, with
// what the screen knows (the details, amounts and dates) and nothing it would guess (a banner,
// buttons that act on a status). The sandbox answers `order-175` and `order-0` with such statuses.

const SESSION = { productId: '1', sessionId: 's-1', appVersion: '1.0.0', deviceId: 'd-1' };
const orderPath = (orderId: string) => `/loanDetails?${new URLSearchParams({ ...SESSION, orderId })}`;

const STATUS_BUTTONS = ['REPAY', 'Repayment', 'Rollover Repayment', 'Borrow Again', 'Repayment tips'];

for (const [status, headline] of [
  [175, 'Under verification'],
  [0, 'Processing'],
] as const) {
  test(`status ${status}, which the app does not know, shows the order's details and no error`, async ({
    app,
  }) => {
    await app.open(orderPath(`order-${status}`));
    const { page } = app;
    const details = page.getByRole('region', { name: 'Loan details' });
    await details.waitFor();
    await app.settled('orderDetails');
    await details.getByText('PesoAgad').waitFor();
    expect(await details.getByRole('term').allTextContents()).toEqual([
      'Order number',
      'Loan amount',
      'Term',
      'Disbursed on',
      'Due date',
      'Amount due',
    ]);
    expect(await details.getByRole('definition').allTextContents()).toEqual([
      'PA20260101001',
      '₱5,000.00',
      '91 days',
      '2026-01-01',
      '2026-04-02',
      '₱5,700.00',
    ]);
    // The server's own words for the status show; no banner is guessed for it.
    const statusCard = page.getByRole('region', { name: 'Order status' });
    await statusCard.getByText(headline, { exact: true }).waitFor();
    expect(await statusCard.getByRole('img').count()).toBe(0);
    // No error, no Retry, no toast.
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Retry' }).count()).toBe(0);
    expect(await page.getByText('Unexpected answer from the server', { exact: false }).count()).toBe(0);
    for (const name of STATUS_BUTTONS)
      expect(await page.getByRole('button', { name, exact: true }).count(), name).toBe(0);
    expect(await app.requests('loanDetails')).toHaveLength(1);
    expect(app.problems).toEqual([]);
  });
}
