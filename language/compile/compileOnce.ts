import { createHash } from 'node:crypto';
import { type CompiledScreen, isObj } from './compileContext.ts';
import { compileScreen } from './compileScreen.ts';
import type { PartFile } from './parts.ts';

// The checker compiles every screen at each check, and the studio service checks at every save and
// open in every draft, where nearly all the screens and parts are as they were. A screen's JSON as
// parsed by `parseScreen` is shared by every parse of the same text, so its compiled form is kept
// beside it, by file, parts and brand: compiled again only when one of them changed.

const compiledByData = new WeakMap<object, Map<string, CompiledScreen>>();
const partsKeys = new WeakMap<Map<string, PartFile>, string>();
const brandKeys = new WeakMap<object, string>();

/** What the parts hold (their JSON, as a build may translate it), as a short key; once per map. */
function partsKey(parts: Map<string, PartFile>): string {
  let key = partsKeys.get(parts);
  if (key === undefined) {
    const hash = createHash('sha1');
    for (const [name, part] of parts)
      hash.update(`${name}\0${part.file}\0${JSON.stringify(part.data) ?? '-'}\0`);
    key = hash.digest('hex');
    partsKeys.set(parts, key);
  }
  return key;
}

function brandKey(brand: Readonly<Record<string, unknown>> | undefined): string {
  if (brand === undefined) return '-';
  let key = brandKeys.get(brand);
  if (key === undefined) {
    key = createHash('sha1').update(JSON.stringify(brand)).digest('hex');
    brandKeys.set(brand, key);
  }
  return key;
}

/**
 * `compileScreen`, or what it answered for the same JSON object (`parseScreen`'s, shared by equal
 * texts), file, parts and brand. The answer is shared: read it, never change it.
 */
export function compileScreenOnce(
  data: unknown,
  file: string,
  parts: Map<string, PartFile>,
  brand?: Readonly<Record<string, unknown>>,
): CompiledScreen {
  if (!isObj(data)) return compileScreen(data, file, parts, brand);
  const key = `${file}\0${partsKey(parts)}\0${brandKey(brand)}`;
  let known = compiledByData.get(data);
  if (!known) {
    known = new Map();
    compiledByData.set(data, known);
  }
  let compiled = known.get(key);
  if (!compiled) {
    compiled = compileScreen(data, file, parts, brand);
    known.set(key, compiled);
  }
  return compiled;
}
