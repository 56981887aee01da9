import { evaluate } from '../expressions/evaluate.ts';
import type { Expression, Scope } from '../expressions/types.ts';

/** The value a tab stores in state: its `value` formula with `item` = the tab, else its index. */
export function tabValue(valueExpr: unknown, item: unknown, index: number, scope: Scope): unknown {
  return valueExpr === undefined ? index : evaluate(valueExpr as Expression, { ...scope, item, index });
}

/**
 * The index of the selected tab: the one whose value is the state's, else the first. The tab bar
 * (`Tabs.tsx`) and the first-paint plan (`language/plans/firstPaint.ts`) both choose with it.
 */
export function selectedTabIndex(
  tabs: readonly unknown[],
  valueExpr: unknown,
  selected: unknown,
  scope: Scope,
): number {
  const value = selected ?? tabValue(valueExpr, tabs[0], 0, scope);
  return Math.max(
    0,
    tabs.findIndex((item, index) => tabValue(valueExpr, item, index, scope) === value),
  );
}
