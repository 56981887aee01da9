// @vitest-environment node
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Brand, loadBrand } from '../../language/brand/brand.ts';
import type { PartFile } from '../../language/compile/parts.ts';
import type { PlannedExperiment } from '../../sandbox/screenStates.ts';
import table from './cases/screenDiff.json';
import { compileSide, type SideSources } from './compiledScreens.ts';
import { changedScreens, reviewStates } from './screenDiff.ts';

/**
 * A side as the cases write it: screens as JSON (or raw text), parts, experiments, brand fields over
 * the default brand, the stylesheet, file contents by URL.
 */
interface SideCase {
  screens?: Record<string, unknown>;
  parts?: Record<string, unknown>;
  experiments?: PlannedExperiment[];
  brand?: { name?: string; colors?: Record<string, string> };
  styles?: string;
  assets?: Record<string, string>;
}

const ROOT = resolve(import.meta.dirname, '../..');
const defaultBrand = loadBrand(ROOT, 'pesoagad');

function sources(side: SideCase): SideSources {
  const text = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value, null, 2));
  const brand: Brand = {
    ...defaultBrand,
    ...(side.brand?.name ? { name: side.brand.name } : {}),
    colors: { ...defaultBrand.colors, ...side.brand?.colors },
  };
  const parts = new Map<string, PartFile>(
    Object.entries(side.parts ?? {}).map(([name, data]) => [
      name,
      { name, file: `screens/parts/${name}.json`, text: text(data), data },
    ]),
  );
  return {
    screens: new Map(
      Object.entries(side.screens ?? {})
        .filter(([, value]) => value !== null)
        .map(([file, value]) => [file, text(value)]),
    ),
    parts,
    experiments: side.experiments ?? [],
    brand,
    styles: side.styles ?? '',
    assetHash: (url) => side.assets?.[url],
  };
}

/** The work side: the base with a case's changes (a screen set to null is removed). */
function workOf(base: SideCase, work: SideCase): SideCase {
  return {
    screens: { ...base.screens, ...work.screens },
    parts: { ...base.parts, ...work.parts },
    experiments: work.experiments ?? base.experiments ?? [],
    ...(work.brand ? { brand: work.brand } : {}),
    styles: work.styles ?? base.styles ?? '',
    assets: { ...base.assets, ...work.assets },
  };
}

describe('changedScreens: what the borrower gets, not how the file is written', () => {
  const base = compileSide(sources(table.base));
  it.each(table.cases)('$name', ({ work, changed }) => {
    expect(changedScreens(base, compileSide(sources(workOf(table.base, work as SideCase))))).toEqual(changed);
  });

  it('lists every screen, unchanged ones as requested, when asked for all', () => {
    expect(changedScreens(base, base, true).map((change) => change.reason)).toEqual([
      'requested',
      'requested',
      'requested',
    ]);
  });
});

describe('reviewStates', () => {
  const preview = (scenario: string, route = '/a') => ({
    key: scenario,
    screen: 'screens/a.json',
    route,
    scenario,
    description: scenario,
  });

  it('renders every scenario either side knows on both sides, the work tree first', () => {
    const states = reviewStates(
      'screens/a.json',
      [preview('default'), preview('fault-500:old')],
      [preview('default'), preview('order-174-delay1')],
    );
    expect(states.map((s) => [s.scenario, s.routes])).toEqual([
      ['default', { base: '/a', work: '/a' }],
      ['order-174-delay1', { base: '/a', work: '/a' }],
      ['fault-500:old', { base: '/a', work: '/a' }],
    ]);
  });

  it('opens a new screen on the work tree only', () => {
    expect(reviewStates('screens/a.json', undefined, [preview('default')])[0]?.routes).toEqual({
      work: '/a',
    });
  });

  it("opens each side's states as the variant that side shows, also where it borrows the other side's route", () => {
    const variant = (scenario: string, side: string) => ({
      ...preview(scenario, '/loanConfirm'),
      query: { variant: `goLoanButton:${side}` },
    });
    const states = reviewStates(
      'experiments/goLoanButton/b.json',
      [variant('default', 'b')],
      [variant('default', 'b'), variant('fault-500:loanDetails', 'b')],
    );
    expect(states.map((s) => [s.scenario, s.routes, s.query])).toEqual([
      [
        'default',
        { base: '/loanConfirm', work: '/loanConfirm' },
        { base: { variant: 'goLoanButton:b' }, work: { variant: 'goLoanButton:b' } },
      ],
      [
        'fault-500:loanDetails',
        { base: '/loanConfirm', work: '/loanConfirm' },
        { base: { variant: 'goLoanButton:b' }, work: { variant: 'goLoanButton:b' } },
      ],
    ]);
    // A screen with no experiment opens with the session's parameters alone.
    expect(
      reviewStates('screens/a.json', [preview('default')], [preview('default')])[0]?.query,
    ).toBeUndefined();
  });

  it('opens a screen whose file does not parse at the route the other side gives it', () => {
    expect(reviewStates('screens/a.json', [preview('default', '/loanDetails')], [])[0]?.routes).toEqual({
      base: '/loanDetails',
      work: '/loanDetails',
    });
  });
});
