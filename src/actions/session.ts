import { evaluate } from '../expressions/evaluate';
import { clearSessionFlag, setSessionFlag } from '../session';
import { asText } from './evaluateRecord';
import type { ActionHost, ActionOutcome, SessionClearAction, SessionSetAction } from './types';

/** Sets a session flag (sessionStorage; never put in URLs), e.g. `showBankTip`. */
export function runSessionSet(action: SessionSetAction, host: ActionHost): ActionOutcome {
  setSessionFlag(action.key, asText(evaluate(action.value, host.scope())));
  return { ok: true };
}

export function runSessionClear(action: SessionClearAction): ActionOutcome {
  clearSessionFlag(action.key);
  return { ok: true };
}
