import { useContext, useRef, useState } from 'react';
import type { Action, ActionOutcome } from '../actions';
import { evaluate } from '../expressions/evaluate';
import type { Expression } from '../expressions/types';
import { ItemScopeContext, useScope, useScreen } from './screenContext';

/** The outcome of a run refused because the widget's previous run is still going. */
const SKIPPED: ActionOutcome = { ok: true };

/**
 * Widget helpers: evaluate props in the widget's scope and run actions with the item in scope.
 * A widget runs one action list at a time: a second tap while its actions (a call included) are
 * pending resolves at once to `{ ok: true }` without running, so a payment, loan or bind call
 * cannot be sent twice (DESIGN §7). `busy` is true while a run is pending, for `aria-busy`.
 */
export function useWidget(): {
  ev: (expr: unknown) => unknown;
  text: (expr: unknown) => string;
  run: (actions: unknown, pointer: string, extra?: Record<string, unknown>) => Promise<ActionOutcome>;
  busy: boolean;
} {
  const runtime = useScreen();
  const scope = useScope();
  const itemScope = useContext(ItemScopeContext);
  // A ref, not the state: two taps in one event loop turn must both see the first run.
  const pending = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = async (
    actions: unknown,
    pointer: string,
    extra?: Record<string, unknown>,
  ): Promise<ActionOutcome> => {
    if (pending.current) return SKIPPED;
    pending.current = true;
    setBusy(true);
    try {
      return await runtime.run(actions as Action[] | undefined, pointer, { ...itemScope, ...extra });
    } finally {
      pending.current = false;
      setBusy(false);
    }
  };
  return {
    ev: (expr) => (expr === undefined ? undefined : evaluate(expr as Expression, scope)),
    text: (expr) => {
      const value = expr === undefined ? undefined : evaluate(expr as Expression, scope);
      return value === undefined || value === null || typeof value === 'object' ? '' : String(value);
    },
    run,
    busy,
  };
}
