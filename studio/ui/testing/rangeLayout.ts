import { afterAll, beforeAll } from 'vitest';

/**
 * jsdom lays nothing out: CodeMirror measures text ranges, which jsdom's have no rectangles for. A
 * component test of the editor gives them empty ones, and takes them back afterwards.
 */
export function stubRangeLayout(): void {
  const own = Object.getOwnPropertyDescriptors(Range.prototype);
  beforeAll(() => {
    Range.prototype.getClientRects = () =>
      ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as DOMRectList;
    Range.prototype.getBoundingClientRect = () => new DOMRect();
  });
  afterAll(() => {
    const absent = { value: undefined, configurable: true, writable: true };
    Object.defineProperties(Range.prototype, {
      getClientRects: own.getClientRects ?? absent,
      getBoundingClientRect: own.getBoundingClientRect ?? absent,
    });
  });
}
