import {
  BarcodeFormat,
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  MultiFormatReader,
  RGBLuminanceSource,
} from '@zxing/library';
import type { Locator } from 'playwright-core';
import { PNG } from 'pngjs';

/**
 * Scans a barcode the way a cashier's scanner does: a screenshot of what the page shows (at the
 * phone's pixel ratio), read by ZXing's Code 128 reader, which knows nothing of how it was drawn.
 * Returns the decoded text; throws when nothing can be read.
 */
export async function scanBarcode(barcode: Locator): Promise<string> {
  const png = PNG.sync.read(await barcode.screenshot({ animations: 'disabled' }));
  const luminances = new Uint8ClampedArray(png.width * png.height);
  for (let i = 0; i < luminances.length; i += 1) {
    const [r = 0, g = 0, b = 0] = png.data.subarray(i * 4, i * 4 + 3);
    luminances[i] = Math.round(0.299 * r + 0.587 * g + 0.114 * b);
  }
  const source = new RGBLuminanceSource(luminances, png.width, png.height);
  const reader = new MultiFormatReader();
  const hints = new Map<DecodeHintType, unknown>([
    [DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.CODE_128]],
    [DecodeHintType.TRY_HARDER, true],
  ]);
  return reader.decode(new BinaryBitmap(new HybridBinarizer(source)), hints).getText();
}

/**
 * The symbol fits the 390 px screen whole, with its quiet zones (10 modules of white each side,
 * drawn inside the SVG), and no bar is narrower than one CSS pixel.
 */
export async function expectScannable(
  app: { page: { viewportSize(): { width: number } | null } },
  barcode: Locator,
): Promise<void> {
  const box = await barcode.boundingBox();
  const viewport = app.page.viewportSize();
  if (!box || !viewport) throw new Error('the barcode is not on screen');
  if (box.x < 0 || box.x + box.width > viewport.width)
    throw new Error(`the barcode overflows the screen: ${JSON.stringify(box)}`);
  const modules = await barcode.evaluate((svg) => (svg as SVGSVGElement).viewBox.baseVal.width);
  const quiet = await barcode.evaluate((svg) => {
    const total = (svg as SVGSVGElement).viewBox.baseVal.width;
    const bars = [...svg.querySelectorAll('rect[fill="#000"]')].map((rect) => ({
      x: Number(rect.getAttribute('x')),
      end: Number(rect.getAttribute('x')) + Number(rect.getAttribute('width')),
    }));
    return Math.min(...bars.map((bar) => bar.x), ...bars.map((bar) => total - bar.end));
  });
  if (box.width / modules < 1) throw new Error(`a module is ${box.width / modules} CSS px wide`);
  if (quiet < 10) throw new Error(`the quiet zone is ${quiet} modules`);
}
