import { evaluateRecord } from './evaluateRecord';
import type { ActionHost, ActionOutcome, SetStateAction } from './types';

export function runSetState(action: SetStateAction, host: ActionHost): ActionOutcome {
  host.setState(evaluateRecord(action.values, host.scope()));
  return { ok: true };
}
