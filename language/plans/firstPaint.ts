import { evaluate, isTruthy } from '../../src/expressions/evaluate.ts';
import { isTemplate } from '../../src/expressions/template.ts';
import type { Scope } from '../../src/expressions/types.ts';
import { selectedTabIndex } from '../../src/widgets/tabSelection.ts';

/**
 * Which widgets a screen's first paint can show, so the route loads their chunks before it and the
 * others after it (`src/engine/afterPaint.ts`): a tab the borrower has not opened, a block whose `when` is
 * false for the state the screen starts with. The build names them in the route manifest; the app
 * waits for them, with the screen's chunk, before it draws the screen (`src/engine/App.tsx`).
 *
 * It only leaves out what it can prove hidden: a `when` is decided only when every path it reads
 * is known before the data arrives, that is a `state` key the screen starts with that nothing sets
 * before the first paint, or the `item` of a tab panel whose tabs are written in the screen. Any
 * other `when` (on data, the query, a persisted key) keeps its subtree in. A widget left out that
 * does show after all (the state changed before the first tap) loads on its own when it renders.
 */

interface Known {
  /** The state keys whose first value is known, with that value. */
  state: Record<string, unknown>;
  /** The `item` in scope, when known (inside a tab panel). */
  item?: { value: unknown; index: number };
}

/** The parts of a (compiled) screen the plan reads. */
export interface PlannedScreen {
  body?: unknown;
  state?: unknown;
  persist?: unknown;
  onLoad?: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Widgets that fill state as they mount (a form publishes its values): their keys are not known. */
const PUBLISHED_KEYS = ['valuesKey', 'missingKey'];

/**
 * State keys something sets before the borrower's first tap: every key an `onLoad` action sets or
 * names (`values`, `stateKey`), in branches too, and every key a widget publishes as it mounts.
 */
function keysSetBeforeTap(screen: PlannedScreen): Set<string> {
  const keys = new Set<string>();
  const fromActions = (value: unknown): void => {
    if (Array.isArray(value)) for (const item of value) fromActions(item);
    else if (isRecord(value)) {
      if (isRecord(value.values)) for (const key of Object.keys(value.values)) keys.add(key);
      for (const name of ['stateKey', 'resultKey'])
        if (typeof value[name] === 'string') keys.add(value[name] as string);
      for (const child of Object.values(value)) fromActions(child);
    }
  };
  fromActions(screen.onLoad);
  const fromBody = (value: unknown): void => {
    if (Array.isArray(value)) for (const item of value) fromBody(item);
    else if (isRecord(value)) {
      for (const name of PUBLISHED_KEYS) if (typeof value[name] === 'string') keys.add(value[name] as string);
      for (const child of Object.values(value)) fromBody(child);
    }
  };
  fromBody(screen.body);
  return keys;
}

/**
 * The state keys whose first value the screen's JSON does not decide: set before the first tap
 * (`keysSetBeforeTap`) or restored from local storage (`persist`).
 */
export function unsettledStateKeys(screen: PlannedScreen): Set<string> {
  const unknown = keysSetBeforeTap(screen);
  for (const key of Array.isArray(screen.persist) ? screen.persist : []) unknown.add(String(key));
  return unknown;
}

/** The state the first paint starts from, as far as it is known before the data arrives. */
function knownState(screen: PlannedScreen): Record<string, unknown> {
  const unknown = unsettledStateKeys(screen);
  const state: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(isRecord(screen.state) ? screen.state : {}))
    if (!unknown.has(key)) state[key] = value;
  return state;
}

/** Operators that read the scope without a `var`: `money` picks its currency sign from the session. */
const READS_SCOPE_ITSELF = new Set(['money']);

