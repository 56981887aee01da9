// @vitest-environment node
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkScreens, formatProblem } from '../check/checkScreens';
import cases from './cases/checkBrands.json';

const ROOT = resolve(import.meta.dirname, '../..');
const SCREEN = 'screens/zzBrandProbe.json';
const BRAND = 'brands/pesoagad.json';

interface Case {
  name: string;
  /** A widget for a probe screen. */
  screen?: unknown;
  /** Changes to the default brand file: fields dropped, set, or colours set. */
  brand?: { drop?: string[]; set?: Record<string, unknown>; colors?: Record<string, string> };
  expected: { file: string; pointer: string; message: string; line: number; column: number }[];
}

/** A probe screen beside the real ones, pretty-printed so lines are predictable. */
function probeScreen(widget: unknown): string {
  const screen = {
    $schema: '../schemas/screen.schema.json',
    id: 'zzBrandProbe',
    routes: ['/zzBrandProbe'],
    title: 'Probe',
    body: [widget],
  };
  return JSON.stringify(screen, null, 2);
}

/** The default brand file with a case's changes, pretty-printed as the file is. */
function probeBrand(change: NonNullable<Case['brand']>): string {
  const brand = JSON.parse(readFileSync(resolve(ROOT, BRAND), 'utf8')) as Record<string, unknown>;
  for (const field of change.drop ?? []) delete brand[field];
  Object.assign(brand, change.set ?? {});
  if (change.colors) brand.colors = { ...(brand.colors as object), ...change.colors };
  return JSON.stringify(brand, null, 2);
}

describe('brand checks', () => {
  it('passes every brand of the project', () => {
    const problems = checkScreens(ROOT).filter((p) => p.file.startsWith('brands/'));
    expect(problems.map(formatProblem)).toEqual([]);
  });

  it.each(cases as Case[])('$name', (c) => {
    const overrides: Record<string, string> = {};
    if (c.screen) overrides[SCREEN] = probeScreen(c.screen);
    if (c.brand) overrides[BRAND] = probeBrand(c.brand);
    const files = c.brand ? [BRAND] : [SCREEN];
    const problems = checkScreens(ROOT, files, overrides);
    expect(
      problems.map((p) => ({
        file: p.file,
        pointer: p.pointer,
        message: p.message,
        line: p.line,
        column: p.column,
      })),
    ).toEqual(c.expected.map((e) => ({ ...e, message: expect.stringContaining(e.message) })));
  });
});
