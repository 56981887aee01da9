import { useContext } from 'react';
import type { Action, ActionOutcome } from '../actions';
import { evaluate } from '../expressions/evaluate';
import type { Expression } from '../expressions/types';
import { ItemScopeContext, useScope, useScreen } from './screenContext';

/** Widget helpers: evaluate props in the widget's scope and run actions with the item in scope. */
export function useWidget(): {
  ev: (expr: unknown) => unknown;
  text: (expr: unknown) => string;
  run: (actions: unknown, pointer: string, extra?: Record<string, unknown>) => Promise<ActionOutcome>;
} {
  const runtime = useScreen();
  const scope = useScope();
  const itemScope = useContext(ItemScopeContext);
  return {
    ev: (expr) => (expr === undefined ? undefined : evaluate(expr as Expression, scope)),
    text: (expr) => {
      const value = expr === undefined ? undefined : evaluate(expr as Expression, scope);
      return value === undefined || value === null || typeof value === 'object' ? '' : String(value);
    },
    run: (actions, pointer, extra) =>
      runtime.run(actions as Action[] | undefined, pointer, { ...itemScope, ...extra }),
  };
}
