import { AxeBuilder } from '@axe-core/playwright';
import userAgents from '../../src/device/detectDevice.cases.json';
import type { App } from './fixtures';
import { describe, expect, test } from './fixtures';
import { SCREENS, SESSION } from './screenStates';

/**
 * Runs axe on the page as it is now and returns the violations as readable lines. In axe's legacy
 * mode: the page's frames report to it in the page itself, where the default opens a blank page of
 * its own to gather them, with axe injected there a second time (per page: 1.75 → 1.25 s here).
 */
async function violations(app: App, exclude?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page: app.page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode(true);
  if (exclude) builder.exclude(exclude);
  const result = await builder.analyze();
  return result.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

// Each test loads one screen and reads it: one phone per worker, kept from test to test (fixtures.ts).
test.override({ reuse: true });

for (const screen of SCREENS) {
  test(`${screen.name} has no WCAG 2.1 AA violation`, async ({ app }) => {
    // axe injects its script into every frame; Chromium logs the refusal of a fully sandboxed one.
    if (screen.exclude) app.expectConsoleError(/Blocked script execution in .* frame is sandboxed/);
    await app.open(screen.path);
    if (screen.ready) await app.page.getByRole('button', { name: screen.ready }).first().waitFor();
    else await app.page.waitForFunction(() => document.documentElement.dataset.screenReady);
    expect(await violations(app, screen.exclude)).toEqual([]);
  });
}

describe('in the in-app browser of a messaging app', () => {
  test.override({ userAgent: userAgents.find((c) => c.name === 'Facebook on Android')?.userAgent ?? '' });

  test('the download page’s open-in-browser help has no WCAG 2.1 AA violation', async ({ app }) => {
    await app.open('/download');
    await app.page.getByRole('button', { name: 'Copy link' }).waitFor();
    expect(await violations(app)).toEqual([]);
  });
});

test('the payment SMS step has no WCAG 2.1 AA violation', async ({ app }) => {
  await app.open(`/paymentWay?${SESSION}&orderId=o-1&amount=545000`);
  await app.page.getByRole('radio').first().click();
  await app.page.getByRole('button', { name: /^Pay ₱/ }).click();
  await app.page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).waitFor();
  expect(await violations(app)).toEqual([]);
});

test('the rating modal has no WCAG 2.1 AA violation and holds the focus', async ({ app }) => {
  await app.open(`/loanDetails?${SESSION}&orderId=order-score`);
  const dialog = app.page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Submit' }).waitFor();
  expect(await violations(app)).toEqual([]);
  for (let i = 0; i < 10; i++) await app.page.keyboard.press('Tab');
  expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
});

test('the barcode modal has no WCAG 2.1 AA violation, names the barcode and holds the focus', async ({
  app,
}) => {
  await app.open(`/repayPeriod?${SESSION}&orderId=o-1&source=loanDetail`);
  await app.page.getByRole('button', { name: 'Show barcode' }).click();
  const dialog = app.page.getByRole('dialog', { name: 'Pay code' });
  await dialog.getByRole('img', { name: /^Barcode of pay code \S+$/ }).waitFor();
  expect(await violations(app)).toEqual([]);
  for (let i = 0; i < 10; i++) await app.page.keyboard.press('Tab');
  expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
});
