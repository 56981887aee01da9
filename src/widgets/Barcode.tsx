import type { ReactNode } from 'react';
import type { WidgetNode } from '../engine/screenTypes';
import { useWidget } from '../engine/useEvaluate';
import { code128Symbol } from './barcodeModules';
import type { WidgetProps } from './types';

export interface BarcodeNode extends WidgetNode {
  type: 'barcode';
  /** The text to encode (a pay code). */
  value: unknown;
  /** What the code is, for its accessible name: "Barcode of {label} {value}". Default `code`. */
  label?: unknown;
  /** Shown when the value cannot be drawn (empty, or a character Code 128 cannot carry). */
  fallbackText?: unknown;
}

/**
 * Scanners read a bar of 2 CSS px (4 device px on a 2× phone) reliably; the symbol is drawn at that
 * module width and shrinks only when the screen is narrower than the symbol.
 */
const MODULE_PX = 2;
/** Bar height in CSS px: at least 15% of the symbol's width, as Code 128 asks, for codes up to ~20 characters. */
const HEIGHT_PX = 96;

/**
 * A Code 128 barcode of a value, drawn as SVG (crisp at any pixel ratio) with its quiet zones
 * painted white, and the value as text under it for the cashier to type.
 */
export function Barcode({ node }: WidgetProps): ReactNode {
  const barcode = node as BarcodeNode;
  const { text } = useWidget();
  const value = text(barcode.value);
  const symbol = code128Symbol(value);
  if (!symbol) {
    const fallback = barcode.fallbackText === undefined ? '' : text(barcode.fallbackText);
    return fallback ? <p className="barcode-fallback">{fallback}</p> : null;
  }
  const label = barcode.label === undefined ? 'code' : text(barcode.label) || 'code';
  return (
    <figure className="barcode">
      <svg
        role="img"
        aria-label={`Barcode of ${label} ${value}`}
        viewBox={`0 0 ${symbol.modules} 1`}
        width={symbol.modules * MODULE_PX}
        height={HEIGHT_PX}
        preserveAspectRatio="none"
        shapeRendering="crispEdges"
      >
        <rect x={0} y={0} width={symbol.modules} height={1} fill="#fff" />
        {symbol.bars.map((bar) => (
          <rect key={bar.x} x={bar.x} y={0} width={bar.width} height={1} fill="#000" />
        ))}
      </svg>
      <figcaption className="barcode-text" aria-hidden="true">
        {value}
      </figcaption>
    </figure>
  );
}
