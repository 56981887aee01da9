import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { activeBrandScope } from '../brand/brand.ts';
import { parseScreen } from '../check/parsedScreen.ts';
import { compileScreenOnce } from './compileOnce.ts';
import { type Origin, readParts } from './parts.ts';

/**
 * Where a node of a compiled screen was written, for what the app reports (telemetry's `error`
 * event names the file and pointer the staff wrote, DESIGN §10). A compiled screen's pointers are
 * those of the screen with its parts expanded: a part's nodes sit under the use that brought them
 * (`/modals/barcode` is `screens/parts/payCodeBarcodeModal.json#/body`), and a list part spliced
 * into a list moves the nodes after it. Only the places where the mapping breaks are kept (a few a
 * screen that uses parts, none for the others); below one, the rest of the pointer is the same.
 */

/** `[compiled pointer, file, pointer in that file]`: from here down, the node was written there. */
export type OriginBreak = [at: string, file: string, pointer: string];

/** The breaks of a compiled screen's origins: each structural node whose origin its parent's does not predict. */
export function originBreaks(origins: ReadonlyMap<string, Origin>): OriginBreak[] {
  const breaks: OriginBreak[] = [];
  for (const [at, origin] of origins) {
    // A formula's own nodes point into its string (a span), not at a node of the file.
    if (at === '' || origin.span || origin.unexpanded) continue;
    const cut = at.lastIndexOf('/');
    const parent = origins.get(at.slice(0, cut));
    if (parent?.file === origin.file && `${parent.pointer}${at.slice(cut)}` === origin.pointer) continue;
    breaks.push([at, origin.file, origin.pointer]);
  }
  return breaks;
}

/** Every screen's breaks, by screen file; screens without parts are left out. */
export function readScreenOrigins(root: string): Record<string, OriginBreak[]> {
  const parts = readParts(root);
  const brand = activeBrandScope(root);
  const table: Record<string, OriginBreak[]> = {};
  for (const name of readdirSync(join(root, 'screens')).sort()) {
    if (!name.endsWith('.json')) continue;
    const file = `screens/${name}`;
    try {
      // Parsed and compiled once while the file, its parts and the brand are as they were.
      const { data, parseError } = parseScreen(file, readFileSync(join(root, file), 'utf8'));
      if (parseError) continue;
      const breaks = originBreaks(compileScreenOnce(data, file, parts, brand).origins);
      if (breaks.length > 0) table[file] = breaks;
    } catch {
      // A screen that is not JSON is reported by the checker.
    }
  }
  return table;
}
