import { evaluate } from '../expressions/evaluate';
import { asText } from './evaluateRecord';
import type { ActionHost, ActionOutcome, AlertAction } from './types';

/**
 * Shows a blocking system alert with the evaluated text (e.g. a developer read-out). Empty
 * text shows nothing, as an empty toast does. Where the page has no `alert` (a host that
 * strips it), the step fails so the screen file and pointer are reported.
 */
export function runAlert(action: AlertAction, host: ActionHost, pointer: string): ActionOutcome {
  const text = asText(evaluate(action.text, host.scope()));
  if (!text) return { ok: true };
  if (typeof window === 'undefined' || typeof window.alert !== 'function') {
    return { ok: false, error: 'this page cannot show an alert', pointer };
  }
  window.alert(text);
  return { ok: true };
}
