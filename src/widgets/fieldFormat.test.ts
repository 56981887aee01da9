import { describe, expect, it } from 'vitest';
import { asFieldFormat, caretAtDigits, digitsBefore, fieldValue, formatInput } from './fieldFormat';
import caretCases from './fieldFormat.caret.cases.json';
import cases from './fieldFormat.cases.json';

/** Splits `ab|cd` into its text and the caret position the `|` marks. */
function withCaret(marked: string): { text: string; caret: number } {
  return { text: marked.replace('|', ''), caret: marked.indexOf('|') };
}

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

describe('digitsBefore and caretAtDigits', () => {
  it.each(caretCases)('$why: "$typed" shows "$shown"', ({ format, typed, shown }) => {
    const before = withCaret(typed);
    const after = withCaret(shown);
    const formatted = formatInput(before.text, asFieldFormat(format));
    expect(formatted).toBe(after.text);
    expect(caretAtDigits(formatted, digitsBefore(before.text, before.caret))).toBe(after.caret);
  });
});
