import { type RefObject, useCallback, useEffect, useRef } from 'react';
import type { Action, ActionHost, ActionOutcome } from '../actions';
import { API_MESSAGES } from '../api/apiMessages';
import { showToast } from '../api/toastBus';
import type { Scope } from '../expressions/types';
import { loadActions, loadedActions } from './afterPaint';

/** Runs a screen's action list from `from` on, with extra scope (a list item); resolves when it ends. */
export type RunActions = (
  actions: Action[] | undefined,
  pointer: string,
  extra?: Partial<Scope>,
  from?: number,
) => Promise<ActionOutcome>;

/**
 * How a screen runs its actions: against its host of the moment (`hostRef`, rebuilt by each
 * render), with the screen's lifetime signal, and in the same task when the actions' chunk is here.
 * `lifetime` is aborted on unmount, so pending delays and the actions after them never run into a
 * screen that is gone.
 */
export function useRunActions(
  file: string,
  hostRef: RefObject<ActionHost>,
): { run: RunActions; lifetime: RefObject<AbortController | null> } {
  const lifetime = useRef<AbortController | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    lifetime.current = controller;
    return () => controller.abort();
  }, []);

  const run = useCallback<RunActions>(
    (actions, pointer, extra, from = 0) => {
      if (!actions || actions.length <= from) return Promise.resolve({ ok: true });
      const start = ({ runActions }: NonNullable<ReturnType<typeof loadedActions>>) =>
        runActions(
          actions,
          // The signal is read when the actions start: the mount effect that creates it runs after the first render.
          {
            ...hostRef.current,
            origin: { file, pointer },
            ...(lifetime.current ? { signal: lifetime.current.signal } : {}),
          },
          pointer,
          extra,
          from,
        );
      // Loaded after the first paint (`afterPaint.ts`), so by a tap it is normally here: run at once.
      const loaded = loadedActions();
      if (loaded) return start(loaded);
      return loadActions().then(start, (error: unknown) => {
        // The actions' chunk could not arrive (offline): the borrower is told, the tap can be tried again.
        showToast(API_MESSAGES.network);
        console.warn(`[actions] ${file}#${pointer}: ${String(error)}`);
        return { ok: false, error: String(error), pointer };
      });
    },
    [file, hostRef],
  );
  return { run, lifetime };
}
