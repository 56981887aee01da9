import { closestName } from '../../src/expressions/closestName.ts';
import { type Operator, SCOPE_ROOTS } from '../../src/expressions/types.ts';
import {
  CALL_NAMES,
  type CallShape,
  callShape,
  INFIX,
  type InfixOperator,
  PIPE_NAMES,
  PRECEDENCE,
  PREFIX,
} from './operators.ts';
import {
  emitTree,
  needsLiteral,
  outerEnd,
  outerStart,
  type SyntaxEntry,
  type SyntaxNode,
  textNode,
} from './syntax.ts';
import { type Token, tokenize } from './tokenize.ts';
import type { CompileResult, FormulaError, FormulaOptions, SourceSpan } from './types.ts';

/** How `parseSyntax` reads its source. */
export interface SyntaxOptions extends FormulaOptions {
  /** Where the source starts in the text staff typed; every span is shifted by it. Default 0. */
  offset?: number;
  /** Accept `value | filter | filter(arg)` at the top, as template holes do. Default false. */
  pipes?: boolean;
}

/**
 * Parses a one-line formula (without its leading `=`) into the tree `evaluate` runs, with the
 * source span of every node by JSON pointer (see `CompiledExpression`). The grammar is
 * JavaScript's expression syntax, cut down to what the interpreter can run:
 *
 * | precedence (loosest first) | syntax | tree |
 * |---|---|---|
 * | `? :` (right) | `c ? a : b`, `c1 ? a : c2 ? b : d` | `{"if": [c, a, b]}`, `{"if": [c1, a, c2, b, d]}` |
 * | `??` | `path ?? fallback` | `{"var": ["path", fallback]}` |
 * | `\|\|`, `&&` | `a && b && c` | `{"and": [a, b, c]}` |
 * | `==`, `!=` | `a == b` | `{"==": [a, b]}` |
 * | `<`, `<=`, `>`, `>=`, `in` | `a < b`, `a < b < c`, `x in [1, 2]` | `{"<": [a, b]}`, `{"<": [a, b, c]}`, `{"in": [x, [1, 2]]}` |
 * | `+`, `-` | `a + b - c` | `{"-": [{"+": [a, b]}, c]}` |
 * | `*`, `/`, `%` | `a * b * c` | `{"*": [a, b, c]}` |
 * | prefix `!`, `!!`, `-` | `!x`, `-x`, `-5` | `{"!": x}`, `{"-": x}`, `-5` |
 * | atoms | `data.list[0].name`, `'text'`, `12`, `true`, `null`, `[a, b]`, `{k: v}`, `len(x)` | `{"var": "data.list.0.name"}`, ... |
 *
 * Errors are values: the first problem, with the span of the token at fault.
 */
export function parseFormula(source: string, options: FormulaOptions = {}): CompileResult {
  const node = parseSyntax(source, options);
  return 'error' in node ? node : emitTree(node);
}

/** Parses a formula into its syntax tree (see `parseFormula`); the compilers build on it. */
export function parseSyntax(
  source: string,
  options: SyntaxOptions = {},
): SyntaxNode | { error: FormulaError } {
  const tokens = tokenize(source, options.offset ?? 0);
  if ('error' in tokens) return tokens;
  try {
    return new Parser(tokens, options).parse();
  } catch (error) {
    // The parser unwinds with a `FormulaSyntaxError`, caught only here: callers get a value.
    if (error instanceof FormulaSyntaxError) return { error: error.problem };
    throw error;
  }
}

class FormulaSyntaxError extends Error {
  constructor(readonly problem: FormulaError) {
    super(problem.message);
  }
}

/** Deeper than any formula a person writes; keeps a pathological one from overflowing the stack. */
const MAX_DEPTH = 200;

const WORD_OPERATORS: ReadonlyMap<string, string> = new Map([
  ['and', '&&'],
  ['or', '||'],
  ['not', '!'],
]);

function isPunct(token: Token, value: string): boolean {
  return token.kind === 'punct' && token.value === value;
}

function describe(token: Token): string {
  switch (token.kind) {
    case 'end':
      return 'the end of the formula';
    case 'string':
      return `the text ${JSON.stringify(token.value)}`;
    case 'number':
      return `the number ${token.raw}`;
    default:
      return `"${token.value}"`;
  }
}

function spanOf(node: SourceSpan): SourceSpan {
  return { start: node.start, end: node.end };
}

function operatorNode(op: Operator, arg: SyntaxNode, span: SourceSpan): SyntaxNode {
  return { kind: 'operator', op, arg, ...spanOf(span) };
}

