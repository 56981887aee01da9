import { parseSyntax } from './parseFormula.ts';
import { emitTree, type SyntaxNode, textNode } from './syntax.ts';
import type { CompileResult, FormulaOptions, SourceSpan } from './types.ts';

// The runtime's own placeholder pattern (src/expressions/template.ts): a hole never spans a line
// and ends at the first `}}`, so a template splits exactly as the interpreter splits it today.
const HOLE = /\{\{(.*?)\}\}/g;

/**
 * The operators whose value is always a scalar or missing, which `concat` joins the way a
 * template renders a hole. Any other hole value (a path, `if`, `default`, a list...) may be a list
 * or an object, which a template renders as `''` but which would make all of `concat` missing.
 */
const SCALAR_OPERATORS: ReadonlySet<string> = new Set([
  '==',
  '!=',
  '<',
  '<=',
  '>',
  '>=',
  'in',
  'and',
  'or',
  '!',
  '!!',
  '+',
  '-',
  '*',
  '/',
  '%',
  'concat',
  'money',
  'date',
  'datetime',
  'group',
  'digits',
  'len',
  'join',
  'startsWith',
  'matches',
  'str',
  'num',
  'some',
]);

function isScalarValued(node: SyntaxNode): boolean {
  if (node.kind === 'scalar') return true;
  if (node.kind !== 'operator') return false;
  if (node.op === 'literal') return node.arg.kind === 'scalar';
  return SCALAR_OPERATORS.has(node.op);
}

/**
 * A hole's value as `concat` must see it to render as the template does: as is when it is always
 * a scalar (`money(...)`, `len(...)`, ...), else `default(str(x), '')`, which is `''` for a list
 * or an object, as the runtime renders one.
 */
function holeValue(value: SyntaxNode, span: SourceSpan): SyntaxNode {
  if (isScalarValued(value)) return value;
  const text: SyntaxNode = { kind: 'operator', op: 'str', arg: value, ...span };
  const empty: SyntaxNode = { kind: 'scalar', value: '', ...span };
  return { kind: 'operator', op: 'default', arg: { kind: 'list', items: [text, empty], ...span }, ...span };
}

/**
 * Compiles a template (`"Repay {{data.repay.repayAmount | money}}"`) into the tree the
 * interpreter runs: the text unchanged when it has no `{{ }}` hole, else
 * `{"concat": [text, hole, ...]}`, which renders exactly as `evaluateTemplate` renders the
 * template today (missing, `null`, lists and objects as `''`; `money` in the session's
 * currency). A hole takes a formula (`{{ money(data.x) }}`, `{{ data.a + 1 }}`) or the pipe
 * form `{{ data.x | money | ... }}`, a filter being a function applied to the value
 * (`| default('n/a')` passes more arguments). `offset` is where `text` starts in the string staff
 * typed; positions are offsets into that string. Errors are values.
 */
export function compileTemplate(text: string, options: FormulaOptions = {}, offset = 0): CompileResult {
  const whole = { start: offset, end: offset + text.length };
  const items: SyntaxNode[] = [];
  let last = 0;
  for (const match of text.matchAll(HOLE)) {
    if (match.index > last) {
      items.push(
        textNode(text.slice(last, match.index), { start: offset + last, end: offset + match.index }),
      );
    }
    const span = { start: offset + match.index, end: offset + match.index + match[0].length };
    const source = match[1] ?? '';
    if (source.trim() === '') return { error: { message: 'this {{ }} hole is empty', ...span } };
    const value = parseSyntax(source, { ...options, offset: span.start + 2, pipes: true });
    if ('error' in value) return value;
    items.push(holeValue(value, span));
    last = match.index + match[0].length;
  }
  if (items.length === 0) return { tree: text, positions: new Map([['', whole]]) };
  if (last < text.length) items.push(textNode(text.slice(last), { start: offset + last, end: whole.end }));
  return emitTree({ kind: 'operator', op: 'concat', arg: { kind: 'list', items, ...whole }, ...whole });
}
