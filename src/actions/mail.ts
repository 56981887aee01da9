import { evaluate } from '../expressions/evaluate.ts';
import { isEmailAddress } from './emailAddress.ts';

// The checker reads it here, beside the action it guards.
export { isEmailAddress };

import { asText } from './evaluateRecord.ts';
import type { ActionHost, ActionOutcome, MailAction } from './types.ts';

/** Opens the mail composer for an address; only a well-formed address is used, so nothing else reaches `mailto:`. */
export function runMail(action: MailAction, host: ActionHost, pointer: string): ActionOutcome {
  const scope = host.scope();
  const to = asText(evaluate(action.to, scope)).trim();
  if (!isEmailAddress(to)) return { ok: false, error: `not an e-mail address: ${to}`, pointer };
  const subject = action.subject === undefined ? '' : asText(evaluate(action.subject, scope));
  host.assignLocation(`mailto:${to}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`, false);
  return { ok: true };
}
