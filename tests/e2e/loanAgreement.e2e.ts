import { brand } from './brand';
import { expect, test } from './fixtures';

test.override({ reuse: true });

const PAGE = '/loanAgreement?productId=7&orderId=o-9&sessionId=s-1&appVersion=2.0.0';

test("lists the product's agreements and opens the one tapped through contract-jump", async ({ app }) => {
  await app.open(PAGE);
  const agreements = app.page.getByRole('list', { name: 'Agreements' });
  await agreements.getByRole('button', { name: 'Loan Agreement' }).waitFor();
  await expect
    .poll(() => agreements.getByRole('button').allInnerTexts())
    .toEqual([
      expect.stringContaining('Loan Agreement'),
      expect.stringContaining('Disclosure Statement'),
      expect.stringContaining('Privacy Notice'),
    ]);

  const [contract] = await app.requests('contract');
  expect(contract?.method).toBe('GET');
  expect(contract?.query).toMatchObject({
    productId: '7',
    scene: '3',
    sessionId: 's-1',
    appVersion: '2.0.0',
  });

  // The key terms are on the page too.
  expect(await app.page.getByText(brand.legalName).isVisible()).toBe(true);
  expect(await app.page.getByText('91 to 365 calendar days').isVisible()).toBe(true);

  await agreements.getByRole('button', { name: 'Disclosure Statement' }).click();
  await app.page.waitForURL((url) => url.pathname === '/api/__sandbox/pages/loan-agreement');
  expect(new URL(app.page.url()).searchParams.get('signed')).toBe('1');
  const [jump] = await app.requests('contractJump');
  expect(jump?.method).toBe('GET');
  // position is the agreement's index in the list, from 0.
  expect(jump?.query).toMatchObject({
    productId: '7',
    scene: '3',
    position: '1',
    orderId: 'o-9',
    sessionId: 's-1',
  });
});

test('links to the full loan terms', async ({ app }) => {
  await app.open(PAGE);
  await app.page.getByRole('button', { name: 'Read the full loan terms' }).click();
  await app.page.waitForURL((url) => url.pathname === '/loanTerms');
  await app.page.getByRole('heading', { name: 'Loan terms' }).first().waitFor();
});

test('a failing agreement list shows the server message and a retry that recovers', async ({ app }) => {
  await app.open(PAGE, { scenario: 'fault-code:contract' });
  await app.page.getByRole('alert').filter({ hasText: 'Sandbox: service unavailable' }).waitFor();
  await app.context.clearCookies({ name: 'scenario' });
  await app.page.getByRole('button', { name: 'Retry' }).click();
  await app.page.getByRole('button', { name: 'Loan Agreement' }).waitFor();
  expect(await app.requests('contract')).toHaveLength(2);
});

test('a failing contract-jump shows the server message and stays on the page', async ({ app }) => {
  await app.open(PAGE, { scenario: 'fault-code:contractJump' });
  await app.page.getByRole('button', { name: 'Privacy Notice' }).click();
  await app.page.getByRole('status').getByText('Sandbox: service unavailable').waitFor();
  expect(new URL(app.page.url()).pathname).toBe('/loanAgreement');
  expect((await app.requests('contractJump'))[0]?.query).toMatchObject({ position: '2' });
});
