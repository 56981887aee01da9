import { type ReactNode, type RefObject, useLayoutEffect, useRef, useState } from 'react';
import { useWidget, type WidgetNode, type WidgetProps } from '../engine/widgetApi';
import { t } from '../i18n/t';
import { code128Symbol } from './barcodeModules';
import { moduleWidth } from './moduleWidth';

export interface BarcodeNode extends WidgetNode {
  type: 'barcode';
  /** The text to encode (a pay code). */
  value: unknown;
  /** What the code is, for its accessible name: "Barcode of {label} {value}". Default `code`. */
  label?: unknown;
  /** Shown when the value cannot be drawn (empty, or a character Code 128 cannot carry). */
  fallbackText?: unknown;
}

/** Bar height in CSS px, unless 15% of the symbol's width (Code 128's minimum) is more. */
const HEIGHT_PX = 96;

/** The width the widget may take (CSS px) and the screen's device pixels per CSS px; 0 until laid out. */
interface Room {
  width: number;
  pixelRatio: number;
}

/** Measures the room the barcode has, again whenever it changes (rotation, a resized modal). */
function useRoom(measured: boolean): [RefObject<HTMLElement | null>, Room] {
  const ref = useRef<HTMLElement>(null);
  const [room, setRoom] = useState<Room>({ width: 0, pixelRatio: 1 });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!measured || !element) return;
    const measure = () => {
      const width = element.clientWidth;
      const pixelRatio = window.devicePixelRatio || 1;
      setRoom((last) =>
        last.width === width && last.pixelRatio === pixelRatio ? last : { width, pixelRatio },
      );
    };
    // Before the first paint, so the symbol never shows at a size it then leaves.
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [measured]);
  return [ref, room];
}

/**
 * A Code 128 barcode of a value, drawn as SVG (crisp at any pixel ratio) with its quiet zones
 * painted white, and the value as text under it for the cashier to type. The module width is a
 * whole number of device pixels that fits the symbol in the room the widget has (`moduleWidth`).
 */
export function Barcode({ node, pointer }: WidgetProps): ReactNode {
  const barcode = node as BarcodeNode;
  const { text } = useWidget();
  const value = text(barcode.value);
  const symbol = code128Symbol(value);
  const [ref, room] = useRoom(symbol !== undefined);
  if (!symbol) {
    const fallback = barcode.fallbackText === undefined ? '' : text(barcode.fallbackText);
    return fallback ? (
      <p className="barcode-fallback" data-pointer={pointer}>
        {fallback}
      </p>
    ) : null;
  }
  const label = (barcode.label === undefined ? '' : text(barcode.label)) || t('code');
  const width = symbol.modules * moduleWidth(room.width, symbol.modules, room.pixelRatio);
  return (
    <figure className="barcode" ref={ref} data-pointer={pointer}>
      <svg
        role="img"
        aria-label={t('Barcode of {{label}} {{value}}', { label, value })}
        viewBox={`0 0 ${symbol.modules} 1`}
        width={width}
        height={Math.max(HEIGHT_PX, Math.ceil(width * 0.15))}
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
