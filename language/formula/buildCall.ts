import type { Operator } from '../../src/expressions/types.ts';
import { failAt } from './formulaSyntaxError.ts';
import type { CallShape } from './operators.ts';
import {
  listNode,
  operatorNode,
  outerEnd,
  type SyntaxNode,
  spanOf,
  textOf,
  unaryArgument,
} from './syntax.ts';
import type { SourceSpan } from './types.ts';

function countText(min: number, max: number): string {
  if (min === max) return min === 1 ? '1 value' : `${min} values`;
  if (max === Number.POSITIVE_INFINITY) return `at least ${min} values`;
  return `${min} to ${max} values`;
}

/** The tree of a call (or a pipe), checked against the operator's argument shape. */
export function buildCall(
  name: Operator,
  shape: CallShape,
  args: SyntaxNode[],
  span: SourceSpan,
): SyntaxNode {
  const [first, second, third] = args;
  switch (shape.kind) {
    case 'unary':
      if (first === undefined || args.length !== 1) {
        return failAt(`"${name}" takes 1 value, got ${args.length}`, span);
      }
      return operatorNode(name, unaryArgument(first), span);
    case 'list':
      if (args.length < shape.min || args.length > shape.max) {
        failAt(`"${name}" takes ${countText(shape.min, shape.max)}, got ${args.length}`, span);
      }
      return operatorNode(name, listNode(args, span), span);
    case 'var': {
      const path = first === undefined ? undefined : textOf(first);
      if (first === undefined || path === undefined || args.length > 2) {
        return failAt(
          `"var" takes a quoted path and an optional fallback, as in var('data.x', 0)`,
          first ?? span,
        );
      }
      const pathNode: SyntaxNode = { kind: 'scalar', value: path, ...spanOf(first) };
      return operatorNode('var', second === undefined ? pathNode : listNode([pathNode, second], span), span);
    }
    case 'match': {
      if (first === undefined || second === undefined || args.length > 3) {
        return failAt(
          `"match" takes a value, {case: value, ...} and an optional default, got ${args.length} values`,
          span,
        );
      }
      if (second.kind !== 'operator' || second.op !== 'object' || second.arg.kind !== 'record') {
        return failAt("the cases of \"match\" are written {21: 'a', 22: 'b'}", second);
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
        return failAt(
          '"object" takes one object, as in object({a: data.x}); or write {a: data.x}',
          first ?? span,
        );
      }
      return operatorNode('object', first.arg, span);
    case 'literal':
      if (first === undefined || args.length !== 1)
        return failAt(`"literal" takes 1 value, got ${args.length}`, span);
      return operatorNode('literal', constant(first), span);
  }
}

/** The constant a `literal(...)` holds: its texts raw, its objects plain. */
function constant(node: SyntaxNode): SyntaxNode {
  switch (node.kind) {
    case 'scalar':
      return node;
    case 'list':
      return { ...node, items: node.items.map((item) => constant(item)) };
    case 'record':
      return {
        ...node,
        entries: node.entries.map((entry) => ({ ...entry, value: constant(entry.value) })),
      };
    case 'operator': {
      const text = textOf(node);
      if (text !== undefined) return { kind: 'scalar', value: text, ...spanOf(node) };
      if (node.op === 'object' && node.arg.kind === 'record')
        return constant({ ...node.arg, ...spanOf(node) });
      return failAt(
        '"literal" takes a constant: numbers, texts, true, false, null, and lists and objects of them',
        node,
      );
    }
  }
}
