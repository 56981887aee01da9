import { SHORT_TOAST_MS, showToast } from '../api/toastBus';
import { evaluate } from '../expressions/evaluate';
import { withBase } from '../session/appBase';
import { asText } from './evaluateRecord';
import type { ActionHost, ActionOutcome, CopyAction } from './types';

/**
 * Copies text, or the address of an app page (`link`); falls back to a hidden textarea where the
 * async clipboard is missing (old webviews).
 */
export async function runCopy(action: CopyAction, host: ActionHost, pointer: string): Promise<ActionOutcome> {
  const scope = host.scope();
  const text = action.link === undefined ? asText(evaluate(action.text, scope)) : pageAddress(action.link);
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

/**
 * The full address of the app page at `route`: this page's origin and the app's base path before it.
 * No query: the session (its id among it) stays out of the clipboard and the chats it is pasted into.
 */
function pageAddress(route: string): string {
  // `//host/…` would be another site's address.
  if (!route.startsWith('/') || route.startsWith('//')) return '';
  const url = new URL(withBase(route), window.location.href);
  url.search = '';
  url.hash = '';
  return url.href;
}
