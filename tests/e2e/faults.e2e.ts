import { expect, test } from './fixtures';

test.override({ reuse: true });

// DESIGN §7: bad input never loses the screen. Each fault on a screen's own data source shows a
// clear message and a Retry that recovers once the fault is gone.
const FAULTS = [
  {
    name: 'a malformed JSON answer',
    scenario: 'fault-malformed:contactKfInfo',
    message: 'Unexpected answer from the server',
  },
  { name: 'a non-zero code', scenario: 'fault-code:contactKfInfo', message: 'Sandbox: service unavailable' },
  { name: 'an HTTP 500', scenario: 'fault-500:contactKfInfo', message: 'HTTP 500' },
];

for (const fault of FAULTS) {
  test(`${fault.name} shows a clear message and Retry recovers`, async ({ app }) => {
    app.expectConsoleError(/status of 500/);
    await app.open('/customerService?sessionId=s-1', { scenario: fault.scenario });
    await app.page.getByRole('alert').filter({ hasText: fault.message }).waitFor();
    await app.context.clearCookies({ name: 'scenario' });
    await app.page.getByRole('button', { name: 'Retry' }).click();
    await app.page.getByRole('button', { name: /E-mail/ }).waitFor();
  });
}

test('no network shows a clear message and Retry recovers', async ({ app }) => {
  app.expectConsoleError(/ERR_FAILED|net::/);
  await app.page.route('**/contact-kf-info**', (route) => route.abort());
  await app.open('/customerService?sessionId=s-1');
  await app.page.getByRole('alert').filter({ hasText: 'Network error' }).waitFor();
  await app.page.unroute('**/contact-kf-info**');
  await app.page.getByRole('button', { name: 'Retry' }).click();
  await app.page.getByRole('button', { name: /E-mail/ }).waitFor();
});

test('a slow answer shows the screen’s frame, then the screen', async ({ app }) => {
  await app.context.addCookies([{ name: 'delayMs', value: '1500', url: app.baseURL }]);
  await app.open('/customerService?sessionId=s-1');
  await app.page.getByText('Loading…').waitFor({ state: 'attached' });
  // What needs no answer is there (the brand's hotline); what the answer fills is a skeleton, and
  // what follows it waits, so nothing moves when it comes.
  expect(await app.page.getByText('Hotline').isVisible()).toBe(true);
  expect(await app.page.locator('.skeleton').count()).toBeGreaterThan(0);
  expect(await app.page.getByRole('button', { name: /E-mail/ }).count()).toBe(0);
  await app.page.getByRole('button', { name: /E-mail/ }).waitFor();
  expect(await app.page.getByText('+63 917 555 0142').isVisible()).toBe(true);
  expect(await app.page.locator('.skeleton').count()).toBe(0);
});
