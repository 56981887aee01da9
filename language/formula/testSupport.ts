import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseTemplate, TEMPLATE_FILTERS } from '../../src/expressions/template';
import type { Scope } from '../../src/expressions/types';
import { childPointer } from './syntax';
import type { SourceSpan } from './types';

/** Loads one table of test cases from `cases/`. */
export function loadCases<T>(file: string): T[] {
  return JSON.parse(readFileSync(join(import.meta.dirname, 'cases', file), 'utf8')) as T[];
}

/** The JSON pointer of every node of a tree, the root (`''`) included. */
export function nodePointers(tree: unknown, pointer = ''): string[] {
  if (Array.isArray(tree)) {
    return [pointer, ...tree.flatMap((item, i) => nodePointers(item, childPointer(pointer, i)))];
  }
  if (typeof tree === 'object' && tree !== null) {
    return [
      pointer,
      ...Object.entries(tree).flatMap(([key, value]) => nodePointers(value, childPointer(pointer, key))),
    ];
  }
  return [pointer];
}

/** The source text under each pointer, for comparing positions with readable expectations. */
export function textsAt(
  source: string,
  positions: ReadonlyMap<string, SourceSpan>,
  pointers: string[],
): Record<string, string | undefined> {
  return Object.fromEntries(
    pointers.map((pointer) => {
      const span = positions.get(pointer);
      return [pointer, span === undefined ? undefined : source.slice(span.start, span.end)];
    }),
  );
}

/** Values a template hole may meet: numbers, numeric and other texts, dates, missing, lists, objects. */
const SAMPLE_VALUES: unknown[] = [
  123456,
  '0917-123 4567',
  null,
  { a: 1 },
  [1, 2],
  true,
  0,
  1700000000,
  '12 345',
  undefined,
  -250,
  '',
];

function setPath(scope: Record<string, unknown>, path: string, value: unknown): void {
  const segments = path.split('.');
  let target = scope;
  for (const segment of segments.slice(0, -1)) {
    const next = target[segment];
    if (typeof next !== 'object' || next === null || Array.isArray(next)) target[segment] = {};
    target = target[segment] as Record<string, unknown>;
  }
  const last = segments[segments.length - 1] ?? '';
  if (value !== undefined) target[last] = value;
}

/**
 * Scopes that give the paths sample values in turn (each path a different one per scope), in the
 * peso and the rupee session, so that a template's output is compared on every kind of value.
 */
export function sampleScopes(paths: readonly string[]): Scope[] {
  return SAMPLE_VALUES.flatMap((_, round) =>
    ['0', '1'].map((real) => {
      const scope: Record<string, unknown> = { data: {}, state: {}, query: {}, session: { real } };
      paths.forEach((path, i) => {
        setPath(scope, path, SAMPLE_VALUES[(round + i) % SAMPLE_VALUES.length]);
      });
      return scope as unknown as Scope;
    }),
  );
}

/** The paths of a template written in the legacy `path | filter` form, or `undefined` when it is not. */
export function legacyPaths(template: string): string[] | undefined {
  const paths: string[] = [];
  for (const part of parseTemplate(template)) {
    if (part.kind === 'text') continue;
    const legacy =
      /^[A-Za-z_$][\w$]*(\.[\w$]+)*$/.test(part.path) &&
      part.filters.every((filter) => (TEMPLATE_FILTERS as readonly string[]).includes(filter));
    if (!legacy) return undefined;
    paths.push(part.path);
  }
  return paths;
}
