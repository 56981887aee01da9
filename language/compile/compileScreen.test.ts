// @vitest-environment node
import { describe, expect, it } from 'vitest';
import cases from './cases/compileScreen.json';
import { compileScreen } from './compileScreen';
import type { PartFile } from './parts';

interface Case {
  name: string;
  screen: Record<string, unknown>;
  parts?: Record<string, Record<string, unknown>>;
  expected?: Record<string, unknown>;
  problems?: { file: string; pointer: string; message: string; span?: { start: number } }[];
}

function partsOf(c: Case): Map<string, PartFile> {
  return new Map(
    Object.entries(c.parts ?? {}).map(([name, data]) => [
      name,
      { name, file: `screens/parts/${name}.json`, text: JSON.stringify(data), data },
    ]),
  );
}

describe('compileScreen', () => {
  it.each(cases as Case[])('$name', (c) => {
    const compiled = compileScreen(c.screen, 'screens/x.json', partsOf(c));
    if (c.expected) expect(compiled.value).toMatchObject(c.expected);
    expect(
      compiled.problems.map((p) => ({
        file: p.file,
        pointer: p.pointer,
        message: p.message,
        ...(p.span ? { span: { start: p.span.start } } : {}),
      })),
    ).toEqual((c.problems ?? []).map((p) => ({ ...p, message: expect.stringContaining(p.message) })));
  });

  it('keeps where every node was written, through names and parts', () => {
    const parts = partsOf({
      name: '',
      screen: {},
      parts: {
        label: {
          params: { text: { type: 'string', description: 't' } },
          body: [{ type: 'text', text: '=params.text' }],
        },
      },
    });
    const { origins } = compileScreen(
      { let: { who: '=data.user.name' }, body: [{ use: 'label', with: { text: '=who' } }] },
      'screens/x.json',
      parts,
    );
    // The text node comes from the part; its value from the let the use's argument names.
    expect(origins.get('/body/0')).toMatchObject({ file: 'screens/parts/label.json', pointer: '/body/0' });
    expect(origins.get('/body/0/text/var')).toMatchObject({ file: 'screens/x.json', pointer: '/let/who' });
  });
});
