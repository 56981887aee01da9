import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from './fixtures';

test.override({ reuse: true });

const METHODS = [
  { region: 'Pay with GCash', firstStep: '1. Open the GCash app and tap Bills.', picture: 'GCash step 1' },
  { region: 'Pay with Maya', firstStep: '1. Open the Maya app and tap Bills.', picture: 'Maya step 1' },
  { region: 'Pay at a store', firstStep: '1. Go to a 7-Eleven store', picture: 'Store step 1' },
];

test('the payment instructions show each way to pay with numbered steps and pictures', async ({ app }) => {
  await app.open('/carpmm');
  await app.page.getByRole('region', { name: 'Pay with GCash', exact: true }).waitFor();
  for (const method of METHODS) {
    const region = app.page.getByRole('region', { name: method.region, exact: true });
    expect(await region.getByRole('heading', { name: method.region }).isVisible()).toBe(true);
    expect(await region.getByText(method.firstStep, { exact: false }).isVisible()).toBe(true);
    expect(await region.getByText(/^3\. /).isVisible()).toBe(true);
    const pictures = region.getByRole('button', { name: /step \d/ });
    expect(await pictures.count()).toBe(3);
    // Every picture is served and decodes (the CSP allows same-origin images only).
    for (const image of await region.getByRole('img').all()) {
      // Pictures load lazily: bring each one near the viewport first.
      await image.scrollIntoViewIfNeeded();
      await expect
        .poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth))
        .toBeGreaterThan(0);
    }
  }
  expect(await app.page.getByText('reference number', { exact: false }).first().isVisible()).toBe(true);
  expect(
    await app.page
      .getByText(/Cebuana Lhuillier/)
      .first()
      .isVisible(),
  ).toBe(true);
});

test('tapping a picture enlarges it in a dialog that closes again', async ({ app }) => {
  await app.open('/carpmm');
  const picture = app.page.getByRole('button', { name: 'Maya step 2: choose Loans and the lender' });
  await picture.click();
  const dialog = app.page.getByRole('dialog', { name: 'Pay with Maya: step 2' });
  await dialog.waitFor();
  const large = dialog.getByRole('img', { name: 'Maya step 2: choose Loans and the lender' });
  expect(await large.getAttribute('src')).toBe('/guide/maya-2.svg');
  // Enlarged: wider than the thumbnail it came from.
  const thumbWidth = (await picture.boundingBox())?.width ?? 0;
  expect((await large.boundingBox())?.width ?? 0).toBeGreaterThan(thumbWidth * 2);

  const axe = await new AxeBuilder({ page: app.page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);

  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'detached' });

  // Another picture opens with its own image; Escape also closes it.
  await app.page.getByRole('button', { name: 'Store step 3: pay and keep the receipt' }).click();
  const storeDialog = app.page.getByRole('dialog', { name: 'Pay at a store: step 3' });
  expect(await storeDialog.getByRole('img').getAttribute('src')).toBe('/guide/store-3.svg');
  await app.page.keyboard.press('Escape');
  await storeDialog.waitFor({ state: 'detached' });
});
