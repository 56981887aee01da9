import { lstatSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A brand's art, in its folder or a folder of it (banners/, landing/); its extension is the match's
 * first group (brandArt.ts checks the bytes are of that type).
 */
export const BRAND_ART_PATH =
  /^brands\/[A-Za-z0-9_-]+\/(?:[A-Za-z0-9_-]+\/)*[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*\.(png|jpe?g|webp|gif|svg)$/;

/**
 * The files staff may write (DESIGN §13): screens and parts, brands and their art, the catalogs, and
 * experiments with their variants' screens. Each segment is a plain name (letters, digits, `_`, `-`, and `.` inside a file name), so
 * `..`, an absolute path, a backslash or an empty segment never matches.
 */
const WRITABLE = [
  /^screens\/(?:[A-Za-z0-9_-]+\/)*[A-Za-z0-9_-]+\.json$/,
  /^brands\/[A-Za-z0-9_-]+\.json$/,
  BRAND_ART_PATH,
  /^locales\/[A-Za-z0-9_-]+\.po$/,
  // An experiment, and a variant's screen in the experiment's folder (DESIGN §14).
  /^experiments\/[A-Za-z0-9_-]+\.json$/,
  /^experiments\/[A-Za-z0-9_-]+\/[A-Za-z0-9_-]+\.json$/,
];

/** Whether `file` (a path from the project root) is one staff may write, by its name alone. */
export function isWritablePath(file: string): boolean {
  return WRITABLE.some((pattern) => pattern.test(file));
}

/**
 * Why `file` may not be written in the work tree `root`, or undefined when it may: its name must be a
 * writable one, and no folder on the way nor the file itself may be a link (a link could point at
 * anything on the machine).
 */
export function refuseWrite(root: string, file: string): string | undefined {
  if (!isWritablePath(file))
    return `${JSON.stringify(file)} is not a file the studio writes (screens, brands, locales, experiments)`;
  const segments = file.split('/');
  for (let end = 1; end <= segments.length; end++) {
    const path = join(root, ...segments.slice(0, end));
    let isLink = false;
    try {
      isLink = lstatSync(path).isSymbolicLink();
    } catch {
      break; // Not there yet: a new file (its folders checked so far are real).
    }
    if (isLink) return `${segments.slice(0, end).join('/')} is a link: the studio writes only real files`;
  }
  return undefined;
}
