import { expect, test } from './fixtures';

test.override({ reuse: true });

// A bind-card field kind (`cate`) is an open list (`"x-open": true`): the backend adds kinds before
// the app knows them. Such an answer is accepted, and the form shows a field of an unknown kind as
// a text input the borrower can fill, not an empty picker and not an error.

test('a bind-card field of a kind the app does not know shows as a text input', async ({ app }) => {
  const { page } = app;
  await page.route(/\/api\/v3\/bind-card\/card-init/, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { items: Record<string, unknown>[] } };
    body.data.items.push({ code: 'email', title: 'E-mail address', subtitle: 'For receipts', cate: 'email' });
    await route.fulfill({ response, json: body });
  });
  await app.open('/bindBank?productId=1&sessionId=s-1&appVersion=1.0.0&deviceId=d-1');
  await page.getByRole('button', { name: 'Next', exact: true }).waitFor();
  const email = page.getByRole('textbox', { name: 'E-mail address', exact: true });
  await email.fill('juan@example.ph');
  expect(await email.inputValue()).toBe('juan@example.ph');
  expect(await page.getByRole('alert').count()).toBe(0);
  expect(await page.getByText('Unexpected answer from the server', { exact: false }).count()).toBe(0);
  expect(app.problems).toEqual([]);
});
