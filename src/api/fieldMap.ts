/** A renamed field: a wire path, or a nested map for an object or the items of an array. */
export type FieldMapEntry = string | { from: string; map?: FieldMap; items?: FieldMap };
/** Readable names for wire fields (a screen source's or a call's `map`). */
export type FieldMap = Record<string, FieldMapEntry>;

function readPath(value: unknown, path: string): unknown {
  let current = value;
  for (const segment of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}

function mapEntry(source: unknown, entry: FieldMapEntry): unknown {
  if (typeof entry === 'string') return readPath(source, entry);
  const value = readPath(source, entry.from);
  if (entry.items) {
    const items = entry.items;
    return Array.isArray(value) ? value.map((item) => applyFieldMap(item, items)) : value;
  }
  if (entry.map) return applyFieldMap(value, entry.map);
  return value;
}

/**
 * Renames wire fields to readable ones (`{ amount: "vm" }`), recursively for
 * objects (`map`) and array items (`items`). Only mapped fields are kept, so a
 * screen can never bind to a scrambled name by accident.
 */
export function applyFieldMap(source: unknown, map: FieldMap): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, entry] of Object.entries(map)) out[name] = mapEntry(source, entry);
  return out;
}
