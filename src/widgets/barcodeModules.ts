import { CODE128 } from 'jsbarcode/bin/barcodes/CODE128';

/** One bar of a symbol: where it starts and how wide it is, in modules. */
export interface Bar {
  x: number;
  width: number;
}

/** A Code 128 symbol laid out in modules, quiet zones included. */
export interface BarcodeSymbol {
  bars: Bar[];
  /** Width of the whole symbol with both quiet zones, in modules. */
  modules: number;
}

/** Code 128 asks for a quiet zone of at least 10 modules on each side (ISO/IEC 15417 §4.3.4). */
export const QUIET_ZONE_MODULES = 10;

/**
 * Encodes a text as Code 128 with JsBarcode's encoder (which picks the A, B and C sets that give
 * the shortest symbol) and lays the modules out as bars. Undefined when the text is empty or
 * holds a character Code 128 cannot carry.
 */
export function code128Symbol(text: string): BarcodeSymbol | undefined {
  if (text === '') return undefined;
  const encoder = new CODE128(text, {});
  if (!encoder.valid()) return undefined;
  const { data } = encoder.encode();
  const bars: Bar[] = [];
  for (let i = 0; i < data.length; i += 1) {
    if (data[i] !== '1') continue;
    const last = bars[bars.length - 1];
    if (last && last.x + last.width === QUIET_ZONE_MODULES + i) last.width += 1;
    else bars.push({ x: QUIET_ZONE_MODULES + i, width: 1 });
  }
  return { bars, modules: data.length + 2 * QUIET_ZONE_MODULES };
}
