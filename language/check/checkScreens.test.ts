// @vitest-environment node
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import barcodeCases from './cases/checkScreens.barcode.json';
import frameCases from './cases/checkScreens.frames.json';
import cases from './cases/checkScreens.json';
import { checkScreens, formatProblem } from './checkScreens';

const ROOT = resolve(import.meta.dirname, '../..');
const FILE = 'screens/zzProbe.json';

interface Case {
  name: string;
  data?: Record<string, unknown>;
  state?: Record<string, unknown>;
  storage?: string[];
  persist?: string[];
  modals?: Record<string, unknown>;
  body: unknown[];
  expected: { pointer: string; message: string; line?: number; column?: number }[];
}

/** A probe screen added beside the real ones, pretty-printed so lines are predictable. */
function probe(c: Case): string {
  const screen = {
    $schema: '../schemas/screen.schema.json',
    id: 'zzProbe',
    routes: ['/zzProbe'],
    title: 'Probe',
    data: c.data ?? {
      order: {
        endpoint: 'loanDetails',
        params: { productId: { var: 'session.productId' }, orderId: { var: 'session.orderId' } },
      },
    },
    ...(c.persist ? { persist: c.persist } : {}),
    ...(c.state ? { state: c.state } : {}),
    ...(c.storage ? { storage: c.storage } : {}),
    ...(c.modals ? { modals: c.modals } : {}),
    body: c.body,
  };
  return JSON.stringify(screen, null, 2);
}

describe('screen checker', () => {
  it.each([...cases, ...frameCases, ...barcodeCases] as Case[])('$name', (c) => {
    const problems = checkScreens(ROOT, [FILE], { [FILE]: probe(c) });
    expect(problems.map((p) => ({ pointer: p.pointer, message: p.message }))).toEqual(
      c.expected.map((e) => ({ pointer: e.pointer, message: expect.stringContaining(e.message) })),
    );
    for (const [i, e] of c.expected.entries()) {
      const p = problems[i];
      expect(p?.line).toBeGreaterThan(0);
      if (e.line !== undefined) expect(p?.line).toBe(e.line);
      if (e.column !== undefined) expect(p?.column).toBe(e.column);
      expect(formatProblem(p as NonNullable<typeof p>)).toMatch(
        new RegExp(`^screens/zzProbe\\.json:\\d+:\\d+ ${e.pointer.replace(/[/$]/g, '\\$&')} `),
      );
    }
  });

  it('reports invalid JSON with its line and column', () => {
    const [p] = checkScreens(ROOT, [FILE], { [FILE]: '{\n  "id": "x",\n  "routes": [\n}' });
    expect(p?.message).toContain('invalid JSON');
    expect(p?.line).toBe(4);
  });

  it('reports a route claimed by two screens', () => {
    const text = probe({ name: '', body: [], expected: [] }).replace('"/zzProbe"', '"/customerService"');
    const problems = checkScreens(ROOT, [FILE], { [FILE]: text });
    expect(problems.map((p) => p.message)).toContain(
      'route "/customerService" is also claimed by screens/customerService.json',
    );
  });

  it('passes every screen of the project', () => {
    expect(checkScreens(ROOT).map(formatProblem)).toEqual([]);
  });
});

describe('the checker, checking again', () => {
  // A screen's passes are kept by its text (checkMemo.ts): what they read of the project counts too.
  it('finds a route gone from another screen, though this screen is as it was', () => {
    const body = [{ type: 'button', label: 'Go', onClick: [{ type: 'navigate', to: '/zzOther' }] }];
    const text = probe({ name: '', body, expected: [] });
    const other = JSON.stringify({ id: 'zzOther', routes: ['/zzOther'], title: 'Other', body: [] });
    const navigations = (overrides: Record<string, string>) =>
      checkScreens(ROOT, [FILE], overrides).filter((p) => p.message.includes('/zzOther'));
    expect(navigations({ [FILE]: text, 'screens/zzOther.json': other })).toEqual([]);
    expect(navigations({ [FILE]: text })).toHaveLength(1);
    expect(navigations({ [FILE]: text, 'screens/zzOther.json': other })).toEqual([]);
  });
});
