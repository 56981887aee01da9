import { closestName } from '../../src/expressions/closestName.ts';
import { type Operator, SCOPE_ROOTS } from '../../src/expressions/types.ts';
import { buildCall } from './buildCall.ts';
import { failAt } from './formulaSyntaxError.ts';
import {
  CALL_NAMES,
  callShape,
  INFIX,
  type InfixOperator,
  PIPE_NAMES,
  PRECEDENCE,
  PREFIX,
} from './operators.ts';
import {
  listNode,
  operatorNode,
  outerEnd,
  outerStart,
  type SyntaxEntry,
  type SyntaxNode,
  spanOf,
  textNode,
  unaryArgument,
} from './syntax.ts';
import { describeToken, isPunct, type Token } from './tokenize.ts';
import type { SourceSpan, SyntaxOptions } from './types.ts';

/** Deeper than any formula a person writes; keeps a pathological one from overflowing the stack. */
const MAX_DEPTH = 200;

const WORD_OPERATORS: ReadonlyMap<string, string> = new Map([
  ['and', '&&'],
  ['or', '||'],
  ['not', '!'],
]);

function isBetween(op: Operator): boolean {
  return op === '<' || op === '<=' || op === '>' || op === '>=';
}

/** A recursive-descent parser of the formula grammar (see `parseFormula`), over the tokens of one source. */
export class FormulaParser {
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
    if (word !== undefined) this.fail(`${describeToken(next)} is written "${word}"`, next);
    return this.fail(
      `unexpected ${describeToken(next)}; expected an operator or the end of the formula`,
      next,
    );
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
    if (!isPunct(token, value)) this.fail(`${message}, found ${describeToken(token)}`, token);
    return token;
  }

  private fail(message: string, at: SourceSpan): never {
    return failAt(message, at);
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
    return this.fail(`unexpected ${describeToken(token)}; expected a value`, token);
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
        else this.fail(`expected a field name after ".", found ${describeToken(segment)}`, segment);
        end = segment.end;
      } else if (isPunct(token, '[')) {
        this.next();
        const key = this.next();
        if (key.kind === 'number' && /^\d+$/.test(key.raw)) path += `.${key.raw}`;
        else if (key.kind === 'string' && key.value !== '' && !key.value.includes('.'))
          path += `.${key.value}`;
        else {
          this.fail(
            `inside "[ ]" a path takes an index, as in data.list[0], or a quoted key without dots, as in data.map['a-b']; found ${describeToken(key)}`,
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
      if (!isPunct(token, ','))
        this.fail(`expected "," or "${closer}", found ${describeToken(token)}`, token);
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
          `expected a key (a name, a quoted text or a number), found ${describeToken(keyToken)}`,
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
      if (!isPunct(token, ',')) this.fail(`expected "," or "}", found ${describeToken(token)}`, token);
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
    return buildCall(name as Operator, shape, items, { start: nameToken.start, end });
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
          `unknown filter ${describeToken(nameToken)}; ${hint}a filter is a function such as money, date, datetime, group or digits`,
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
      value = buildCall(name as Operator, shape, args, { start: outerStart(value), end });
    }
    return value;
  }
}
