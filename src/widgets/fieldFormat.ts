/** Input formats of SPEC §5: digits only; phone 3-4-4 (max 11 digits); bank card in groups of 4. */
export type FieldFormat = 'none' | 'digits' | 'phone' | 'bankCard';

/** A format named in a screen; anything else (an unknown or missing name) is `none`, free text. */
export function asFieldFormat(value: unknown): FieldFormat {
  return value === 'digits' || value === 'phone' || value === 'bankCard' ? value : 'none';
}

/** The text shown in the input for what the borrower typed. */
export function formatInput(raw: string, format: FieldFormat): string {
  if (format === 'none') return raw;
  const digits = raw.replace(/\D/g, '');
  if (format === 'digits') return digits;
  if (format === 'phone') {
    const d = digits.slice(0, 11);
    return [d.slice(0, 3), d.slice(3, 7), d.slice(7, 11)].filter(Boolean).join(' ');
  }
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** The value sent to the server: formatted inputs send digits only (DESIGN §8). */
export function fieldValue(shown: string, format: FieldFormat): string {
  return format === 'none' ? shown : shown.replace(/\D/g, '');
}

/** How many digits lie left of `caret` in `text`: what the caret keeps across a reformat. */
export function digitsBefore(text: string, caret: number): number {
  return text.slice(0, Math.max(0, caret)).replace(/\D/g, '').length;
}

/**
 * The caret position in formatted text with `digits` digits to its left: right after that digit,
 * before any separator that follows it; past the last digit, the end of the text.
 */
export function caretAtDigits(shown: string, digits: number): number {
  if (digits <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < shown.length; index++) {
    if (/\d/.test(shown.charAt(index))) seen++;
    if (seen === digits) return index + 1;
  }
  return shown.length;
}
