import { SESSION_QUERY } from './complaintSupport';
import { expect, test } from './fixtures';

const DETAIL = `/complainDetails?${SESSION_QUERY}&problemId=C1003`;
const REPLY = /The collection agent has been reminded of our code of conduct/;

test('the detail shows the complaint, its images and the reply with its images', async ({ app }) => {
  const { page } = app;
  await app.open(DETAIL, { scenario: 'complaint-noscore' });
  await page.getByText(/A collector called my sister/).waitFor();
  expect(await page.getByText('Collection', { exact: true }).isVisible()).toBe(true);
  expect(await page.getByText('Contacted my family or friends').isVisible()).toBe(true);
  expect(await page.getByRole('img', { name: /^Evidence image/ }).count()).toBe(2);
  const result = page.getByRole('region', { name: 'Process Result' });
  expect(await result.getByText(REPLY).isVisible()).toBe(true);
  expect(await result.getByRole('img', { name: 'Reply image 1' }).isVisible()).toBe(true);
  expect(await result.getByText(/answer you in 3 weekdays/).count()).toBe(0);
  const [call] = await app.requests('problemDetail');
  expect(call?.body).toMatchObject({ problemId: 'C1003' });
});

test('the rating popup opens 3 s after load when isNeedScore is not 0', async ({ app }) => {
  const { page } = app;
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  await app.open(DETAIL);
  await page.getByText(REPLY).waitFor();
  await page.clock.runFor(2900);
  expect(await page.getByRole('dialog').count()).toBe(0);
  await page.clock.runFor(100);
  await page.getByRole('dialog', { name: 'Rate our reply' }).waitFor();
});

test('the rating popup never opens when isNeedScore is 0', async ({ app }) => {
  const { page } = app;
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  await app.open(DETAIL, { scenario: 'complaint-noscore' });
  await page.getByText(REPLY).waitFor();
  await page.clock.runFor(10_000);
  await app.settled('complainDetails');
  expect(await page.getByRole('dialog').count()).toBe(0);
});

test('the popup does not open after the borrower has left the page', async ({ app }) => {
  const { page } = app;
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  await app.open(`/complaintList?${SESSION_QUERY}`);
  await page.getByRole('button', { name: /Repayment/ }).click();
  await page.getByText(REPLY).waitFor();
  await page.clock.runFor(1000);
  await page.evaluate(() => history.back());
  await page.getByRole('tab', { name: 'Processing' }).waitFor();
  await page.clock.runFor(5000);
  expect(await page.getByRole('dialog').count()).toBe(0);
});

test('Send posts the stars and problemId, toasts, clears the stars and closes', async ({ app }) => {
  const { page } = app;
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  await app.open(DETAIL);
  await page.getByText(REPLY).waitFor();
  await page.clock.runFor(3000);
  const dialog = page.getByRole('dialog', { name: 'Rate our reply' });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Send' }).click();
  await page.getByText('Silakan pilih').waitFor();
  expect(await app.requests('saveScore')).toHaveLength(0);

  await dialog.getByRole('radio', { name: '4 stars' }).click();
  await dialog.getByRole('button', { name: 'Send' }).click();
  await page.getByText('Successful demonstration！').waitFor();
  await dialog.waitFor({ state: 'detached' });
  const [score] = await app.requests('saveScore');
  expect(score?.body).toEqual({ score: '4', problemId: 'C1003' });
});

test('Cancel closes the popup without sending a score', async ({ app }) => {
  const { page } = app;
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  await app.open(DETAIL);
  await page.getByText(REPLY).waitFor();
  await page.clock.runFor(3000);
  const dialog = page.getByRole('dialog', { name: 'Rate our reply' });
  await dialog.getByRole('radio', { name: '2 stars' }).click();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'detached' });
  expect(await app.requests('saveScore')).toHaveLength(0);
});
