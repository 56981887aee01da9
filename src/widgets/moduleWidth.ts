/** The widest module drawn, in CSS px: wider adds nothing for a scanner and only crowds a tablet's modal. */
export const MAX_MODULE_PX = 3;

/** The module width before the widget has been laid out (or where nothing is, as in jsdom); CSS shrinks it to fit. */
export const UNMEASURED_MODULE_PX = 2;

/**
 * The width of one module of a barcode, in CSS px, so that a symbol of `modules` modules (quiet
 * zones included) fits `available` CSS px on a screen of `pixelRatio` device pixels per CSS px.
 *
 * It is a whole number of device pixels: a fractional module is rounded bar by bar, so bars of
 * one width come out a pixel apart (3 and 4 device px), which is what makes a scanner misread the
 * width ratios Code 128 is made of. It is the widest that fits, up to `MAX_MODULE_PX`, and at least
 * one CSS px whenever the symbol fits at that size (on a fractional ratio such as 2.625 one CSS px
 * may not be a whole number of device pixels: one CSS px is still the better bar). Narrower than
 * that only when the symbol cannot fit otherwise: whole device pixels while one fits, else scaled.
 */
export function moduleWidth(available: number, modules: number, pixelRatio: number): number {
  if (!(available > 0) || !(modules > 0)) return UNMEASURED_MODULE_PX;
  const ratio = pixelRatio > 0 ? pixelRatio : 1;
  // The epsilon keeps an exact fit (330 px for 165 modules at 2×) from flooring to one device px less.
  const fitting = Math.floor((available * ratio) / modules + 1e-9);
  const devicePx = Math.min(fitting, Math.floor(MAX_MODULE_PX * ratio + 1e-9));
  const width = devicePx / ratio;
  if (width >= 1) return width;
  if (available >= modules) return 1;
  return devicePx >= 1 ? width : available / modules;
}
