// @vitest-environment node
import { describe, expect, it } from 'vitest';
import cases from './cases/holes.json';
import { unclosedHoles } from './templateHoles';

describe('unclosedHoles', () => {
  it.each(cases)('$name', ({ text, unclosed }) => {
    expect(unclosedHoles(text)).toEqual(unclosed.map((start) => ({ start, end: start + 2 })));
  });
});
