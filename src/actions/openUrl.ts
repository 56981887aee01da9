import { evaluate } from '../expressions/evaluate';
import { safeHttpUrl } from './safeUrl';
import type { ActionHost, ActionOutcome, OpenUrlAction } from './types';

/** Leaves the app for an http(s) URL; any other scheme is refused. */
export function runOpenUrl(action: OpenUrlAction, host: ActionHost, pointer: string): ActionOutcome {
  const raw = evaluate(action.url, host.scope());
  const url = safeHttpUrl(raw);
  if (!url) return { ok: false, error: `refused to open a URL that is not http(s): ${String(raw)}`, pointer };
  host.assignLocation(url, action.replace === true);
  return { ok: true };
}
