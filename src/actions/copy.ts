import { SHORT_TOAST_MS, showToast } from '../engine/toast';
import { evaluate } from '../expressions/evaluate';
import { asText } from './evaluateRecord';
import type { ActionHost, ActionOutcome, CopyAction } from './types';

/** Copies text; falls back to a hidden textarea where the async clipboard is missing (old webviews). */
export async function runCopy(action: CopyAction, host: ActionHost, pointer: string): Promise<ActionOutcome> {
  const scope = host.scope();
  const text = asText(evaluate(action.text, scope));
  if (!text) return { ok: false, error: 'nothing to copy', pointer };
  let copied = false;
  try {
    await navigator.clipboard.writeText(text);
    copied = true;
  } catch {
    copied = copyWithTextarea(text);
  }
  if (!copied) return { ok: false, error: 'the clipboard is not available', pointer };
  const message = action.successToast === undefined ? '' : asText(evaluate(action.successToast, scope));
  if (message) showToast(message, SHORT_TOAST_MS);
  return { ok: true };
}

function copyWithTextarea(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  let ok = false;
  try {
    ok = document.execCommand('copy');
  } catch {
    ok = false;
  }
  area.remove();
  return ok;
}
