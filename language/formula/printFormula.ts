import { isOperator } from '../../src/expressions/evaluate.ts';
import { isPlainObject } from '../../src/expressions/funcs/collections.ts';
import { type Operator, SCOPE_ROOTS } from '../../src/expressions/types.ts';
import { callShape, infixOf, PRECEDENCE } from './operators.ts';
import { needsLiteral } from './syntax.ts';
import type { FormulaOptions } from './types.ts';

/** Printed text and how tightly it binds, to decide where parentheses are needed. */
interface Printed {
  text: string;
  precedence: number;
}

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
const TERNARY_OR_LOOSER = PRECEDENCE.ternary;

/**
 * Prints an expression tree as the shortest readable formula (without the leading `=`): infix
 * operators with the fewest parentheses (plus those around `&&` inside `||`), `x in [1, 2]`, `c ? a : b` for `if`, `path ?? fallback`
 * for a `var` with a default, calls for the rest. Gives `undefined` for a tree it cannot print
 * faithfully (an unknown operator, arguments of a shape the parser never makes, a bare string
 * that the interpreter reads as a template). For every tree it prints,
 * `parseFormula(printFormula(tree)).tree` deep-equals the tree.
 */
export function printFormula(tree: unknown, options: FormulaOptions = {}): string | undefined {
  const roots = new Set<string>([...SCOPE_ROOTS, ...(options.names ?? [])]);
  return print(tree, roots)?.text;
}

function atom(text: string): Printed {
  return { text, precedence: PRECEDENCE.atom };
}

/** A quoted text: single quotes unless the text holds one and no double quote. */
export function quoteText(text: string): string {
  const quote = text.includes("'") && !text.includes('"') ? '"' : "'";
  let quoted = quote;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (char === quote || char === '\\') quoted += `\\${char}`;
    else if (char === '\n') quoted += '\\n';
    else if (char === '\r') quoted += '\\r';
    else if (char === '\t') quoted += '\\t';
    // Control characters and lone surrogates (which `for...of` yields alone) are escaped.
    else if (code < 0x20 || code === 0x7f || (code >= 0xd800 && code <= 0xdfff)) {
      quoted += `\\u${code.toString(16).padStart(4, '0')}`;
    } else quoted += char;
  }
  return quoted + quote;
}

function printNumber(value: number): Printed | undefined {
  if (!Number.isFinite(value)) return undefined;
  const text = Object.is(value, -0) ? '-0' : JSON.stringify(value);
  return { text, precedence: value < 0 || Object.is(value, -0) ? PRECEDENCE.unary : PRECEDENCE.atom };
}

function print(tree: unknown, roots: ReadonlySet<string>): Printed | undefined {
  if (typeof tree === 'string') return needsLiteral(tree) ? undefined : atom(quoteText(tree));
  if (typeof tree === 'number') return printNumber(tree);
  if (typeof tree === 'boolean' || tree === null) return atom(String(tree));
  if (Array.isArray(tree)) {
    const items = printAll(tree, roots);
    return items === undefined ? undefined : atom(`[${items.join(', ')}]`);
  }
  if (!isPlainObject(tree)) return undefined;
  const keys = Object.keys(tree);
  const [op] = keys;
  if (keys.length !== 1 || op === undefined || !isOperator(op)) return undefined;
  return printOperator(op, tree[op], roots);
}

/** Prints each tree at the loosest level (arguments, list elements, object values). */
function printAll(trees: readonly unknown[], roots: ReadonlySet<string>): string[] | undefined {
  const texts: string[] = [];
  for (const tree of trees) {
    const printed = print(tree, roots);
    if (printed === undefined) return undefined;
    texts.push(printed.text);
  }
  return texts;
}

function call(name: string, args: readonly unknown[], roots: ReadonlySet<string>): Printed | undefined {
  const texts = printAll(args, roots);
  return texts === undefined ? undefined : atom(`${name}(${texts.join(', ')})`);
}

function wrap(printed: Printed, parens: boolean): string {
  return parens ? `(${printed.text})` : printed.text;
}

