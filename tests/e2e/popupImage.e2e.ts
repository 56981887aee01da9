import { PNG } from 'pngjs';
import { type App, expect, test } from './fixtures';

/**
 * A popup opened at load never moves, whatever image the server sends: the promo popup of loan
 * confirm 2 (`pp.im`) keeps the box its screen gives the image (600×800) with a square, a 1×1, a
 * wide and a tall image, and with one that fails to load. Before the fix the image's own shape
 * resized the centred dialog once it arrived: layout shift 0.065 (square, 1×1), 0.19 (wide),
 * 0.47 (tall).
 */

const CONFIRM = `/loanConfirm2?${new URLSearchParams({ productId: '7', sessionId: 's-1', swift: 'sw-1', eyes: 'ey-1' })}`;
/** The promo image the `variant-promo` scenario names; the test answers it with an image of its own. */
const PROMO_IMAGE = '**/api/__sandbox/assets/promo-first-loan-zero-interest.svg';

function png(width: number, height: number): Buffer {
  const image = new PNG({ width, height });
  image.data.fill(0x80);
  return PNG.sync.write(image);
}

/** Each image the server might send: its answer, or null for one that fails (404). */
const IMAGES: { name: string; body: Buffer | null }[] = [
  { name: 'a square image', body: png(400, 400) },
  { name: 'a 1×1 image', body: png(1, 1) },
  { name: 'a wide image', body: png(900, 300) },
  { name: 'a tall image', body: png(300, 900) },
  { name: 'an image that fails to load', body: null },
];

/** Notes, for each animation frame in which a dialog is in the page, what its body holds. */
async function recordDialogFrames(app: App): Promise<void> {
  await app.page.addInitScript(() => {
    const frames: { image: boolean; close: boolean }[] = [];
    (window as unknown as { __dialogFrames: typeof frames }).__dialogFrames = frames;
    const tick = () => {
      const dialog = document.querySelector('[role="dialog"]');
      if (dialog)
        frames.push({
          image: dialog.querySelector('img') !== null,
          close: dialog.querySelector('button[aria-label="Close"]') !== null,
        });
      if (frames.length < 3) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

/** The page's layout shifts so far (buffered: from the navigation on), as their values. */
function layoutShifts(app: App): Promise<number[]> {
  return app.page.evaluate(
    () =>
      new Promise<number[]>((resolve) => {
        const values: number[] = [];
        const observer = new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) values.push((entry as unknown as { value: number }).value);
        });
        observer.observe({ type: 'layout-shift', buffered: true });
        requestAnimationFrame(() =>
          setTimeout(() => {
            for (const entry of observer.takeRecords())
              values.push((entry as unknown as { value: number }).value);
            observer.disconnect();
            resolve(values);
          }, 50),
        );
      }),
  );
}

for (const { name, body } of IMAGES) {
  test(`the promo popup with ${name} is drawn whole at once and never moves`, async ({ app }) => {
    const { page } = app;
    if (!body) app.expectConsoleError(/Failed to load resource: .* 404/);
    // The image is held until the dialog is on screen: it arrives after the dialog's first frame,
    // as a server image often does (the case that moved the dialog).
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(PROMO_IMAGE, async (route) => {
      await released;
      if (body) await route.fulfill({ status: 200, contentType: 'image/png', body });
      else await route.fulfill({ status: 404, contentType: 'text/plain', body: 'not found' });
    });
    await recordDialogFrames(app);
    await app.open(CONFIRM, { scenario: 'variant-promo' });
    const dialog = page.getByRole('dialog', { name: 'Special offer' });
    await dialog.waitFor();
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    release();
    // Not by role: a broken image is hidden (its box kept), so it leaves the accessibility tree.
    const image = dialog.locator('img');
    // Loaded, or failed: either way the browser is done with it and has laid it out.
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
    if (!body) await image.waitFor({ state: 'hidden' });
    await app.settled('loanConfirm2');
    const frames = await page.evaluate(
      () => (window as unknown as { __dialogFrames: { image: boolean; close: boolean }[] }).__dialogFrames,
    );
    // Every row of its body in the frame where it first appears: the image and the Close row.
    expect(frames[0]).toEqual({ image: true, close: true });
    expect(await layoutShifts(app)).toEqual([]);
    // The image's box is the screen's (600×800), whatever the image's own shape.
    const box = await image.boundingBox();
    expect(box && Math.round((box.height / box.width) * 600)).toBe(800);
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
  });
}
