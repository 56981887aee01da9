import type { Operator } from '../../src/expressions/types';
import type { CompiledExpression, SourceSpan } from './types';

/** One key of a JSON object node: where the key was written, and the span its pointer maps to. */
export interface SyntaxEntry {
  key: string;
  keySpan: SourceSpan;
  value: SyntaxNode;
  span: SourceSpan;
}

/**
 * A node of the tree being built, with its source span. It mirrors the JSON the interpreter reads
 * one to one (a `scalar` is a JSON scalar, a `list` an array, a `record` an object, an `operator`
 * a one-key operator object), so that emitting the tree also gives each node's JSON pointer.
 * `parens` is the span of the parentheses written around the node, if any; `chained` marks a node
 * an infix run or a `? :` built, which the next operator of the run may extend.
 */
export type SyntaxNode = SourceSpan & { parens?: SourceSpan; chained?: boolean } & (
    | { kind: 'scalar'; value: string | number | boolean | null }
    | { kind: 'list'; items: SyntaxNode[] }
    | { kind: 'record'; entries: SyntaxEntry[] }
    | { kind: 'operator'; op: Operator; arg: SyntaxNode }
  );

/** Where a node starts in the source, counting parentheses written around it. */
export function outerStart(node: SyntaxNode): number {
  return node.parens?.start ?? node.start;
}

/** Where a node ends in the source, counting parentheses written around it. */
export function outerEnd(node: SyntaxNode): number {
  return node.parens?.end ?? node.end;
}

/**
 * Whether a string value would not mean itself in a tree: the interpreter reads a string holding
 * `{{` as a template, and a leading `=` (or the `'=` escape) marks a formula in a screen property.
 * Such a string is emitted as `{"literal": "..."}`, which always means the text itself.
 */
export function needsLiteral(text: string): boolean {
  return text.includes('{{') || text.startsWith('=') || text.startsWith("'=");
}

/** A string node: the text itself, or `{"literal": text}` when a bare string would mean something else. */
export function textNode(value: string, span: SourceSpan): SyntaxNode {
  const scalar: SyntaxNode = { kind: 'scalar', value, ...span };
  return needsLiteral(value) ? { kind: 'operator', op: 'literal', arg: scalar, ...span } : scalar;
}

/** The JSON pointer of a child: `segment` escaped as RFC 6901 says (`~` → `~0`, `/` → `~1`). */
export function childPointer(pointer: string, segment: string | number): string {
  return `${pointer}/${String(segment).replace(/~/g, '~0').replace(/\//g, '~1')}`;
}

/** Builds the interpreter's tree from a syntax node, with the span of every node by JSON pointer. */
export function emitTree(node: SyntaxNode): CompiledExpression {
  const positions = new Map<string, SourceSpan>();
  const tree = emit(node, '', positions);
  return { tree, positions };
}

function emit(node: SyntaxNode, pointer: string, positions: Map<string, SourceSpan>): unknown {
  positions.set(pointer, { start: node.start, end: node.end });
  switch (node.kind) {
    case 'scalar':
      return node.value;
    case 'list':
      return node.items.map((item, i) => emit(item, childPointer(pointer, i), positions));
    case 'record': {
      const object: Record<string, unknown> = {};
      for (const entry of node.entries) {
        const entryPointer = childPointer(pointer, entry.key);
        const value = emit(entry.value, entryPointer, positions);
        positions.set(entryPointer, entry.span);
        // defineProperty, not assignment: a `__proto__` key stays a key instead of setting the prototype.
        Object.defineProperty(object, entry.key, {
          value,
          enumerable: true,
          writable: true,
          configurable: true,
        });
      }
      return object;
    }
    case 'operator':
      return { [node.op]: emit(node.arg, childPointer(pointer, node.op), positions) };
  }
}

/** A bare span, without the extra fields a node carries. */
export function spanOf(node: SourceSpan): SourceSpan {
  return { start: node.start, end: node.end };
}

/** An operator node: `{op: arg}` over `span`. */
export function operatorNode(op: Operator, arg: SyntaxNode, span: SourceSpan): SyntaxNode {
  return { kind: 'operator', op, arg, ...spanOf(span) };
}

/** A list node over `span`. */
export function listNode(items: SyntaxNode[], span: SourceSpan): SyntaxNode {
  return { kind: 'list', items, ...spanOf(span) };
}

/** The argument of a one-operand operator: a list operand is wrapped, or it would read as the argument list. */
export function unaryArgument(operand: SyntaxNode): SyntaxNode {
  return operand.kind === 'list' ? listNode([operand], operand) : operand;
}

/** A text written as a quoted string, whether or not it was wrapped in `literal`. */
export function textOf(node: SyntaxNode): string | undefined {
  if (node.kind === 'scalar') return typeof node.value === 'string' ? node.value : undefined;
  if (node.kind === 'operator' && node.op === 'literal' && node.arg.kind === 'scalar') {
    const { value } = node.arg;
    return typeof value === 'string' && needsLiteral(value) ? value : undefined;
  }
  return undefined;
}
