import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type Brand, brandArtFiles, brandFiles, DEFAULT_BRAND, loadBrand } from '../../language/brand/brand';
import { brand } from '../e2e/brand';
import { describe, expect, test } from '../e2e/fixtures';
import { SCREENS, SESSION } from '../e2e/screenStates';
import { checkSecretsLeaveAddress } from '../e2e/sessionAddress';

/**
 * The app built for a brand other than the default (`npm run build:brand`: BRAND=kwartanow into
 * dist-brand/), visited route by route: each shows this brand's name, numbers and contacts where
 * the default shows its own, draws its primary colour, and holds nothing of any other brand, on
 * screen or in its files.
 */
const ROOT = resolve(import.meta.dirname, '../..');
const DIST = resolve(ROOT, process.env.E2E_DIST ?? 'dist-brand');

const others: Brand[] = brandFiles(ROOT)
  .map((file) => file.slice('brands/'.length, -'.json'.length))
  .filter((id) => id !== brand.id)
  .map((id) => loadBrand(ROOT, id));

/** What names another brand in text a borrower reads: identity, numbers, contacts, links. */
function identityOf(other: Brand): string[] {
  return [
    other.name,
    other.legalName,
    other.secRegistrationNo,
    other.supportEmail,
    other.servicePhone,
    other.storeUrls.android,
    other.storeUrls.ios,
    `${other.appScheme}://`,
  ];
}

/** What names another brand in the build's files: its identity, its own colours and its id. */
function tracesOf(other: Brand): string[] {
  const { colors } = other;
  const own = [colors.primary, colors.primaryPressed, colors.primarySoft, colors.primaryLine];
  return [...identityOf(other), other.id, ...own.map((hex) => hex.slice(1))].map((s) => s.toLowerCase());
}

function filesOf(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesOf(path) : [path];
  });
}

test('the build under test is not the default brand', () => {
  expect(brand.id).not.toBe(DEFAULT_BRAND);
  expect(others.map((b) => b.id)).toContain(DEFAULT_BRAND);
});

test('no file of the build holds a name, number, contact, link, colour or art of another brand', () => {
  const found: string[] = [];
  const otherArt = others.flatMap((other) =>
    brandArtFiles(ROOT, other).map((file) => readFileSync(file.absolute)),
  );
  // Precompressed copies decode to their file (check:dist proves it), so the originals say it all.
  for (const file of filesOf(DIST).filter((f) => !/\.(br|gz)$/.test(f))) {
    const bytes = readFileSync(file);
    const text = bytes.toString('utf8').toLowerCase();
    const decoded = (() => {
      try {
        return decodeURIComponent(text);
      } catch {
        return text;
      }
    })();
    for (const other of others)
      for (const trace of tracesOf(other))
        if (text.includes(trace) || decoded.includes(trace))
          found.push(`${file.slice(DIST.length)}: ${trace}`);
    if (otherArt.some((art) => art.equals(bytes)))
      found.push(`${file.slice(DIST.length)}: another brand's art`);
  }
  expect(found).toEqual([]);
});

describe('every screen state', () => {
  // One phone per worker, kept from test to test (fixtures.ts): each test loads and reads.
  test.override({ reuse: true });
  for (const screen of SCREENS)
    test(`${screen.name}: nothing of another brand on screen`, async ({ app }) => {
      if (screen.exclude) app.expectConsoleError(/Blocked script execution in .* frame is sandboxed/);
      await app.open(screen.path);
      if (screen.ready) await app.page.getByRole('button', { name: screen.ready }).first().waitFor();
      else await app.page.waitForFunction(() => document.documentElement.dataset.screenReady);
      const shown = await app.page.evaluate(() =>
        [
          document.title,
          document.body.innerText,
          ...[...document.querySelectorAll('[href],[src],[alt],[aria-label],[title]')].flatMap((node) =>
            ['href', 'src', 'alt', 'aria-label', 'title'].map((name) => node.getAttribute(name) ?? ''),
          ),
        ].join('\n'),
      );
      const seen = others
        .flatMap(identityOf)
        .filter((value) => shown.toLowerCase().includes(value.toLowerCase()));
      expect(seen).toEqual([]);
    });
});

test('the title, theme colour and landing page carry the brand', async ({ app }) => {
  await app.open('/');
  await app.page.waitForFunction(() => document.documentElement.dataset.screenReady);
  expect(await app.page.title()).toContain(brand.name);
  expect(await app.page.locator('meta[name="theme-color"]').getAttribute('content')).toBe(
    brand.colors.primary,
  );
  await app.page.getByRole('img', { name: new RegExp(`^${brand.name}: cash loans`) }).waitFor();
});

test('about us names the brand and its e-mail', async ({ app }) => {
  await app.open(`/aboutUs?${SESSION}`);
  await app.page.getByRole('heading', { name: `Welcome to ${brand.name}` }).waitFor();
  await app.page
    .getByRole('button', { name: new RegExp(`E-mail\\s*${brand.supportEmail.replace(/\./g, '\\.')}`) })
    .waitFor();
  expect(await app.page.getByText(brand.legalName).first().isVisible()).toBe(true);
});

for (const page of [
  { name: 'privacy policy', path: `/privacyPolicy?${SESSION}`, ready: 'Lender information' },
  { name: 'loan terms', path: `/loanTerms?${SESSION}`, ready: 'Read the privacy policy' },
]) {
  test(`the ${page.name} name the lender and its registration numbers`, async ({ app }) => {
    await app.open(page.path);
    await app.page.getByRole('button', { name: page.ready }).first().waitFor();
    const text = await app.page.evaluate(() => document.body.innerText);
    for (const value of [
      brand.legalName,
      brand.secRegistrationNo,
      brand.certificateOfAuthorityNo,
      brand.supportEmail,
    ])
      expect(text).toContain(value);
  });
}

test("a primary button is drawn in the brand's primary colour", async ({ app }) => {
  await app.open(`/loanDetails?${SESSION}&orderId=order-174-delay1`);
  const button = app.page.getByRole('button', { name: 'REPAY', exact: true });
  await button.waitFor();
  const [background, color] = await button.evaluate((node) => {
    const style = getComputedStyle(node);
    return [style.backgroundColor, style.color];
  });
  const hex = (rgb: string) =>
    `#${(rgb.match(/\d+/g) ?? [])
      .slice(0, 3)
      .map((n) => Number(n).toString(16).padStart(2, '0'))
      .join('')}`;
  expect(hex(background)).toBe(brand.colors.primary.toLowerCase());
  expect(hex(color)).toBe(brand.colors.onPrimary.toLowerCase());
});

test("customer service offers the brand's phone, and a tap asks the host to call it", async ({ app }) => {
  await app.open(`/customerService?${SESSION}`);
  const hotline = app.page.getByRole('button', {
    name: new RegExp(`^Hotline\\s*${brand.servicePhone.replace(/[+]/g, '\\+')}`),
  });
  await hotline.click();
  await expect
    .poll(() => app.bridge())
    .toEqual([{ action: 'callPhone', params: { phone: brand.servicePhone } }]);
});

test("in this brand too, the session's secrets leave the address; a reload, REPAY and Back keep the session", async ({
  app,
}) => {
  await checkSecretsLeaveAddress(app);
});
