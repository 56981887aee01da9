import { isOperator } from '../../src/expressions/evaluate';
import { RAW_KEYS } from '../compile/compileScreen';
import { inlineTemplates, parseFormula, printFormula } from '../formula';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** What `toFormulas` did to one file. */
export interface Conversion {
  value: unknown;
  /** Expressions written as formulas. */
  converted: number;
  /** JSON pointers of expressions left as JSON trees, because no formula means exactly the same. */
  kept: string[];
}

/** Whether a value is an expression written as a JSON tree: an object with one key, an operator. */
function isOperatorTree(value: unknown): value is Obj {
  if (!isObj(value)) return false;
  const keys = Object.keys(value);
  return keys.length === 1 && isOperator(keys[0] as string);
}

/**
 * The codemod of "Screen language 2": rewrites every expression of a screen (or part) written
 * as a JSON tree (`{"==": [{"var": "data.order.orderStatus"}, 170]}`) as a one-line formula
 * (`"=data.order.orderStatus == 170"`). A tree holding a template (`"{{state.seconds}}s"`) is
 * printed with the template as a `concat`, which means the same. Texts, numbers, templates and
 * data (`state`, `routes`...) are left as they are, and so are formulas: it can run twice. A tree
 * no formula can write is kept.
 */
export function toFormulas(screen: unknown): Conversion {
  const result: Conversion = { value: undefined, converted: 0, kept: [] };
  if (!isObj(screen)) return { ...result, value: screen };
  const out: Obj = {};
  for (const [key, value] of Object.entries(screen))
    out[key] = RAW_KEYS.has(key) ? value : convert(value, `/${key}`, result);
  result.value = out;
  return result;
}

function convert(value: unknown, pointer: string, result: Conversion): unknown {
  if (isOperatorTree(value)) {
    const inlined = inlineTemplates(value);
    const formula = 'error' in inlined ? undefined : printFormula(inlined.tree);
    if (formula === undefined) {
      result.kept.push(pointer);
      return value;
    }
    result.converted += 1;
    return `=${formula}`;
  }
  // A text that starts with `=` and is not a formula was plain text: written as `'=…` it stays text.
  // One that is a formula was written in the new language already: the codemod can run twice.
  if (typeof value === 'string' && value.startsWith('=') && 'error' in parseFormula(value.slice(1)))
    return `'${value}`;
  if (Array.isArray(value)) return value.map((element, i) => convert(element, `${pointer}/${i}`, result));
  if (isObj(value)) {
    const out: Obj = {};
    for (const [key, v] of Object.entries(value)) out[key] = convert(v, `${pointer}/${key}`, result);
    return out;
  }
  return value;
}
