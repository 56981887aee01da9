// @vitest-environment node
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { originIn } from '../../src/telemetry/screenOrigins.ts';
import cases from './cases/screenOrigins.json';
import { compileScreen } from './compileScreen.ts';
import type { PartFile } from './parts.ts';
import { type OriginBreak, originBreaks, readScreenOrigins } from './screenOrigins.ts';

const partsOf = (parts: Record<string, unknown>): Map<string, PartFile> =>
  new Map(
    Object.entries(parts).map(([name, data]) => [
      name,
      { name, file: `screens/parts/${name}.json`, text: JSON.stringify(data), data },
    ]),
  );

describe('screen origins (telemetry names the file staff wrote)', () => {
  it.each(cases)('$name', ({ screen, parts, breaks, lookups }) => {
    const compiled = compileScreen(screen, 'screens/x.json', partsOf(parts));
    expect(compiled.problems).toEqual([]);
    const found = originBreaks(compiled.origins);
    expect(found).toEqual(breaks);
    const origin = originIn({ 'screens/x.json': found });
    for (const [pointer, file, inFile] of lookups)
      expect(origin('screens/x.json', pointer as string)).toEqual({ file, pointer: inFile });
  });

  it("the project's screens: only those with parts, a few breaks each", () => {
    const table = readScreenOrigins(resolve(import.meta.dirname, '../..'));
    expect(table['screens/repayPeriod.json']).toContainEqual<OriginBreak>([
      '/modals/barcode',
      'screens/parts/payCodeBarcodeModal.json',
      '/body',
    ]);
    expect(table['screens/aboutUs.json']).toBeUndefined();
    // A break is three short strings in the screen's origin table; a part's parameter default that
    // lands in the screen (pageHeader's `titleLines`, `textLines`) is one more each. A dozen keeps
    // the table small; more means a screen assembled from many parts, worth a look.
    for (const breaks of Object.values(table)) expect(breaks.length).toBeLessThanOrEqual(12);
  });
});
