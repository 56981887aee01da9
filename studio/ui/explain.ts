import type { StudioPreviewReport } from '../../src/engine/studioProbe';
import { evaluate, isTruthy } from '../../src/expressions/evaluate';
import { readPath } from '../../src/expressions/readPath';
import type { Expression, Scope } from '../../src/expressions/types';
import type { StudioCondition } from '../studioTypes';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A path a formula reads and what it holds in the preview. */
export interface PathRead {
  path: string;
  value: unknown;
}

/** The data paths a formula reads, and whether it needs a list item or a call's result. */
export interface FormulaReads {
  paths: string[];
  readsItem: boolean;
  readsResult: boolean;
}

/** Operators whose second argument is evaluated once per element, with `item` and `index` in scope. */
const ITERATIONS = new Set(['some', 'find', 'filter', 'map']);

/** Every `var` path of a compiled formula, except the `item`/`index` of its own iterations. */
export function formulaReads(tree: unknown): FormulaReads {
  const paths = new Set<string>();
  let readsItem = false;
  let readsResult = false;
  const visit = (node: unknown, inIteration: boolean): void => {
    if (Array.isArray(node)) {
      for (const element of node) visit(element, inIteration);
      return;
    }
    if (!isObj(node)) return;
    const [operator, ...others] = Object.keys(node);
    const args = operator === undefined ? undefined : node[operator];
    if (others.length === 0 && operator === 'literal') return;
    if (others.length === 0 && operator === 'var') {
      const [path, fallback] = Array.isArray(args) ? args : [args];
      if (typeof path === 'string') {
        const root = path.split('.')[0];
        const local = root === 'item' || root === 'index';
        if (local && !inIteration) readsItem = true;
        if (root === 'result') readsResult = true;
        if (!local || !inIteration) paths.add(path);
      }
      visit(fallback, inIteration);
      return;
    }
    if (others.length === 0 && operator !== undefined && ITERATIONS.has(operator) && Array.isArray(args)) {
      visit(args[0], inIteration);
      visit(args[1], true);
      return;
    }
    for (const child of Object.values(node)) visit(child, inIteration);
  };
  visit(tree, false);
  return { paths: [...paths], readsItem, readsResult };
}

/** A value as the studio shows it: JSON, shortened; a missing value is "absent". */
export function formatValue(value: unknown): string {
  if (value === undefined) return 'absent';
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 80 ? `${text.slice(0, 77)}…` : text;
}

/** What the condition's value means for its owner: `shown`/`hidden`, `runs`/`skipped`, ... */
export function verdictOf(condition: Pick<StudioCondition, 'key' | 'owner'>, holds: boolean): string {
  if (condition.key === 'disabled') return holds ? 'disabled' : 'enabled';
  if (condition.key === 'cond') return holds ? 'runs then' : 'runs else';
  switch (condition.owner) {
    case 'action':
      return holds ? 'runs' : 'skipped';
    case 'source':
      return holds ? 'loads' : 'not loaded';
    case 'widget':
    case 'field':
      return holds ? 'shown' : 'hidden';
  }
}

/** One evaluation of a condition in one scope. */
export interface Decision {
  value: unknown;
  holds: boolean;
  verdict: string;
  reads: PathRead[];
  /** `hidden because data.order.orderStatus is 174` */
  sentence: string;
}

function decide(condition: StudioCondition, scope: Scope, paths: string[]): Decision {
  const value = evaluate(condition.tree, scope);
  const holds = isTruthy(value);
  const verdict = verdictOf(condition, holds);
  const reads = paths.map((path) => ({ path, value: readPath(scope, path) }));
  const because = reads.map((read) => `${read.path} is ${formatValue(read.value)}`).join(' and ');
  return { value, holds, verdict, reads, sentence: because ? `${verdict} because ${because}` : verdict };
}

/** A condition explained in one preview. */
export type Explanation =
  | { kind: 'decided'; decision: Decision }
  /** Inside a list template, or decided by its owner per element of its own list: one decision per item. */
  | { kind: 'perItem'; items: { index: unknown; label?: string; decision: Decision }[] }
  /** Reads a list item, but no item of its list is drawn. */
  | { kind: 'noItem' }
  /** Reads a call's `result`: decided when the call answers. */
  | { kind: 'onCall' };

/** The pointer of the widget or action that holds a condition (`/body/3/when` → `/body/3`). */
export function ownerPointer(condition: Pick<StudioCondition, 'pointer'>): string {
  return condition.pointer.slice(0, condition.pointer.lastIndexOf('/'));
}

/** The list items a condition was drawn for: those of the innermost reported widget that holds it. */
function itemsFor(pointer: string, report: StudioPreviewReport): StudioPreviewReport['items'][string] {
  let best = '';
  for (const widget of Object.keys(report.items))
    if ((pointer === widget || pointer.startsWith(`${widget}/`)) && widget.length > best.length)
      best = widget;
  return best === '' ? [] : (report.items[best] ?? []);
}

/**
 * Explains a condition with the values a preview holds: its value, what that means (hidden,
 * skipped, disabled, ...) and every data path it read with its value. A condition inside a list
 * template is explained for each item drawn; one that reads a call's `result` only when it runs.
 */
export function explainCondition(condition: StudioCondition, report: StudioPreviewReport): Explanation {
  const reads = formulaReads(condition.tree);
  if (reads.readsResult) return { kind: 'onCall' };
  if (!reads.readsItem) return { kind: 'decided', decision: decide(condition, report.scope, reads.paths) };
  const items = itemsFor(ownerPointer(condition), report);
  if (items.length === 0 && condition.perItem)
    return ownItems(condition, condition.perItem, report, reads.paths);
  if (items.length === 0) return { kind: 'noItem' };
  return {
    kind: 'perItem',
    items: items.map(({ item, index }) => ({
      index,
      decision: decide(condition, { ...report.scope, item, index }, reads.paths),
    })),
  };
}

/**
 * A condition its owner decides per element of its own list (a form's `visible` per field): the list
 * evaluated in the preview, then the condition for each element, named by the owner's label for it.
 */
function ownItems(
  condition: StudioCondition,
  perItem: NonNullable<StudioCondition['perItem']>,
  report: StudioPreviewReport,
  paths: string[],
): Explanation {
  const list = evaluate(perItem.items as Expression, report.scope);
  if (!Array.isArray(list) || list.length === 0) return { kind: 'noItem' };
  return {
    kind: 'perItem',
    items: list.map((item, index) => {
      const scope = { ...report.scope, item, index };
      const label = perItem.label === undefined ? undefined : evaluate(perItem.label as Expression, scope);
      return {
        index,
        ...(typeof label === 'string' && label !== '' ? { label } : {}),
        decision: decide(condition, scope, paths),
      };
    }),
  };
}

/**
 * The widgets a hidden widget sits in: a widget whose own condition holds can still be out of sight
 * because a stack around it is hidden. Returns, by condition pointer, the hidden ancestor's label.
 */
export function hiddenAncestors(
  conditions: StudioCondition[],
  explanations: Map<string, Explanation>,
): Map<string, string> {
  const hidden = conditions.filter((condition) => {
    const explanation = explanations.get(condition.pointer);
    return (
      condition.owner === 'widget' &&
      condition.key === 'when' &&
      explanation?.kind === 'decided' &&
      !explanation.decision.holds
    );
  });
  const inside = new Map<string, string>();
  for (const condition of conditions) {
    const own = ownerPointer(condition);
    const ancestor = hidden.find((h) => own.startsWith(`${ownerPointer(h)}/`));
    if (ancestor) inside.set(condition.pointer, ancestor.ownerLabel);
  }
  return inside;
}