function listNode(items: SyntaxNode[], span: SourceSpan): SyntaxNode {
  return { kind: 'list', items, ...spanOf(span) };
}

/** The argument of a one-operand operator: a list operand is wrapped, or it would read as the argument list. */
function unaryArgument(operand: SyntaxNode): SyntaxNode {
  return operand.kind === 'list' ? listNode([operand], operand) : operand;
}

/** A text written as a quoted string, whether or not it was wrapped in `literal`. */
function textOf(node: SyntaxNode): string | undefined {
  if (node.kind === 'scalar') return typeof node.value === 'string' ? node.value : undefined;
  if (node.kind === 'operator' && node.op === 'literal' && node.arg.kind === 'scalar') {
    const { value } = node.arg;
    return typeof value === 'string' && needsLiteral(value) ? value : undefined;
  }
  return undefined;
}

function isBetween(op: Operator): boolean {
  return op === '<' || op === '<=' || op === '>' || op === '>=';
}

function countText(min: number, max: number): string {
  if (min === max) return min === 1 ? '1 value' : `${min} values`;
  if (max === Number.POSITIVE_INFINITY) return `at least ${min} values`;
  return `${min} to ${max} values`;
}

class Parser {
  private index = 0;
  private depth = 0;
  private readonly roots: ReadonlySet<string>;
  private readonly pipes: boolean;

  constructor(
    private readonly tokens: readonly Token[],
    options: SyntaxOptions,
  ) {
    this.roots = new Set([...SCOPE_ROOTS, ...(options.names ?? [])]);
    this.pipes = options.pipes ?? false;
  }

  parse(): SyntaxNode {
    if (this.peek().kind === 'end') this.fail('the formula is empty', this.peek());
    const node = this.pipes ? this.parsePipes() : this.parseExpression(0);
    const next = this.peek();
    if (next.kind === 'end') return node;
    if (isPunct(next, '|')) {
      this.fail('"|" filters work only inside {{ }}; call the function instead, as in money(x)', next);
    }
    const word = next.kind === 'name' ? WORD_OPERATORS.get(next.value) : undefined;
    if (word !== undefined) this.fail(`${describe(next)} is written "${word}"`, next);
    return this.fail(`unexpected ${describe(next)}; expected an operator or the end of the formula`, next);
  }

  private peek(): Token {
    return this.tokens[this.index] ?? this.tokens[this.tokens.length - 1]!;
  }

  private next(): Token {
    const token = this.peek();
    if (token.kind !== 'end') this.index++;
    return token;
  }

  private expect(value: string, message: string): Token {
    const token = this.next();
    if (!isPunct(token, value)) this.fail(`${message}, found ${describe(token)}`, token);
    return token;
  }

  private fail(message: string, at: SourceSpan): never {
    throw new FormulaSyntaxError({ message, start: at.start, end: at.end });
  }

  private enter(at: SourceSpan): void {
    this.depth++;
    if (this.depth > MAX_DEPTH) this.fail('the formula is nested too deeply', at);
  }

  private parseExpression(min: number): SyntaxNode {
    this.enter(this.peek());
    let left = this.parseUnary();
    for (;;) {
      const token = this.peek();
      if (isPunct(token, '?') && min <= PRECEDENCE.ternary) {
        left = this.parseTernary(left);
        continue;
      }
      if (isPunct(token, '??') && min <= PRECEDENCE.coalesce) {
        left = this.parseCoalesce(left);
        continue;
      }
      const operator =
        token.kind === 'punct' || (token.kind === 'name' && token.value === 'in')
          ? INFIX.get(token.value)
          : undefined;
      if (operator === undefined || operator.precedence < min) break;
      if ((operator.op === 'and' || operator.op === 'or') && this.isCoalesce(left)) {
        this.fail(`mixing "??" with "${operator.token}" needs parentheses`, token);
      }
      this.next();
      const right = this.parseExpression(operator.precedence + 1);
      left = this.combine(operator, left, right, token);
    }
    this.depth--;
    return left;
  }

  private isCoalesce(node: SyntaxNode): boolean {
    return (
      node.kind === 'operator' && node.op === 'var' && node.chained === true && node.parens === undefined
    );
  }