function printOperator(op: Operator, args: unknown, roots: ReadonlySet<string>): Printed | undefined {
  switch (op) {
    case 'var':
      return printVar(args, roots);
    case '!':
    case '!!':
      return printPrefix(op, args, roots);
    case '-':
      return Array.isArray(args) && args.length >= 2
        ? printInfix(op, args, roots)
        : printPrefix(op, args, roots);
    case 'and':
    case 'or':
      if (!Array.isArray(args)) return undefined;
      return args.length >= 2 ? printInfix(op, args, roots) : call(op, args, roots);
    case '+':
    case '*':
    case '<':
    case '<=':
    case '>':
    case '>=':
      return Array.isArray(args) && args.length >= 2 ? printInfix(op, args, roots) : undefined;
    case '==':
    case '!=':
    case 'in':
    case '/':
    case '%':
      return Array.isArray(args) && args.length === 2 ? printInfix(op, args, roots) : undefined;
    case 'if':
      return printIf(args, roots);
    case 'match':
      return printMatch(args, roots);
    case 'object':
      return isPlainObject(args) ? printObject(args, roots) : undefined;
    case 'literal':
      if (typeof args === 'string' && needsLiteral(args)) return atom(quoteText(args));
      return printConstant(args, (text) => atom(`literal(${text})`));
    default:
      return printCall(op, args, roots);
  }
}

/** The remaining operators, written as calls; their argument counts are the parser's. */
function printCall(op: Operator, args: unknown, roots: ReadonlySet<string>): Printed | undefined {
  const shape = callShape(op);
  if (shape?.kind === 'unary') {
    // `{"len": x}`; `{"len": [x]}` only when `x` is a list, as the parser makes it.
    if (!Array.isArray(args)) return call(op, [args], roots);
    return args.length === 1 && Array.isArray(args[0]) ? call(op, args, roots) : undefined;
  }
  if (shape?.kind !== 'list' || !Array.isArray(args)) return undefined;
  return args.length >= shape.min && args.length <= shape.max ? call(op, args, roots) : undefined;
}

function printPrefix(op: '!' | '!!' | '-', args: unknown, roots: ReadonlySet<string>): Printed | undefined {
  let operand = args;
  if (Array.isArray(args)) {
    if (args.length !== 1 || !Array.isArray(args[0])) return undefined;
    operand = args[0];
  }
  const printed = print(operand, roots);
  if (printed === undefined) return undefined;
  // `-(5)` stays an operator (`-5` is a number); `!(!x)` and `-(-x)` keep two operators apart.
  const parens =
    printed.precedence < PRECEDENCE.unary ||
    printed.text.startsWith(op[0] ?? '') ||
    (op === '-' && typeof operand === 'number');
  return { text: `${op}${wrap(printed, parens)}`, precedence: PRECEDENCE.unary };
}

/** Whether the parser would fold `left` into a run of `op` written after it. */
function joinsRun(op: Operator, left: unknown): boolean {
  const operator = infixOf(op);
  if (operator === undefined || operator.chaining === 'nested' || !isPlainObject(left)) return false;
  const [leftOp] = Object.keys(left);
  const leftOperator = leftOp === undefined ? undefined : infixOf(leftOp);
  if (leftOperator === undefined || !Array.isArray(left[leftOp ?? ''])) return false;
  return operator.chaining === 'flat' ? leftOp === op : leftOperator.chaining === 'between';
}

function printInfix(op: Operator, args: readonly unknown[], roots: ReadonlySet<string>): Printed | undefined {
  const operator = infixOf(op);
  if (operator === undefined) return undefined;
  const { precedence } = operator;
  const texts: string[] = [];
  for (const [i, arg] of args.entries()) {
    const printed = print(arg, roots);
    if (printed === undefined) return undefined;
    // Left-associative: an operand of the same level needs parentheses on the right, and on the
    // left only when the parser would merge it into this run.
    const parens =
      printed.precedence < precedence ||
      (printed.precedence === precedence && (i > 0 || joinsRun(op, arg))) ||
      // `a || (b && c)`: not needed by precedence, but staff should not have to know it.
      (op === 'or' && printed.precedence === PRECEDENCE.and);
    texts.push(wrap(printed, parens));
  }
  return { text: texts.join(` ${operator.token} `), precedence };
}

function printPath(path: string, roots: ReadonlySet<string>): string | undefined {
  const [root = '', ...segments] = path.split('.');
  if (!IDENTIFIER.test(root) || !roots.has(root)) return undefined;
  let text = root;
  for (const segment of segments) {
    if (/^\d+$/.test(segment)) text += `[${segment}]`;
    else if (IDENTIFIER.test(segment)) text += `.${segment}`;
    else if (segment !== '') text += `[${quoteText(segment)}]`;
    else return undefined;
  }
  return text;
}

