import { pngFile, SESSION_QUERY } from './complaintSupport';
import { expect, test } from './fixtures';

test.override({ reuse: true });

test('a complaint filed from the entry shows first in the list and opens its detail', async ({ app }) => {
  const { page } = app;
  const content = `My repayment is not showing (${Date.now()}).`;
  await app.open(`/complaint?${SESSION_QUERY}`, { scenario: 'complaint-empty' });
  await page.getByRole('button', { name: 'Repayment' }).click();
  await page.getByRole('textbox', { name: 'Description' }).fill(content);
  await page.getByLabel('Add image').setInputFiles(pngFile('receipt.png'));
  await page.getByRole('img', { name: 'Evidence image 1' }).waitFor();
  await page.getByRole('button', { name: 'Send' }).click();
  await page.getByRole('dialog', { name: 'Submitted successfully' }).waitFor();
  await page.waitForURL(/\/complaint\?/);

  await page.getByRole('button', { name: 'My complaints' }).click();
  await page.getByRole('tab', { name: 'Processing', selected: true }).waitFor();
  const items = page.getByRole('list', { name: 'Complaints' }).getByRole('listitem');
  await items.first().getByText(content).waitFor();
  expect(await items.count()).toBe(1);
  await items
    .first()
    .getByRole('button', { name: /Repayment/ })
    .click();

  await page.waitForURL(/\/complainDetails\?/);
  expect(new URL(page.url()).searchParams.get('problemId')).toBe('sbx-1');
  // The content is on the list too, which stays until the detail has drawn: wait for the detail's own parts.
  await page.getByRole('img', { name: 'Evidence image 1' }).waitFor();
  await page.getByText(/will answer you in 3 weekdays/).waitFor();
  expect(await page.getByText(content).isVisible()).toBe(true);
});

test('the list shows time, type and content per tab', async ({ app }) => {
  const { page } = app;
  await app.open(`/complaintList?${SESSION_QUERY}`);
  await page.getByRole('button', { name: 'Repayment 2026-02-10' }).waitFor();
  expect(await page.getByText(/I paid through GCash bill pay/).isVisible()).toBe(true);
  await page.getByRole('tab', { name: 'Completed' }).click();
  await page.getByRole('button', { name: 'Collection 2026-01-13' }).click();
  await page.waitForURL(/problemId=C1003/);
});
