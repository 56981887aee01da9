import type { Page, Request } from 'playwright-core';
import { brand } from './brand';
import { expect, test } from './fixtures';

const TABS = ['Home', 'Lender Info', 'Privacy Policy', 'Contact us'];

async function openLanding(page: Page, open: (path: string) => Promise<void>): Promise<void> {
  await open('/');
  await page.getByRole('tab', { name: 'Home' }).waitFor();
}

test('the top navigation offers four sections and starts on Home', async ({ app }) => {
  const { page } = app;
  await openLanding(page, app.open);
  const nav = page.getByRole('tablist', { name: 'Site navigation' });
  await expect.poll(() => nav.getByRole('tab').allTextContents()).toEqual(TABS);
  expect(await page.getByRole('tab', { name: 'Home' }).getAttribute('aria-selected')).toBe('true');
  expect(await page.title()).toContain(brand.name);
});

test('Home shows the stacked promotional images, each loaded', async ({ app }) => {
  const { page } = app;
  await openLanding(page, app.open);
  const panel = page.getByRole('tabpanel');
  const images = panel.getByRole('img');
  expect(await images.count()).toBe(3);
  for (const name of [/cash loans up to/, /3 simple steps/, /Clear and safe/]) {
    const image = panel.getByRole('img', { name });
    await image.scrollIntoViewIfNeeded();
    // decode() settles once the image has loaded, and rejects if it cannot.
    await image.evaluate((img: HTMLImageElement) => img.decode());
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  }
});

test('Lender Info shows the loan terms and Privacy Policy the privacy policy inline, with no frame to escape', async ({
  app,
}) => {
  const { page } = app;
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  await openLanding(page, app.open);

  await page.getByRole('tab', { name: 'Lender Info' }).click();
  expect(await page.getByRole('tab', { name: 'Lender Info' }).getAttribute('aria-selected')).toBe('true');
  await page.getByText('Key terms at a glance').waitFor();
  expect(await page.getByRole('img', { name: /cash loans up to/ }).count()).toBe(0);

  await page.getByRole('tab', { name: 'Privacy Policy' }).click();
  const contents = page.getByRole('button', { name: 'Lender information' });
  await contents.click();
  expect(await page.getByText('Key terms at a glance').count()).toBe(0);

  await page.getByRole('tab', { name: 'Home' }).click();
  await page.getByRole('img', { name: /cash loans up to/ }).waitFor();
  expect(await contents.count()).toBe(0);
  // Our own pages are parts of the landing screen, not frames that could lift their sandbox.
  expect(await page.locator('iframe').count()).toBe(0);
  expect(warnings.filter((text) => /sandbox/i.test(text))).toEqual([]);
});

test('Contact us refuses an incomplete form and accepts a full one without sending anything', async ({
  app,
}) => {
  const { page } = app;
  // The page clock lets each toast expire, so a repeated message is a new one.
  await page.clock.install();
  await openLanding(page, app.open);
  await page.getByRole('tab', { name: 'Contact us' }).click();
  const incomplete = page.getByRole('status').getByText('Please provide complete information!');
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) sent.push(request);
  });
  const submit = page.getByRole('button', { name: 'Submit' });

  await submit.click();
  await incomplete.waitFor();
  await page.clock.runFor(3000);
  await incomplete.waitFor({ state: 'detached' });

  await page.getByRole('textbox', { name: 'Name' }).fill('Maria Santos');
  await page.getByRole('textbox', { name: 'Telephone' }).fill('09171234567');
  await page.getByRole('textbox', { name: 'Email' }).fill('maria@example.com');
  // Blank text is not a remark.
  await page.getByRole('textbox', { name: 'Remark' }).fill('   ');
  await submit.click();
  await incomplete.waitFor();

  await page.getByRole('textbox', { name: 'Remark' }).fill('I would like to know the loan amounts.');
  await submit.click();
  await page.getByRole('status').getByText('Successful!').waitFor();
  expect(await page.getByRole('textbox', { name: 'Name' }).inputValue()).toBe('');

  expect(sent.map((request) => request.url())).toEqual([]);
  expect(await app.requests()).toEqual([]);
});