  /** `left op right`, extending `left` when it is an unparenthesized run of the same operator. */
  private combine(operator: InfixOperator, left: SyntaxNode, right: SyntaxNode, token: Token): SyntaxNode {
    const span = { start: outerStart(left), end: outerEnd(right) };
    if (
      operator.chaining !== 'nested' &&
      left.kind === 'operator' &&
      left.chained === true &&
      left.parens === undefined &&
      left.arg.kind === 'list' &&
      (operator.chaining === 'flat' ? left.op === operator.op : isBetween(left.op))
    ) {
      if (left.op !== operator.op) {
        this.fail(
          `a chain of comparisons takes one operator; write "${left.op}" and "${operator.token}" apart, joined by "&&"`,
          token,
        );
      }
      left.arg.items.push(right);
      left.end = span.end;
      left.arg.end = span.end;
      return left;
    }
    return { ...operatorNode(operator.op, listNode([left, right], span), span), chained: true };
  }

  private parseTernary(condition: SyntaxNode): SyntaxNode {
    this.next();
    const then = this.parseExpression(PRECEDENCE.ternary);
    this.expect(':', 'expected ":" after the first value of "? :"');
    const otherwise = this.parseExpression(PRECEDENCE.ternary);
    const span = { start: outerStart(condition), end: outerEnd(otherwise) };
    // `c1 ? a : c2 ? b : d` is one `if` with two conditions, as the interpreter's `if` allows.
    const items =
      otherwise.kind === 'operator' &&
      otherwise.op === 'if' &&
      otherwise.chained === true &&
      otherwise.parens === undefined &&
      otherwise.arg.kind === 'list'
        ? [condition, then, ...otherwise.arg.items]
        : [condition, then, otherwise];
    return { ...operatorNode('if', listNode(items, span), span), chained: true };
  }

  private parseCoalesce(left: SyntaxNode): SyntaxNode {
    const token = this.next();
    if (left.kind === 'operator' && (left.op === 'and' || left.op === 'or') && left.chained && !left.parens) {
      this.fail(`mixing "${left.op === 'and' ? '&&' : '||'}" with "??" needs parentheses`, token);
    }
    if (left.kind !== 'operator' || left.op !== 'var' || left.arg.kind !== 'scalar') {
      this.fail(
        '"??" gives a path a fallback, so its left side must be a path such as data.order.amount; for other values use default(x, fallback)',
        left,
      );
    }
    const fallback = this.parseExpression(PRECEDENCE.equality);
    const span = { start: outerStart(left), end: outerEnd(fallback) };
    return { ...operatorNode('var', listNode([left.arg, fallback], span), span), chained: true };
  }

  private parseUnary(): SyntaxNode {
    const token = this.peek();
    const op = token.kind === 'punct' ? PREFIX.get(token.value) : undefined;
    if (op === undefined) return this.parsePostfix(this.parsePrimary());
    this.next();
    const number = this.peek();
    if (op === '-' && number.kind === 'number') {
      this.next();
      return { kind: 'scalar', value: -number.value, start: token.start, end: number.end };
    }
    this.enter(token);
    const operand = this.parseUnary();
    this.depth--;
    return operatorNode(op, unaryArgument(operand), { start: token.start, end: outerEnd(operand) });
  }

  private parsePostfix(node: SyntaxNode): SyntaxNode {
    const token = this.peek();
    if (isPunct(token, '.') || isPunct(token, '[')) {
      this.fail(`only a path can be followed by "${isPunct(token, '.') ? '.' : '[ ]'}"`, token);
    }
    return node;
  }

  private parsePrimary(): SyntaxNode {
    const token = this.next();
    switch (token.kind) {
      case 'number':
        return { kind: 'scalar', value: token.value, ...spanOf(token) };
      case 'string':
        return textNode(token.value, spanOf(token));
      case 'name':
        return this.parseName(token);
      case 'end':
        return this.fail('the formula ends too early; expected a value', token);
      case 'punct':
        break;
    }
    if (token.value === '(') {
      const inner = this.parseExpression(0);
      const close = this.expect(')', 'expected ")"');
      inner.parens = { start: token.start, end: close.end };
      return inner;
    }
    if (token.value === '[') {
      const { items, end } = this.parseArguments(']');
      return listNode(items, { start: token.start, end });
    }
    if (token.value === '{') return this.parseObject(token);
    return this.fail(`unexpected ${describe(token)}; expected a value`, token);
  }