function printVar(args: unknown, roots: ReadonlySet<string>): Printed | undefined {
  if (typeof args === 'string') {
    const path = printPath(args, roots);
    return path === undefined ? atom(`var(${quoteText(args)})`) : atom(path);
  }
  if (!Array.isArray(args) || args.length !== 2 || typeof args[0] !== 'string') return undefined;
  const [pathText, fallbackTree] = args;
  const path = printPath(pathText, roots);
  const fallback = print(fallbackTree, roots);
  if (fallback === undefined) return undefined;
  if (path === undefined) return atom(`var(${quoteText(pathText)}, ${fallback.text})`);
  // The fallback is read at the level of `==`, so `&&`, `||`, `??` and `? :` need parentheses.
  const text = `${path} ?? ${wrap(fallback, fallback.precedence < PRECEDENCE.equality)}`;
  return { text, precedence: PRECEDENCE.coalesce };
}

function printIf(args: unknown, roots: ReadonlySet<string>): Printed | undefined {
  if (!Array.isArray(args)) return undefined;
  if (args.length < 3 || args.length % 2 === 0) return call('if', args, roots);
  const parts: string[] = [];
  for (const arg of args) {
    const printed = print(arg, roots);
    if (printed === undefined) return undefined;
    // A `? :` inside needs parentheses: in a condition or the first value for clarity, as the
    // last value so that it is not merged into this one.
    parts.push(wrap(printed, printed.precedence <= TERNARY_OR_LOOSER));
  }
  let text = parts[parts.length - 1] ?? '';
  for (let i = parts.length - 3; i >= 0; i -= 2) text = `${parts[i]} ? ${parts[i + 1]} : ${text}`;
  return { text, precedence: PRECEDENCE.ternary };
}

/** An object key as written: a name, a plain integer, or a quoted text. */
function printKey(key: string): string {
  if (IDENTIFIER.test(key)) return key;
  if (/^(0|[1-9]\d*)$/.test(key) && String(Number(key)) === key) return key;
  return quoteText(key);
}

function printEntries(object: Record<string, unknown>, roots: ReadonlySet<string>): string | undefined {
  const texts: string[] = [];
  for (const [key, value] of Object.entries(object)) {
    const printed = print(value, roots);
    if (printed === undefined) return undefined;
    texts.push(`${printKey(key)}: ${printed.text}`);
  }
  return `{${texts.join(', ')}}`;
}

function printObject(object: Record<string, unknown>, roots: ReadonlySet<string>): Printed | undefined {
  const text = printEntries(object, roots);
  return text === undefined ? undefined : atom(text);
}

function printMatch(args: unknown, roots: ReadonlySet<string>): Printed | undefined {
  if (!Array.isArray(args) || args.length < 2 || args.length > 3) return undefined;
  const [value, cases, ...fallback] = args;
  if (!isPlainObject(cases)) return undefined;
  const texts = printAll([value, ...fallback], roots);
  const casesText = printEntries(cases, roots);
  if (texts === undefined || casesText === undefined) return undefined;
  const [valueText, ...fallbackText] = texts;
  return atom(`match(${[valueText, casesText, ...fallbackText].join(', ')})`);
}

/** A constant as formula text (texts raw, since `literal` never evaluates them), or `undefined`. */
function constantText(value: unknown): string | undefined {
  if (typeof value === 'string') return quoteText(value);
  if (typeof value === 'number') return printNumber(value)?.text;
  if (typeof value === 'boolean' || value === null) return String(value);
  if (Array.isArray(value)) {
    const items = value.map(constantText);
    return items.every((item) => item !== undefined) ? `[${items.join(', ')}]` : undefined;
  }
  if (!isPlainObject(value)) return undefined;
  const entries = Object.entries(value).map(([key, entry]) => {
    const text = constantText(entry);
    return text === undefined ? undefined : `${printKey(key)}: ${text}`;
  });
  return entries.every((entry) => entry !== undefined) ? `{${entries.join(', ')}}` : undefined;
}

function printConstant(value: unknown, wrapText: (text: string) => Printed): Printed | undefined {
  const text = constantText(value);
  return text === undefined ? undefined : wrapText(text);
}
