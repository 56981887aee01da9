import { reachGoal } from '../telemetry';
import { evaluateRecord, toQueryValues } from './evaluateRecord';
import type { ActionHost, ActionOutcome, NavigateAction } from './types';

/** In-app navigation; the router carries the session parameters along. */
export async function runNavigate(action: NavigateAction, host: ActionHost): Promise<ActionOutcome> {
  const query = toQueryValues(evaluateRecord(action.query, host.scope()));
  // An experiment's goal may be this navigation (DESIGN §14).
  reachGoal('navigate', action.to);
  await host.navigate(action.to, query, action.replace === true);
  return { ok: true };
}
