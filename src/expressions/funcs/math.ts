/**
 * A number from a number or a numeric string (amounts sometimes arrive as strings). Anything
 * else, an empty string, or a non-finite result gives `undefined`.
 */
export function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : undefined;
  }
  return undefined;
}

/** The arithmetic operators. */
export type ArithmeticOperator = '+' | '-' | '*' | '/' | '%';

function finite(value: number): number | undefined {
  return Number.isFinite(value) ? value : undefined;
}

/**
 * Folds the operands left to right. `+` and `*` take any count (`+` of nothing is 0), `-` of one
 * operand negates it, `/` and `%` take exactly two and give `undefined` when dividing by 0.
 */
export function arithmetic(operator: ArithmeticOperator, operands: readonly unknown[]): number | undefined {
  const numbers: number[] = [];
  for (const operand of operands) {
    const number = toNumber(operand);
    if (number === undefined) return undefined;
    numbers.push(number);
  }
  switch (operator) {
    case '+':
      return finite(numbers.reduce((sum, number) => sum + number, 0));
    case '*':
      return finite(numbers.reduce((product, number) => product * number, 1));
    case '-': {
      const [first, ...rest] = numbers;
      if (first === undefined) return undefined;
      if (rest.length === 0) return -first;
      return finite(rest.reduce((difference, number) => difference - number, first));
    }
    case '/':
    case '%': {
      if (numbers.length !== 2) return undefined;
      const [dividend, divisor] = numbers as [number, number];
      if (divisor === 0) return undefined;
      return finite(operator === '/' ? dividend / divisor : dividend % divisor);
    }
  }
}
