import { evaluate, isTruthy } from '../expressions/evaluate';
import { evaluateRecord } from './evaluateRecord';
import type { Action, ActionHost, ActionOutcome, SetStateAction } from './types';

/** What setting state needs of the host: its scope and its state. */
export type StateHost = Pick<ActionHost, 'scope' | 'setState'>;

export function runSetState(action: SetStateAction, host: StateHost): ActionOutcome {
  host.setState(evaluateRecord(action.values, host.scope()));
  return { ok: true };
}

/** How far `runLeadingSetStates` went: `next` is the index of the first action it left. */
export type LeadingOutcome = { ok: true; next: number } | Extract<ActionOutcome, { ok: false }>;

/**
 * Runs the `setState`s a list starts with (each with its `when`), at once and in order, as
 * `runActions` would; it stops at the first action of another type. A screen's `onLoad` seeds its
 * state this way without the actions' chunk (it is not in the entry), so the content first shows
 * with that state; the rest runs with `runActions(…, next)`.
 */
export function runLeadingSetStates(
  actions: readonly Action[] | undefined,
  host: StateHost,
  pointer: string,
): LeadingOutcome {
  let next = 0;
  for (const action of actions ?? []) {
    if (action.type !== 'setState') break;
    try {
      if (action.when === undefined || isTruthy(evaluate(action.when, host.scope())))
        runSetState(action, host);
    } catch (error) {
      return { ok: false, error: String(error), pointer: `${pointer}/${next}` };
    }
    next += 1;
  }
  return { ok: true, next };
}
