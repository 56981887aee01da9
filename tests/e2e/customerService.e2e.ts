import { brand, literally } from './brand';
import { expect, test } from './fixtures';

test.override({ reuse: true });

test('customer service shows the telephone and opens the mail composer from the e-mail row', async ({
  app,
}) => {
  await app.open('/customerService?sessionId=s-1&appVersion=2.0.0');
  const emailRow = app.page.getByRole('button', { name: /E-mail\s*support@sandbox\.example/ });
  await emailRow.waitFor();
  expect(await app.page.getByText('+63 917 555 0142').isVisible()).toBe(true);

  const [request] = await app.requests('contactKfInfo');
  expect(request?.method).toBe('POST');
  expect(request?.body).toEqual({ type: '30' });
  expect(request?.query).toMatchObject({ sessionId: 's-1', appVersion: '2.0.0' });
  expect(request?.headers['x-requested-with']).toBe('XMLHttpRequest');

  // A mailto: navigation leaves the page for the mail app; record it instead of following it.
  const mailto = new Promise<string>((resolve) => {
    app.page.on('framenavigated', (frame) => {
      if (frame.url().startsWith('mailto:')) resolve(frame.url());
    });
    app.page.on('request', (request) => {
      if (request.url().startsWith('mailto:')) resolve(request.url());
    });
  });
  await emailRow.click();
  expect(
    await Promise.race([mailto, new Promise((resolve) => setTimeout(() => resolve('none'), 3000))]),
  ).toBe('mailto:support@sandbox.example');
});

test('a failing contact call shows the server message and a retry that recovers', async ({ app }) => {
  await app.open('/customerService?sessionId=s-1', { scenario: 'fault-code:contactKfInfo' });
  await app.page.getByRole('alert').filter({ hasText: 'Sandbox: service unavailable' }).waitFor();
  await app.context.clearCookies({ name: 'scenario' });
  await app.page.getByRole('button', { name: 'Retry' }).click();
  await app.page.getByRole('button', { name: /E-mail/ }).waitFor();
  expect(await app.requests('contactKfInfo')).toHaveLength(2);
});

test("the hotline row shows the brand's service phone and asks the host to call it", async ({ app }) => {
  await app.open('/customerService?sessionId=s-1');
  const hotline = app.page.getByRole('button', {
    name: new RegExp(`^Hotline\\s*${literally(brand.servicePhone)}`),
  });
  await hotline.click();
  await expect
    .poll(() => app.bridge())
    .toEqual([{ action: 'callPhone', params: { phone: brand.servicePhone } }]);
  // The server's telephone / WhatsApp value is still shown beside it.
  expect(await app.page.getByText('+63 917 555 0142').isVisible()).toBe(true);
});
