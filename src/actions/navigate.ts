import { evaluateRecord, toQueryValues } from './evaluateRecord';
import type { ActionHost, ActionOutcome, NavigateAction } from './types';

/** In-app navigation; the router carries the session parameters along. */
export function runNavigate(action: NavigateAction, host: ActionHost): ActionOutcome {
  const query = toQueryValues(evaluateRecord(action.query, host.scope()));
  host.navigate(action.to, query, action.replace === true);
  return { ok: true };
}
