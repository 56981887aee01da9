import { describe, expect, it } from 'vitest';
import cases from './cases/textDiff.json';
import { diffHunks, diffLines, formatHunks, hasChanges } from './textDiff.ts';

describe('text diff of two accessibility snapshots', () => {
  it.each(cases)('$name', ({ base, work, diff }) => {
    const lines = diffLines(base, work);
    expect(formatHunks(diffHunks(lines))).toBe(diff);
    expect(hasChanges(lines)).toBe(diff !== '');
  });

  it('keeps every line of both texts, in order', () => {
    const base = 'x\na\nb\nc\ny';
    const work = 'a\nz\nc\ny\nw';
    const lines = diffLines(base, work);
    expect(lines.filter((l) => l.op !== '+').map((l) => l.text)).toEqual(base.split('\n'));
    expect(lines.filter((l) => l.op !== '-').map((l) => l.text)).toEqual(work.split('\n'));
    expect(lines.filter((l) => l.op === ' ').map((l) => l.text)).toEqual(['a', 'c', 'y']);
  });
});
