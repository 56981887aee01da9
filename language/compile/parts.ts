import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SourceSpan } from '../formula';

/**
 * Parts: reusable pieces of screens (`screens/parts/<name>.json`), expanded at build time by
 * `compileScreen`. A part file holds typed `params` and a `body` (a list of widgets, a list of
 * actions, a widget, a modal, a list of options). A screen uses it with
 * `{ "use": "<name>", "with": { ... } }` wherever that value may stand; a use that is an element
 * of a list and whose part body is a list is spliced into the list.
 */

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** One part file, read from disk. */
export interface PartFile {
  name: string;
  /** Relative to the project root, e.g. `screens/parts/loanTermsText.json`. */
  file: string;
  text: string;
  /** The parsed file, or undefined when it is not valid JSON (the checker reports it). */
  data?: unknown;
}

/** Where a node of a compiled screen was written. */
export interface Origin {
  file: string;
  /** The JSON pointer of the value in `file`. */
  pointer: string;
  /** Inside a formula or template: the span of the node's token(s) in the string at `pointer`. */
  span?: SourceSpan;
  /** The use that brought this node in, when it comes from a part (innermost use first). */
  via?: { file: string; pointer: string; part: string };
  /** The node is `null` in place of a use that could not be expanded; the use's own problem says why. */
  unexpanded?: true;
}

/** The folder of part files, relative to the project root. */
export const PARTS_DIR = 'screens/parts';

/** Reads every part file of the project (none when the folder is absent). */
export function readParts(root: string): Map<string, PartFile> {
  const parts = new Map<string, PartFile>();
  const dir = join(root, PARTS_DIR);
  if (!existsSync(dir)) return parts;
  for (const name of readdirSync(dir).sort()) {
    if (!name.endsWith('.json')) continue;
    const file = `${PARTS_DIR}/${name}`;
    const text = readFileSync(join(dir, name), 'utf8');
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      data = undefined;
    }
    parts.set(name.slice(0, -'.json'.length), { name: name.slice(0, -'.json'.length), file, text, data });
  }
  return parts;
}

/**
 * Every part file, with unsaved texts (`overrides`, by path: the studio's editor) in place of what
 * is on disk, a new part among them.
 */
export function readPartsWith(
  root: string,
  overrides: Readonly<Record<string, string>>,
): Map<string, PartFile> {
  const parts = readParts(root);
  for (const [file, text] of Object.entries(overrides)) {
    const name = /^screens\/parts\/(.+)\.json$/.exec(file)?.[1];
    if (name === undefined) continue;
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      data = undefined;
    }
    parts.set(name, { name, file, text, data });
  }
  return parts;
}

/** Whether a JSON value is a use of a part: an object with a string `use` and nothing but `use`/`with`. */
export function isPartUse(value: unknown): value is { use: string; with?: unknown } {
  return (
    isObj(value) &&
    typeof value.use === 'string' &&
    Object.keys(value).every((key) => key === 'use' || key === 'with')
  );
}

/** The origin of an expanded pointer: its own entry, or the nearest ancestor's (a pointer to a missing property). */
export function originOf(origins: Map<string, Origin>, pointer: string): { origin: Origin; rest: string } {
  let p = pointer;
  for (;;) {
    const found = origins.get(p);
    if (found) return { origin: found, rest: pointer.slice(p.length) };
    if (p === '') return { origin: { file: '', pointer: '' }, rest: pointer };
    p = p.slice(0, p.lastIndexOf('/'));
  }
}
