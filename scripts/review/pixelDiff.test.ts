import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { diffPngs, diffRasters, type Raster } from './pixelDiff.ts';

/** A white image with the given rectangles painted in a colour. */
function image(
  width: number,
  height: number,
  paint: [number, number, number, number, number][] = [],
): Raster {
  const data = new Uint8Array(width * height * 4).fill(255);
  for (const [x0, y0, w, h, red] of paint)
    for (let y = y0; y < y0 + h; y++)
      for (let x = x0; x < x0 + w; x++) {
        data[(y * width + x) * 4] = red;
        data[(y * width + x) * 4 + 1] = 0;
      }
  return { width, height, data };
}

describe('diffRasters: the changed pixels and the box around them', () => {
  it.each([
    { name: 'the same image', base: image(10, 10), work: image(10, 10), changed: 0, box: undefined },
    {
      name: 'one rectangle painted',
      base: image(10, 10),
      work: image(10, 10, [[2, 3, 4, 2, 200]]),
      changed: 8,
      box: { x: 2, y: 3, width: 4, height: 2 },
    },
    {
      name: 'two changes far apart: one box around both',
      base: image(20, 20, [[1, 1, 1, 1, 10]]),
      work: image(20, 20, [[18, 15, 2, 1, 10]]),
      changed: 3,
      box: { x: 1, y: 1, width: 19, height: 15 },
    },
    {
      name: 'a page that grew: the new rows count as changed',
      base: image(4, 3),
      work: image(4, 5),
      changed: 8,
      box: { x: 0, y: 3, width: 4, height: 2 },
    },
  ])('$name', ({ base, work, changed, box }) => {
    const diff = diffRasters(base, work);
    expect(diff.changed).toBe(changed);
    expect(diff.box).toEqual(box);
  });

  it('takes a difference within the tolerance as equal', () => {
    const base = image(4, 4, [[0, 0, 1, 1, 100]]);
    const work = image(4, 4, [[0, 0, 1, 1, 103]]);
    expect(diffRasters(base, work, 3).changed).toBe(0);
    expect(diffRasters(base, work).changed).toBe(1);
  });

  it('reads PNG files', () => {
    const png = (raster: Raster) => {
      const file = new PNG({ width: raster.width, height: raster.height });
      file.data = Buffer.from(raster.data);
      return PNG.sync.write(file);
    };
    const base = png(image(8, 6));
    expect(diffPngs(base, base)).toEqual({ changed: 0, width: 8, height: 6 });
    expect(diffPngs(base, png(image(8, 6, [[7, 5, 1, 1, 0]]))).box).toEqual({
      x: 7,
      y: 5,
      width: 1,
      height: 1,
    });
  });
});
