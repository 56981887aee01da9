import { showToast } from '../api/toastBus';
import { evaluate } from '../expressions/evaluate';
import { asText } from './evaluateRecord';
import type { ActionHost, ActionOutcome, ToastAction } from './types';

export function runToast(action: ToastAction, host: ActionHost): ActionOutcome {
  const text = asText(evaluate(action.text, host.scope()));
  if (text) showToast(text, action.duration);
  return { ok: true };
}
