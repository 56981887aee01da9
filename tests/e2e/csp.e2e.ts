import { CONTENT_SECURITY_POLICY } from './csp';
import { expect, test } from './fixtures';

test.override({ reuse: true });

// Every browser test runs under this policy and fails on a violation (see fixtures.ts); this test
// states it on its own: the header is really sent, and screens that use every engine part render.
test('the built app runs under the production Content-Security-Policy with no violation', async ({ app }) => {
  const response = await app.page.goto(`${app.baseURL}/customerService?sessionId=s-1`);
  expect(response?.headers()['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
  await app.page.getByRole('button', { name: /E-mail/ }).waitFor();
  await app.page.goto(`${app.baseURL}/unknown-route`);
  await app.page.getByRole('heading', { name: 'Page not found', level: 1 }).waitFor();
  const violations = await app.page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
  expect(violations).toEqual([]);
});
