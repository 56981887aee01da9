import { describe, expect, it } from 'vitest';
import { moduleWidth } from './moduleWidth';
import cases from './moduleWidth.cases.json';

describe('moduleWidth', () => {
  it.each(cases)('$why', ({ available, modules, pixelRatio, expected }) => {
    const width = moduleWidth(available, modules, pixelRatio);
    expect(width).toBeCloseTo(expected, 9);
    if (available > 0) expect(width * modules).toBeLessThanOrEqual(available + 1e-9);
  });
});