/** Whether every path the expression reads is known, so evaluating it gives the first paint's value. */
function readsOnlyKnown(expr: unknown, known: Known): boolean {
  if (typeof expr === 'string') return !isTemplate(expr);
  if (Array.isArray(expr)) return expr.every((element) => readsOnlyKnown(element, known));
  if (!isRecord(expr)) return true;
  const keys = Object.keys(expr);
  // An operator is a record of one key; any other record (a `match` case table, an object's
  // fields) is values, each read in turn.
  if (keys.length !== 1) return Object.values(expr).every((value) => readsOnlyKnown(value, known));
  if (keys[0] === 'literal') return true;
  if (READS_SCOPE_ITSELF.has(keys[0] as string)) return false;
  if (keys[0] === 'var') {
    const operand = expr.var;
    const path = Array.isArray(operand) ? operand[0] : operand;
    if (typeof path !== 'string') return false;
    const [root, key] = path.split('.');
    const fallback = Array.isArray(operand) ? operand.slice(1) : [];
    const rootKnown =
      (root === 'state' && key !== undefined && Object.hasOwn(known.state, key)) ||
      ((root === 'item' || root === 'index') && known.item !== undefined);
    return rootKnown && fallback.every((element) => readsOnlyKnown(element, known));
  }
  return Object.values(expr).every((value) => readsOnlyKnown(value, known));
}

const scopeOf = (known: Known): Scope => ({
  data: {},
  state: known.state,
  query: {},
  session: {},
  ...(known.item ? { item: known.item.value, index: known.item.index } : {}),
});

/** The value of a known expression, or `undefined` with `decided: false` when it reads anything else. */
function decide(expr: unknown, known: Known): { decided: boolean; value?: unknown } {
  if (!readsOnlyKnown(expr, known)) return { decided: false };
  return { decided: true, value: evaluate(expr, scopeOf(known)) };
}

/** The tab a tab bar shows first, when its tabs and its state key are known. */
function firstTab(node: Record<string, unknown>, known: Known): Known['item'] {
  const tabs = decide(node.items, { state: known.state });
  if (!tabs.decided || !Array.isArray(tabs.value) || tabs.value.length === 0) return undefined;
  const stateKey = typeof node.stateKey === 'string' ? node.stateKey : undefined;
  if (stateKey === undefined || !Object.hasOwn(known.state, stateKey)) return undefined;
  if (
    node.value !== undefined &&
    !readsOnlyKnown(node.value, { state: known.state, item: { value: 0, index: 0 } })
  )
    return undefined;
  const scope = scopeOf({ state: known.state });
  const index = selectedTabIndex(tabs.value, node.value, known.state[stateKey], scope);
  return { value: tabs.value[index], index };
}

function walk(value: unknown, known: Known, isWidget: (type: string) => boolean, into: Set<string>): void {
  if (Array.isArray(value)) {
    for (const item of value) walk(item, known, isWidget, into);
    return;
  }
  if (!isRecord(value)) return;
  const type = typeof value.type === 'string' && isWidget(value.type) ? value.type : undefined;
  if (type === undefined) {
    // Not a widget (an action, an option list): widgets inside it bind their own scope.
    for (const child of Object.values(value)) walk(child, { state: known.state }, isWidget, into);
    return;
  }
  if (value.when !== undefined) {
    const when = decide(value.when, known);
    if (when.decided && !isTruthy(when.value)) return;
  }
  into.add(type);
  for (const [key, child] of Object.entries(value)) {
    if (key === 'when') continue;
    // A stack's children share its scope; a tab panel has the tab shown first as its `item`.
    let inner: Known = { state: known.state };
    if (type === 'stack' && key === 'children') inner = known;
    else if (type === 'tabs' && key === 'panel') {
      const item = firstTab(value, known);
      inner = item ? { state: known.state, item } : inner;
    }
    walk(child, inner, isWidget, into);
  }
}

/** The widget types of the screen's body its first paint can show (see above). */
export function firstPaintWidgetTypes(
  screen: PlannedScreen,
  isWidget: (type: string) => boolean,
): Set<string> {
  const into = new Set<string>();
  walk(screen.body, { state: knownState(screen) }, isWidget, into);
  return into;
}
