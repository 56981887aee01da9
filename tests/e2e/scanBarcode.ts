import {
  BarcodeFormat,
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  MultiFormatReader,
  RGBLuminanceSource,
} from '@zxing/library';
import type { Locator, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { PHONE_DENSITY } from './chromium';

/** Code 128 asks for at least 10 modules of white on each side of the symbol. */
const QUIET_ZONE_MODULES = 10;

/** A screenshot as one luminance byte per pixel, as a scanner's sensor sees it. */
interface Picture {
  luminances: Uint8ClampedArray;
  width: number;
  height: number;
}

async function photograph(element: Locator): Promise<Picture> {
  // A scanner reads the phone's pixels: at 1× a barcode would be read from a quarter of them.
  const density = await element.evaluate(() => window.devicePixelRatio);
  if (density < PHONE_DENSITY)
    throw new Error(
      `a barcode is scanned at the phone's density (${PHONE_DENSITY}×), this page is ${density}×`,
    );
  const png = PNG.sync.read(await element.screenshot({ animations: 'disabled' }));
  const luminances = new Uint8ClampedArray(png.width * png.height);
  for (let i = 0; i < luminances.length; i += 1) {
    const [r = 0, g = 0, b = 0] = png.data.subarray(i * 4, i * 4 + 3);
    luminances[i] = Math.round(0.299 * r + 0.587 * g + 0.114 * b);
  }
  return { luminances, width: png.width, height: png.height };
}

/**
 * Scans a barcode the way a cashier's scanner does: a screenshot of what the page shows (at the
 * phone's pixel ratio), read by ZXing's Code 128 reader, which knows nothing of how it was drawn.
 * Returns the decoded text; throws when nothing can be read.
 */
export async function scanBarcode(barcode: Locator): Promise<string> {
  const { luminances, width, height } = await photograph(barcode);
  const source = new RGBLuminanceSource(luminances, width, height);
  const reader = new MultiFormatReader();
  const hints = new Map<DecodeHintType, unknown>([
    [DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.CODE_128]],
    [DecodeHintType.TRY_HARDER, true],
  ]);
  return reader.decode(new BinaryBitmap(new HybridBinarizer(source)), hints).getText();
}

/** The runs of light (`true`) and dark pixels along the middle row of a picture, left to right. */
function middleRowRuns({ luminances, width, height }: Picture): { light: boolean; length: number }[] {
  const row = Math.floor(height / 2) * width;
  const runs: { light: boolean; length: number }[] = [];
  for (let x = 0; x < width; x += 1) {
    const light = (luminances[row + x] ?? 0) >= 128;
    const last = runs[runs.length - 1];
    if (last && last.light === light) last.length += 1;
    else runs.push({ light, length: 1 });
  }
  return runs;
}

/**
 * What the screen shows is a symbol a scanner can take in whole: inside the viewport, each module at
 * least one CSS px and a whole number of device pixels, so that in the screenshot every bar and
 * space is exactly a whole number of modules wide, with at least 10 modules of white each side.
 */
export async function expectScannable(page: Page, barcode: Locator): Promise<void> {
  const box = await barcode.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) throw new Error('the barcode is not on screen');
  if (box.x < 0 || box.y < 0 || box.x + box.width > viewport.width || box.y + box.height > viewport.height)
    throw new Error(
      `the barcode is not inside the ${viewport.width}×${viewport.height} screen: ${JSON.stringify(box)}`,
    );
  const modules = await barcode.evaluate((svg) => (svg as SVGSVGElement).viewBox.baseVal.width);
  const pixelRatio = await page.evaluate(() => window.devicePixelRatio);
  const module = box.width / modules;
  if (module < 1) throw new Error(`a module is ${module} CSS px wide`);
  const devicePx = module * pixelRatio;
  if (Math.abs(devicePx - Math.round(devicePx)) > 1e-6)
    throw new Error(`a module is ${devicePx} device px wide, not a whole number`);
  const runs = middleRowRuns(await photograph(barcode));
  const first = runs[0];
  const last = runs[runs.length - 1];
  if (!first?.light || !last?.light) throw new Error('the symbol touches the edge of its picture');
  // The screenshot's edges may fall a device pixel inside the element's fractional box.
  const quiet = QUIET_ZONE_MODULES * devicePx - 1;
  if (first.length < quiet || last.length < quiet)
    throw new Error(`the quiet zones are ${first.length} and ${last.length} device px, under ${quiet}`);
  const uneven = runs.slice(1, -1).filter((run) => run.length % Math.round(devicePx) !== 0);
  if (uneven.length > 0)
    throw new Error(`bars or spaces not a whole number of ${devicePx} px modules: ${JSON.stringify(uneven)}`);
}
