import type { Page } from 'playwright-core';
import { type App, expect, test } from '../e2e/fixtures';
import { checkSecretsHandedOn, checkSecretsLeaveAddress } from '../e2e/sessionAddress';

// The app built for `/loan/` (`npm run build:subpath`) and served there, as a host that mounts it on
// a sub-path (`https://h5.example.ph/loan/…`): every route, chunk, image and call stays under `/loan/`.
const SESSION = 'productId=1&sessionId=s1&appVersion=1.0.0&deviceId=d-1';

/** Every request the page makes, so a test can prove none left the base path. */
function recordRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && url.hostname === '127.0.0.1') paths.push(url.pathname);
  });
  return paths;
}

function expectUnderBase(paths: string[]): void {
  expect(paths.length).toBeGreaterThan(0);
  expect(paths.filter((path) => !path.startsWith('/loan/'))).toEqual([]);
}

async function failedResponses(app: App): Promise<string[]> {
  const failed: string[] = [];
  app.page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  return failed;
}

test('order details under /loan/: its chunks, banner and API call, then REPAY navigates and a reload keeps the page', async ({
  app,
}) => {
  const { page } = app;
  const paths = recordRequests(page);
  const failed = await failedResponses(app);
  await app.open(`/loanDetails?${SESSION}&orderId=order-174-delay1`);
  await page.getByRole('button', { name: 'REPAY', exact: true }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/loan/loanDetails');
  expect(paths).toContain('/loan/api/v3/loan-details/loan-details');
  const banner = page.getByRole('img').first();
  // REPAY shows with the data; the image may still be on its way.
  await expect
    .poll(() => banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);

  await page.getByRole('button', { name: 'REPAY', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/loan/repayPeriod');
  expect(new URL(page.url()).searchParams.get('source')).toBe('loanDetail');
  // The session is kept, its secrets out of the address (DESIGN §3).
  expect(new URL(page.url()).searchParams.get('sessionId')).toBeNull();
  await page.getByRole('button', { name: 'Payment Method' }).waitFor();

  // A deep link reloads to the same screen (the server falls back to index.html under the base).
  await page.reload();
  await page.getByRole('button', { name: 'Payment Method' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/loan/repayPeriod');

  // Back returns to order details, in the app.
  await page.goBack();
  await page.getByRole('button', { name: 'REPAY', exact: true }).waitFor();
  expectUnderBase(paths);
  expect(failed).toEqual([]);
});

test('bind bank under /loan/ shows its form and binds through /loan/api', async ({ app }) => {
  const { page } = app;
  const paths = recordRequests(page);
  await app.open(`/bindBank?${SESSION}`);
  await page.getByRole('button', { name: 'Next', exact: true }).waitFor();
  expect(await page.getByRole('textbox', { name: 'Account number', exact: true }).count()).toBe(1);
  expect(paths).toContain('/loan/api/v3/bind-card/card-init');
  expect((await app.requests('cardInit')).length).toBe(1);
  expectUnderBase(paths);
});

test('complaint under /loan/: the entry loads, a type opens the next step in the app', async ({ app }) => {
  const { page } = app;
  const paths = recordRequests(page);
  await app.open(`/complaint?${SESSION}&orderId=order-9`);
  await page.getByRole('button', { name: 'Repayment' }).click();
  await page.waitForURL((url) => url.pathname === '/loan/complainPageNext');
  await page.getByRole('textbox', { name: 'Description' }).waitFor();
  expectUnderBase(paths);
});

test('an unknown path under /loan/ shows the not-found screen, whose way home stays under /loan/', async ({
  app,
}) => {
  const { page } = app;
  await app.open('/no-such-page');
  await page.getByRole('heading', { name: 'Page not found' }).first().waitFor();
  expect(new URL(page.url()).pathname).toBe('/loan/no-such-page');
});

test("under /loan/, the session's secrets leave the address; a reload, REPAY and Back keep the session", async ({
  app,
}) => {
  await checkSecretsLeaveAddress(app);
});

test('under /loan/, a prerendered page left before its app started hands the session on', async ({ app }) => {
  await checkSecretsHandedOn(app);
});
