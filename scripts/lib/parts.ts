import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { closestName } from '../../src/expressions/closestName';

/**
 * Parts: reusable pieces of screens (`screens/parts/<name>.json`), expanded at build time.
 *
 * A part file holds a `body` (a list of widgets, a list of actions, a modal: any screen
 * value). A screen uses it with `{ "use": "<name>" }` wherever that value may stand; a use
 * that is an element of a list and whose part body is a list is spliced into the list.
 * Expansion keeps, for every node of the expanded screen, where it was written (screen or
 * part file and JSON pointer), so the checker reports a problem at the line it comes from.
 */

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const esc = (segment: string | number) => String(segment).replace(/~/g, '~0').replace(/\//g, '~1');

/** One part file, read from disk. */
export interface PartFile {
  name: string;
  /** Relative to the project root, e.g. `screens/parts/loanTermsText.json`. */
  file: string;
  text: string;
  /** The parsed file, or undefined when it is not valid JSON (the checker reports it). */
  data?: unknown;
}

/** Where a node of an expanded screen was written. */
export interface Origin {
  file: string;
  pointer: string;
  /** The use that brought this node in, when it comes from a part (innermost use first). */
  via?: { file: string; pointer: string; part: string };
}

/** A mistake in a use of a part, located in the file that holds the use. */
export interface PartProblem {
  file: string;
  pointer: string;
  message: string;
}

/** The result of expanding the parts a screen uses. */
export interface Expanded {
  value: unknown;
  /** Expanded JSON pointer → where it was written. Every node has an entry. */
  origins: Map<string, Origin>;
  problems: PartProblem[];
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

/** Whether a JSON value is a use of a part: an object with a string `use` and nothing but `use`/`with`. */
export function isPartUse(value: unknown): value is { use: string; with?: unknown } {
  return (
    isObj(value) &&
    typeof value.use === 'string' &&
    Object.keys(value).every((key) => key === 'use' || key === 'with')
  );
}

interface Walk {
  parts: Map<string, PartFile>;
  origins: Map<string, Origin>;
  problems: PartProblem[];
  /** Parts being expanded, outermost first: a part that uses itself is refused. */
  stack: string[];
}

/**
 * Expands every use of a part in a screen (recursively: a part may use other parts).
 * Errors are values: an unknown part or a cycle leaves the use out and reports it.
 */
export function expandParts(value: unknown, file: string, parts: Map<string, PartFile>): Expanded {
  const walk: Walk = { parts, origins: new Map(), problems: [], stack: [] };
  const expanded = expandNode(value, '', { file, pointer: '' }, walk);
  return { value: expanded, origins: walk.origins, problems: walk.problems };
}

/** The part body a use stands for, or undefined (reported) when it cannot be used. */
function resolveUse(
  use: { use: string; with?: unknown },
  origin: Origin,
  walk: Walk,
): { part: PartFile; body: unknown } | undefined {
  const part = walk.parts.get(use.use);
  const report = (message: string, pointer = `${origin.pointer}/use`) =>
    walk.problems.push({ file: origin.file, pointer, message });
  if (!part) {
    const close = closestName(use.use, walk.parts.keys());
    report(`unknown part "${use.use}"${close ? ` (did you mean "${close}"?)` : ''}`);
    return undefined;
  }
  if (walk.stack.includes(part.name)) {
    report(`part "${part.name}" uses itself (${[...walk.stack, part.name].join(' → ')})`);
    return undefined;
  }
  if (!isObj(part.data) || !('body' in part.data)) return undefined; // the part's own check reports it
  return { part, body: part.data.body };
}

function expandNode(value: unknown, pointer: string, origin: Origin, walk: Walk): unknown {
  if (isPartUse(value)) {
    const resolved = resolveUse(value, origin, walk);
    if (!resolved) {
      walk.origins.set(pointer, origin);
      return null;
    }
    return expandPartBody(resolved.part, resolved.body, '/body', pointer, origin, walk);
  }
  walk.origins.set(pointer, origin);
  if (Array.isArray(value)) {
    const out: unknown[] = [];
    value.forEach((element, i) => {
      const elementOrigin = child(origin, i);
      if (isPartUse(element)) {
        const resolved = resolveUse(element, elementOrigin, walk);
        if (!resolved) return;
        if (Array.isArray(resolved.body)) {
          // A list body is spliced: each of its elements takes the next place of the list.
          resolved.body.forEach((bodyElement, j) => {
            const at = `${pointer}/${out.length}`;
            out.push(expandPartBody(resolved.part, bodyElement, `/body/${j}`, at, elementOrigin, walk));
          });
          return;
        }
        out.push(
          expandPartBody(
            resolved.part,
            resolved.body,
            '/body',
            `${pointer}/${out.length}`,
            elementOrigin,
            walk,
          ),
        );
        return;
      }
      out.push(expandNode(element, `${pointer}/${out.length}`, elementOrigin, walk));
    });
    return out;
  }
  if (isObj(value)) {
    const out: Obj = {};
    for (const [key, v] of Object.entries(value))
      out[key] = expandNode(v, `${pointer}/${esc(key)}`, child(origin, key), walk);
    return out;
  }
  return value;
}

/** Expands a (piece of a) part's body at `pointer` of the screen, for the use at `useOrigin`. */
function expandPartBody(
  part: PartFile,
  body: unknown,
  partPointer: string,
  pointer: string,
  useOrigin: Origin,
  walk: Walk,
): unknown {
  walk.stack.push(part.name);
  const origin: Origin = {
    file: part.file,
    pointer: partPointer,
    via: { file: useOrigin.file, pointer: useOrigin.pointer, part: part.name },
  };
  const expanded = expandNode(body, pointer, origin, walk);
  walk.stack.pop();
  return expanded;
}

function child(origin: Origin, segment: string | number): Origin {
  return { ...origin, pointer: `${origin.pointer}/${esc(segment)}` };
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
