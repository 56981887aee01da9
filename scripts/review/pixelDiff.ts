import { PNG } from 'pngjs';

/** An RGBA image, 4 bytes a pixel, row after row (what pngjs decodes). */
export interface Raster {
  width: number;
  height: number;
  data: Uint8Array;
}

/** A rectangle in image pixels. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** How two screenshots differ: the number of pixels that do, and the box around all of them. */
export interface PixelDiff {
  changed: number;
  /** Absent when nothing changed. */
  box?: Box;
  /** The larger size of the two, the frame `box` is given in. */
  width: number;
  height: number;
}

/**
 * Compares two images pixel by pixel over the larger of their sizes: a pixel one image lacks (a page
 * that grew) counts as changed. `tolerance` is the largest difference of a channel (0–255) still taken
 * as equal; the review renders both sides in the same browser, so 0 is right for it, and the knob is
 * for images from two machines.
 */
export function diffRasters(base: Raster, work: Raster, tolerance = 0): PixelDiff {
  const width = Math.max(base.width, work.width);
  const height = Math.max(base.height, work.height);
  let changed = 0;
  let left = width;
  let top = height;
  let right = -1;
  let bottom = -1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const inBase = x < base.width && y < base.height;
      const inWork = x < work.width && y < work.height;
      let same = inBase && inWork;
      if (same) {
        const a = (y * base.width + x) * 4;
        const b = (y * work.width + x) * 4;
        for (let c = 0; c < 4 && same; c++)
          same = Math.abs((base.data[a + c] ?? 0) - (work.data[b + c] ?? 0)) <= tolerance;
      }
      if (same) continue;
      changed++;
      if (x < left) left = x;
      if (x > right) right = x;
      if (y < top) top = y;
      if (y > bottom) bottom = y;
    }
  }
  return changed === 0
    ? { changed, width, height }
    : { changed, width, height, box: { x: left, y: top, width: right - left + 1, height: bottom - top + 1 } };
}

/** Decodes a PNG file's bytes. */
export function readPng(bytes: Buffer): Raster {
  const png = PNG.sync.read(bytes);
  return { width: png.width, height: png.height, data: png.data };
}

/** {@link diffRasters} of two PNG files' bytes; identical bytes are equal without decoding. */
export function diffPngs(base: Buffer, work: Buffer, tolerance = 0): PixelDiff {
  if (base.equals(work)) {
    const { width, height } = readPngSize(base);
    return { changed: 0, width, height };
  }
  return diffRasters(readPng(base), readPng(work), tolerance);
}

/** A PNG's size from its header (the IHDR chunk), without decoding the image. */
export function readPngSize(bytes: Buffer): { width: number; height: number } {
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}
