import { describe, expect, it } from 'vitest';
import { compileScreen } from '../compile/compileScreen';
import cases from './cases/renderReads.json';
import { withRenderReads } from './renderReads';

const WIDGETS = new Set(['stack', 'text', 'image', 'input', 'button', 'list']);
const MARKS = ['$reads', '$whenReads', '$before', '$level'] as const;

/** The node at a JSON pointer of a compiled screen. */
function at(screen: unknown, pointer: string): Record<string, unknown> {
  let node = screen;
  for (const step of pointer.split('/').slice(1)) node = (node as Record<string, unknown>)[step];
  return node as Record<string, unknown>;
}

describe('withRenderReads', () => {
  it.each(cases)('$name', ({ screen, reads }) => {
    const { value, problems } = compileScreen(screen, 'screens/x.json', new Map());
    expect(problems).toEqual([]);
    const annotated = withRenderReads(value as Record<string, unknown>, (type) => WIDGETS.has(type));
    for (const { pointer, ...expected } of reads) {
      const node = at(annotated, pointer);
      const marks = Object.fromEntries(
        MARKS.filter((mark) => node[mark] !== undefined).map((mark) => [mark, node[mark]]),
      );
      expect(marks, pointer).toEqual(expected);
    }
  });
});