  private parseName(token: Token & { kind: 'name' }): SyntaxNode {
    const name = token.value;
    if (name === 'true' || name === 'false')
      return { kind: 'scalar', value: name === 'true', ...spanOf(token) };
    if (name === 'null') return { kind: 'scalar', value: null, ...spanOf(token) };
    if (isPunct(this.peek(), '(')) return this.parseCall(token);
    if (this.roots.has(name)) return this.parsePath(token);
    if (callShape(name) !== undefined) this.fail(`"${name}" is a function; call it as ${name}(...)`, token);
    if (name === 'in') this.fail('unexpected "in"; expected a value', token);
    if (name === 'undefined') this.fail('unknown name "undefined"; a missing value is written null', token);
    const word = WORD_OPERATORS.get(name);
    if (word !== undefined) this.fail(`unknown name "${name}"; "${name}" is written "${word}"`, token);
    const close = closestName(name, this.roots);
    return this.fail(
      `unknown name "${name}": a path starts with one of ${[...this.roots].join(', ')}${close === undefined ? '' : `; did you mean "${close}"?`}`,
      token,
    );
  }

  /** `data.list[0].name` or `data.map['a-b']` → `{"var": "data.list.0.name"}`. */
  private parsePath(first: Token & { kind: 'name' }): SyntaxNode {
    let path = first.value;
    let end = first.end;
    for (;;) {
      const token = this.peek();
      if (isPunct(token, '.')) {
        this.next();
        const segment = this.next();
        if (segment.kind === 'name') path += `.${segment.value}`;
        else if (segment.kind === 'number' && /^\d+$/.test(segment.raw)) path += `.${segment.raw}`;
        else this.fail(`expected a field name after ".", found ${describe(segment)}`, segment);
        end = segment.end;
      } else if (isPunct(token, '[')) {
        this.next();
        const key = this.next();
        if (key.kind === 'number' && /^\d+$/.test(key.raw)) path += `.${key.raw}`;
        else if (key.kind === 'string' && key.value !== '' && !key.value.includes('.'))
          path += `.${key.value}`;
        else {
          this.fail(
            `inside "[ ]" a path takes an index, as in data.list[0], or a quoted key without dots, as in data.map['a-b']; found ${describe(key)}`,
            key,
          );
        }
        end = this.expect(']', 'expected "]"').end;
      } else {
        break;
      }
    }
    const span = { start: first.start, end };
    return operatorNode('var', { kind: 'scalar', value: path, ...span }, span);
  }

  /** Comma-separated expressions up to `closer` (a trailing comma is allowed); consumes the closer. */
  private parseArguments(closer: ')' | ']'): { items: SyntaxNode[]; end: number } {
    const items: SyntaxNode[] = [];
    for (;;) {
      if (isPunct(this.peek(), closer)) return { items, end: this.next().end };
      items.push(this.parseExpression(0));
      const token = this.next();
      if (isPunct(token, closer)) return { items, end: token.end };
      if (!isPunct(token, ',')) this.fail(`expected "," or "${closer}", found ${describe(token)}`, token);
    }
  }

  /** `{a: x, "b-c": y, 21: z}` → `{"object": {"a": x, "b-c": y, "21": z}}`. */
  private parseObject(open: Token): SyntaxNode {
    const entries: SyntaxEntry[] = [];
    const seen = new Set<string>();
    let end: number;
    for (;;) {
      const keyToken = this.next();
      if (isPunct(keyToken, '}')) {
        end = keyToken.end;
        break;
      }
      let key: string;
      if (keyToken.kind === 'name' || keyToken.kind === 'string') key = keyToken.value;
      // As in JavaScript, a number key is the number's text: {1.50: x} has the key "1.5".
      else if (keyToken.kind === 'number') key = String(keyToken.value);
      else
        return this.fail(
          `expected a key (a name, a quoted text or a number), found ${describe(keyToken)}`,
          keyToken,
        );
      if (seen.has(key)) this.fail(`the key "${key}" is written twice`, keyToken);
      seen.add(key);
      this.expect(':', `expected ":" after the key "${key}"`);
      const value = this.parseExpression(0);
      entries.push({ key, keySpan: spanOf(keyToken), value, span: spanOf(value) });
      const token = this.next();
      if (isPunct(token, '}')) {
        end = token.end;
        break;
      }
      if (!isPunct(token, ',')) this.fail(`expected "," or "}", found ${describe(token)}`, token);
    }
    const span = { start: open.start, end };
    return operatorNode('object', { kind: 'record', entries, ...span }, span);
  }

  private parseCall(nameToken: Token & { kind: 'name' }): SyntaxNode {
    const name = nameToken.value;
    const shape = callShape(name);
    if (shape === undefined) {
      const close = closestName(name, CALL_NAMES);
      this.fail(
        `unknown function "${name}"${close === undefined ? '' : `; did you mean "${close}"?`}`,
        nameToken,
      );
    }
    this.next();
    const { items, end } = this.parseArguments(')');
    return this.buildCall(name as Operator, shape, items, { start: nameToken.start, end });
  }

