import { evaluate } from '../expressions/evaluate';
import type { ActionHost, ActionOutcome, StorageClearAction, StorageSetAction } from './types';

/** Stores a JSON value in localStorage. Storage can be full or blocked in a webview: that is reported, not thrown. */
export function runStorageSet(action: StorageSetAction, host: ActionHost, pointer: string): ActionOutcome {
  try {
    localStorage.setItem(action.key, JSON.stringify(evaluate(action.value, host.scope()) ?? null));
    return { ok: true };
  } catch (error) {
    return { ok: false, error: `localStorage unavailable: ${String(error)}`, pointer };
  }
}

/** Removes only the named keys: other stored values are left alone (DESIGN §8). */
export function runStorageClear(
  action: StorageClearAction,
  _host: ActionHost,
  pointer: string,
): ActionOutcome {
  try {
    for (const key of action.keys) localStorage.removeItem(key);
    return { ok: true };
  } catch (error) {
    return { ok: false, error: `localStorage unavailable: ${String(error)}`, pointer };
  }
}
