import { describe, expect, it } from 'vitest';
import { asFieldFormat, fieldValue, formatInput } from './fieldFormat';
import cases from './fieldFormat.cases.json';

describe('formatInput and fieldValue', () => {
  it.each(cases)('$format: "$typed" shows "$shown" and sends "$sent"', ({ format, typed, shown, sent }) => {
    const fieldFormat = asFieldFormat(format);
    expect(fieldFormat).toBe(format);
    expect(formatInput(typed, fieldFormat)).toBe(shown);
    expect(fieldValue(formatInput(typed, fieldFormat), fieldFormat)).toBe(sent);
  });

  it('reads an unknown format as none', () => {
    expect(asFieldFormat('email')).toBe('none');
    expect(asFieldFormat(undefined)).toBe('none');
  });
});
