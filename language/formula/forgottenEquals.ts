import { parseFormula } from './parseFormula.ts';
import type { FormulaOptions } from './types.ts';

/**
 * The hint for a text written where a formula belongs: `"; did you forget the leading '='?"` when
 * the text parses as a formula (`"!!data.order.KindTipsMsg && !session.showBankTip"`, `"false"`),
 * else `''`. Without its `=` a formula is a text, and a text is always true as a condition and no
 * list, so the checker refuses it where a yes/no, a number or a list is declared and says why.
 */
export function forgottenEquals(value: unknown, options: FormulaOptions = {}): string {
  if (typeof value !== 'string' || value.trim() === '') return '';
  return 'error' in parseFormula(value, options) ? '' : "; did you forget the leading '='?";
}
