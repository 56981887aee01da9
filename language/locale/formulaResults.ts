import { printFormula } from '../formula/index.ts';

// What a compiled formula's value can be, as the text finder (textSites.ts) needs it: the quoted
// texts that are its result, the paths it reads, and the `+` that builds a text from pieces.

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const esc = (key: string | number) => String(key).replace(/~/g, '~0').replace(/\//g, '~1');
const HOLE = /\{\{[\s\S]*?\}\}/g;

/** Whether a text has a word to translate outside its `{{…}}` holes. */
export function hasWords(text: string): boolean {
  return /\p{L}/u.test(text.replace(HOLE, ''));
}

/** What `resultsOf` reports of an expression. */
export interface ResultVisitor {
  /** A quoted text that is the value (or one of the values) of the expression. */
  text(text: string, at: string): void;
  /** A path the value is read from. */
  read(path: string): void;
  /** A `+` that joins a text to something else. */
  built(tree: unknown, at: string): void;
}

/**
 * Visits what a compiled expression's value can be: the branches of `if`, every argument of
 * `default` and `str`, the cases of `match`, the pieces of a template. The condition of an `if`,
 * the value `match` looks at and any other function's arguments are not its value.
 */
export function resultsOf(tree: unknown, at: string, visit: ResultVisitor): void {
  if (typeof tree === 'string') {
    visit.text(tree, at);
    return;
  }
  if (Array.isArray(tree)) {
    tree.forEach((element, i) => {
      resultsOf(element, `${at}/${i}`, visit);
    });
    return;
  }
  if (!isObj(tree)) return;
  const [op] = Object.keys(tree);
  if (op === undefined) return;
  const args = tree[op];
  const list = Array.isArray(args) ? args : [args];
  const here = `${at}/${esc(op)}`;
  const arg = (i: number) => (Array.isArray(args) ? `${here}/${i}` : here);
  switch (op) {
    case 'var':
      if (typeof args === 'string') visit.read(args);
      return;
    case 'if':
      list.forEach((value, i) => {
        if (i % 2 === 1 || i === list.length - 1) resultsOf(value, arg(i), visit);
      });
      return;
    case 'default':
    case 'str':
    case 'list':
      list.forEach((value, i) => {
        resultsOf(value, arg(i), visit);
      });
      return;
    case 'match': {
      const cases = list[1];
      if (isObj(cases))
        for (const [key, value] of Object.entries(cases)) resultsOf(value, `${arg(1)}/${esc(key)}`, visit);
      if (list.length > 2) resultsOf(list[2], arg(2), visit);
      return;
    }
    case '+':
    case 'concat':
      if (list.some((value) => typeof value === 'string' && hasWords(value))) {
        visit.built(tree, at);
        return;
      }
      list.forEach((value, i) => {
        if (typeof value !== 'string') resultsOf(value, arg(i), visit);
      });
      return;
    default:
      return;
  }
}

/** A `+` or `concat` of texts and values, as the template that says the same: `'Pay ' + money(x)` → `Pay {{ money(x) }}`. */
export function asTemplate(tree: unknown): string {
  if (typeof tree === 'string') return tree;
  if (isObj(tree)) {
    const pieces = tree['+'] ?? tree.concat;
    if (Array.isArray(pieces)) return pieces.map(asTemplate).join('');
    // What a template hole compiles to: `default(str(x), '')`.
    const fallback = tree.default;
    if (Array.isArray(fallback) && fallback[1] === '' && isObj(fallback[0]) && 'str' in fallback[0])
      return `{{ ${printFormula(fallback[0].str) ?? '…'} }}`;
  }
  return `{{ ${printFormula(tree) ?? '…'} }}`;
}
