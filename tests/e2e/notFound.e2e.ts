import { expect, test } from './fixtures';

test.override({ reuse: true });

const SESSION_QUERY =
  'appVersion=3.2.1&deviceId=dev-42&sessionId=sess-abc&productId=77&orderId=order-9&building=b-1&gather=g-1';

test('an unknown route shows the not-found screen with a way home', async ({ app }) => {
  await app.open(`/no-such-page?${SESSION_QUERY}`);
  await app.page.getByRole('heading', { name: 'Page not found', level: 1 }).waitFor();
  await app.page.getByRole('button', { name: 'Back to home' }).click();
  await app.page.waitForURL((url) => url.pathname === '/');
  await app.page.waitForFunction(() => document.documentElement.dataset.screenReady === 'landing');
  // The session is kept, its secrets out of the address (DESIGN §3).
  expect(new URL(app.page.url()).searchParams.get('sessionId')).toBeNull();
});

test('session parameters survive an in-app navigation and a reload', async ({ app }) => {
  await app.open(`/no-such-page?${SESSION_QUERY}`);
  await app.page.getByRole('button', { name: 'Contact customer service' }).click();
  await app.page.getByRole('button', { name: /E-mail/ }).waitFor();
  const url = new URL(app.page.url());
  expect(url.pathname).toBe('/customerService');
  expect(url.searchParams.get('sessionId')).toBeNull();
  expect(url.searchParams.get('product_id')).toBe('77');

  const [afterNavigation] = await app.requests('contactKfInfo');
  expect(afterNavigation?.query).toMatchObject({
    appVersion: '3.2.1',
    deviceId: 'dev-42',
    sessionId: 'sess-abc',
  });
  expect(afterNavigation?.headers).toMatchObject({ building: 'b-1', gather: 'g-1' });

  await app.page.reload();
  await app.page.getByRole('button', { name: /E-mail/ }).waitFor();
  const calls = await app.requests('contactKfInfo');
  expect(calls).toHaveLength(2);
  expect(calls[1]?.query).toMatchObject({ appVersion: '3.2.1', deviceId: 'dev-42', sessionId: 'sess-abc' });
  expect(calls[1]?.headers).toMatchObject({ building: 'b-1', gather: 'g-1' });
});