  /** The tree of a call (or a pipe), checked against the operator's argument shape. */
  private buildCall(name: Operator, shape: CallShape, args: SyntaxNode[], span: SourceSpan): SyntaxNode {
    const [first, second, third] = args;
    switch (shape.kind) {
      case 'unary':
        if (first === undefined || args.length !== 1) {
          return this.fail(`"${name}" takes 1 value, got ${args.length}`, span);
        }
        return operatorNode(name, unaryArgument(first), span);
      case 'list':
        if (args.length < shape.min || args.length > shape.max) {
          this.fail(`"${name}" takes ${countText(shape.min, shape.max)}, got ${args.length}`, span);
        }
        return operatorNode(name, listNode(args, span), span);
      case 'var': {
        const path = first === undefined ? undefined : textOf(first);
        if (first === undefined || path === undefined || args.length > 2) {
          return this.fail(
            `"var" takes a quoted path and an optional fallback, as in var('data.x', 0)`,
            first ?? span,
          );
        }
        const pathNode: SyntaxNode = { kind: 'scalar', value: path, ...spanOf(first) };
        return operatorNode(
          'var',
          second === undefined ? pathNode : listNode([pathNode, second], span),
          span,
        );
      }
      case 'match': {
        if (first === undefined || second === undefined || args.length > 3) {
          return this.fail(
            `"match" takes a value, {case: value, ...} and an optional default, got ${args.length} values`,
            span,
          );
        }
        if (second.kind !== 'operator' || second.op !== 'object' || second.arg.kind !== 'record') {
          return this.fail("the cases of \"match\" are written {21: 'a', 22: 'b'}", second);
        }
        // A case's pointer maps from its key to its value, since the checker reports a case that
        // can never match at the pointer of its value.
        const entries = second.arg.entries.map((entry) => ({
          ...entry,
          span: { start: entry.keySpan.start, end: outerEnd(entry.value) },
        }));
        const cases: SyntaxNode = { ...second.arg, entries };
        return operatorNode(
          'match',
          listNode(third === undefined ? [first, cases] : [first, cases, third], span),
          span,
        );
      }
      case 'object':
        if (first?.kind !== 'operator' || first.op !== 'object' || args.length !== 1) {
          return this.fail(
            '"object" takes one object, as in object({a: data.x}); or write {a: data.x}',
            first ?? span,
          );
        }
        return operatorNode('object', first.arg, span);
      case 'literal':
        if (first === undefined || args.length !== 1)
          return this.fail(`"literal" takes 1 value, got ${args.length}`, span);
        return operatorNode('literal', this.constant(first), span);
    }
  }

  /** The constant a `literal(...)` holds: its texts raw, its objects plain. */
  private constant(node: SyntaxNode): SyntaxNode {
    switch (node.kind) {
      case 'scalar':
        return node;
      case 'list':
        return { ...node, items: node.items.map((item) => this.constant(item)) };
      case 'record':
        return {
          ...node,
          entries: node.entries.map((entry) => ({ ...entry, value: this.constant(entry.value) })),
        };
      case 'operator': {
        const text = textOf(node);
        if (text !== undefined) return { kind: 'scalar', value: text, ...spanOf(node) };
        if (node.op === 'object' && node.arg.kind === 'record')
          return this.constant({ ...node.arg, ...spanOf(node) });
        return this.fail(
          '"literal" takes a constant: numbers, texts, true, false, null, and lists and objects of them',
          node,
        );
      }
    }
  }

  private parsePipes(): SyntaxNode {
    let value = this.parseExpression(0);
    while (isPunct(this.peek(), '|')) {
      this.next();
      const nameToken = this.next();
      const name = nameToken.kind === 'name' ? nameToken.value : undefined;
      const shape = name !== undefined && PIPE_NAMES.includes(name) ? callShape(name) : undefined;
      if (name === undefined || shape === undefined) {
        const close = name === undefined ? undefined : closestName(name, PIPE_NAMES);
        const hint = close === undefined ? '' : `did you mean "${close}"? `;
        return this.fail(
          `unknown filter ${describe(nameToken)}; ${hint}a filter is a function such as money, date, datetime, group or digits`,
          nameToken,
        );
      }
      const args = [value];
      let end = nameToken.end;
      if (isPunct(this.peek(), '(')) {
        this.next();
        const more = this.parseArguments(')');
        args.push(...more.items);
        end = more.end;
      }
      value = this.buildCall(name as Operator, shape, args, { start: outerStart(value), end });
    }
    return value;
  }
}
