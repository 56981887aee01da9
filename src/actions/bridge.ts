import { postBridge, toBridgeMessage } from '../bridge';
import { reachGoal } from '../telemetry';
import { evaluateRecord } from './evaluateRecord';
import type { ActionHost, ActionOutcome, BridgeActionNode } from './types';

/** Posts a message to the native host (closed list of DESIGN §5); a message missing its required params is refused. */
export function runBridge(action: BridgeActionNode, host: ActionHost, pointer: string): ActionOutcome {
  const params = action.params ? evaluateRecord(action.params, host.scope()) : undefined;
  const message = toBridgeMessage(action.action, params);
  if (!message)
    return {
      ok: false,
      error: `bridge action ${String(action.action)} is unknown or lacks its params`,
      pointer,
    };
  // An experiment's goal may be this bridge action (DESIGN §14).
  reachGoal('bridge', action.action);
  postBridge(message);
  return { ok: true };
}
