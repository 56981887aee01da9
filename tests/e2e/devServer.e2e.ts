import { rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { ViteDevServer } from 'vite';
import { afterAll, beforeAll } from 'vitest';
import experiment from '../../experiments/goLoanButton.json';
import { assignVariant } from '../../src/experiments/assignVariant';
import { startDevServer } from './devServerHost';
import { expect, test } from './fixtures';

// `npm start`: saving a screen file swaps it in the page at once; a broken file shows the
// checker's message in Vite's overlay, never a blank page. Runs Vite's dev server on a
// throwaway screen file that exists only for this test.
const ROOT = resolve(import.meta.dirname, '../..');
const FILE = resolve(ROOT, 'screens/zzDevProbe.json');

function screen(label: string, extra: Record<string, unknown> = {}, routes = ['/zzDevProbe']): string {
  return `${JSON.stringify(
    {
      $schema: '../schemas/screen.schema.json',
      id: 'zzDevProbe',
      routes,
      title: 'Dev probe',
      body: [{ type: 'text', variant: 'title', text: label, ...extra }],
    },
    null,
    2,
  )}\n`;
}

let server: ViteDevServer;
let origin = '';

beforeAll(async () => {
  writeFileSync(FILE, screen('First copy'));
  ({ server, origin } = await startDevServer());
}, 60000);

afterAll(async () => {
  rmSync(FILE, { force: true });
  await server?.close();
});

// First: the tests below leave the dev server's overlay up.
test('the dev server shows each device its variant of an experiment, as the edge splits it', async ({
  app,
}) => {
  const { page } = app;
  // experiments/goLoanButton.json: a device in b sees its button, one in a the published one.
  for (const [variant, label] of [
    ['b', 'Go Loan: get my cash now'],
    ['a', 'Go Loan'],
  ] as const) {
    const device = Array.from({ length: 50 }, (_, n) => `dev-${n}`).find(
      (id) => assignVariant(experiment.id, id, experiment.variants) === variant,
    );
    await page.goto(`${origin}/loanConfirm?productId=7&sessionId=s-dev&deviceId=${device}`);
    await page.getByRole('button', { name: label, exact: true }).waitFor({ timeout: 20000 });
  }
}, 60000);

test('saving a screen swaps it in the page (a new route reloads it), and a broken screen shows the checker message in the overlay', async ({
  app,
}) => {
  const { page } = app;
  await page.goto(`${origin}/zzDevProbe`);
  await page.getByRole('heading', { name: 'First copy' }).waitFor({ timeout: 20000 });
  const loaded = () => page.evaluate(() => (window as { loadedBefore?: boolean }).loadedBefore === true);
  await page.evaluate(() => Object.assign(window, { loadedBefore: true }));

  // The same routes: the screen is read again and drawn in the page as it is (no reload).
  writeFileSync(FILE, screen('Second copy'));
  await page.getByRole('heading', { name: 'Second copy' }).waitFor({ timeout: 20000 });
  expect(await loaded()).toBe(true);

  // A route more: the route table changed, so the page loads again.
  writeFileSync(FILE, screen('Second copy', {}, ['/zzDevProbe', '/zzDevProbeToo']));
  await expect.poll(loaded, { timeout: 20000 }).toBe(false);
  await page.getByRole('heading', { name: 'Second copy' }).waitFor({ timeout: 20000 });
  await page.evaluate(() => Object.assign(window, { loadedBefore: true }));
  writeFileSync(FILE, screen('Second copy'));
  await expect.poll(loaded, { timeout: 20000 }).toBe(false);
  await page.getByRole('heading', { name: 'Second copy' }).waitFor({ timeout: 20000 });

  writeFileSync(FILE, screen('Third copy', { varaint: 'title' }));
  const overlay = page.locator('vite-error-overlay');
  await overlay.waitFor({ timeout: 20000 });
  const message = await overlay.evaluate((node) => node.shadowRoot?.textContent ?? '');
  expect(message).toContain('screens/zzDevProbe.json:');
  expect(message).toContain('/body/0/varaint unknown property "varaint" (did you mean "variant"?)');
  // The page under the overlay still shows the last good screen.
  expect(await page.getByRole('heading', { name: 'Second copy' }).count()).toBe(1);
  // Waits of up to 20 s each: the dev server's first page transforms every module (a minute and
  // more on a busy 2-core machine), and each reload loads them again: the test gets the sum.
}, 130000);

test('a mistake inside a formula shows in the overlay with a caret under its token', async ({ app }) => {
  const { page } = app;
  writeFileSync(FILE, screen('Formula copy'));
  await page.goto(`${origin}/zzDevProbe`);
  await page.getByRole('heading', { name: 'Formula copy' }).waitFor({ timeout: 20000 });

  writeFileSync(FILE, screen('Formula copy', { when: '=state.open && len(state.nmae) > 0' }));
  const overlay = page.locator('vite-error-overlay');
  await overlay.waitFor({ timeout: 20000 });
  const message = await overlay.evaluate((node) => node.shadowRoot?.textContent ?? '');
  // The line of the file, then a caret under `state.nmae` (the when line is line 13 of the file).
  const line = '      "when": "=state.open && len(state.nmae) > 0"';
  expect(message).toContain(`screens/zzDevProbe.json:13:${line.indexOf('state.nmae') + 1} /body/0/when`);
  expect(message).toContain(`${line}\n${' '.repeat(line.indexOf('state.nmae'))}^^^^^^^^^^`);
}, 50000);
