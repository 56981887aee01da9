import type { ScreenDef } from './screenTypes';

/**
 * What a screen keeps in local storage: the `persist` keys of its state (an in-progress form
 * survives a reload), under `<screen id>.<key>`, and the `storage` keys it only reads.
 */

function storageKey(screen: ScreenDef, key: string): string {
  return `${screen.id}.${key}`;
}

/** Initial state: the screen's values, then any persisted ones (the in-progress form survives a reload). */
export function initialState(screen: ScreenDef): Record<string, unknown> {
  const state: Record<string, unknown> = { ...screen.state };
  for (const key of screen.persist ?? []) {
    try {
      const stored = localStorage.getItem(storageKey(screen, key));
      if (stored !== null) state[key] = JSON.parse(stored);
    } catch {
      // Unreadable storage keeps the initial value.
    }
  }
  return state;
}

/** Saves the values set that the screen persists. */
export function persist(screen: ScreenDef, values: Record<string, unknown>): void {
  for (const key of screen.persist ?? []) {
    if (!(key in values)) continue;
    try {
      localStorage.setItem(storageKey(screen, key), JSON.stringify(values[key] ?? null));
    } catch {
      // Storage full or blocked: the screen still works, only the draft is not kept.
    }
  }
}

/** The declared local-storage keys, parsed; a missing or unreadable key is left out. */
export function readStorage(screen: ScreenDef): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const key of screen.storage ?? []) {
    try {
      const stored = localStorage.getItem(key);
      if (stored !== null) values[key] = JSON.parse(stored);
    } catch {
      // Blocked storage or text that is not JSON: the key reads as absent.
    }
  }
  return values;
}
