import { test } from './fixtures';

const S = 'productId=1&sessionId=s-1&appVersion=1.0.0&deviceId=d-1';
for (const orderId of ['order-174-delay1', 'order-110-delay0', 'order-banktip', 'order-score', 'order-cardpop']) {
  test(`shot ${orderId}`, async ({ app }) => {
    await app.open(`/loanDetails?${S}&orderId=${orderId}`);
    await app.page.getByRole('region', { name: 'Loan details' }).waitFor();
    await app.page.waitForTimeout(500);
    await app.page.screenshot({ path: `/tmp/od/${orderId}.png`, fullPage: true });
  });
}
