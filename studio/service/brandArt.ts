import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { StudioArtSave } from '../studioTypes.ts';
import { BRAND_ART_PATH } from './writablePaths.ts';

/** The largest art file the studio takes: a brand's banner is tens of KB; a phone downloads every byte. */
export const ART_MAX_BYTES = 512 * 1024;

/** How each raster format starts (its signature), so a file is what its name says. */
const SIGNATURES: Record<string, (bytes: Buffer) => boolean> = {
  png: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  jpg: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  jpeg: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  gif: (b) => /^GIF8[79]a/.test(b.subarray(0, 6).toString('latin1')),
  webp: (b) =>
    b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
};

/**
 * What an SVG may not hold: it is served from the app's own origin, so opened by its address it would
 * run as a page of the app. No script, no event handler, no embedded page, no `javascript:` address,
 * nothing fetched from elsewhere, no DTD (entities).
 */
const SVG_REFUSED: readonly [RegExp, string][] = [
  [/<script\b/i, 'a <script>'],
  [/\son[a-z]+\s*=/i, 'an event handler (on…=)'],
  [/<foreignObject\b/i, 'a <foreignObject>'],
  [/javascript\s*:/i, 'a javascript: address'],
  [/<!DOCTYPE|<!ENTITY/i, 'a DTD or entity'],
  [/(?:href|src)\s*=\s*["']\s*(?:https?:)?\/\//i, 'a reference to another site'],
  [/@import\b/i, 'a stylesheet import'],
];

/** Why `bytes` may not be the art file `file`, or undefined when they may. */
export function refuseArt(file: string, bytes: Buffer): string | undefined {
  const extension = BRAND_ART_PATH.exec(file)?.[1];
  if (!extension)
    return `${JSON.stringify(file)} is not a brand's art file (brands/<id>/<name>.png, .jpg, .webp, .gif, .svg)`;
  if (bytes.length === 0) return 'the file is empty';
  if (bytes.length > ART_MAX_BYTES)
    return `the file is ${Math.ceil(bytes.length / 1024)} KB: art is at most ${ART_MAX_BYTES / 1024} KB (a phone downloads every byte)`;
  if (extension !== 'svg')
    return SIGNATURES[extension]?.(bytes) ? undefined : `the file is not a ${extension.toUpperCase()} image`;
  const text = bytes.toString('utf8');
  if (!Buffer.from(text, 'utf8').equals(bytes) || !/<svg[\s>]/.test(text))
    return 'the file is not an SVG image';
  const found = SVG_REFUSED.find(([pattern]) => pattern.test(text));
  return found ? `the SVG holds ${found[1]}: art is a picture only` : undefined;
}

/** Writes `bytes` as the art file `file` of the work tree `tree`, once `refuseArt` lets it. */
export function writeArt(tree: string, file: string, bytes: Buffer): StudioArtSave {
  const refused = refuseArt(file, bytes);
  if (refused) return { saved: false, message: refused };
  const path = join(tree, file);
  const replaced = existsSync(path);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, bytes);
  return { saved: true, file, replaced };
}
