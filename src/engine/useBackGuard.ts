import { useLayoutEffect, useRef } from 'react';
import type { Action } from '../actions';
import type { ScreenDef } from './screenTypes';
import type { RunActions } from './useRunActions';

/**
 * `onBack`: once the content shows (a failed load keeps the normal back), a guard entry with the
 * same address sits on top of the screen's own history entry; going back lands below it, runs
 * onBack and re-arms the guard.
 */

/** History state key of the entry a screen with `onBack` keeps on top of its own. */
const BACK_GUARD = 'backGuard';

function onGuard(screenId: string): boolean {
  const state: unknown = window.history.state;
  return (
    typeof state === 'object' && state !== null && (state as Record<string, unknown>)[BACK_GUARD] === screenId
  );
}

/** The guard entry's state: the router's own (its key and index) plus the mark of the guarding screen. */
function guardState(screenId: string): Record<string, unknown> {
  const state: unknown = window.history.state;
  return { ...(typeof state === 'object' && state !== null ? state : {}), [BACK_GUARD]: screenId };
}

/**
 * Keeps the screen's back guard while `ready` (the content shows) and returns `dropBackGuard`: a
 * replacing navigation from a screen that holds a guard must replace the screen's own entry, not
 * the guard on top of it, otherwise Back shows the screen again, live (a loan applied twice). So it
 * first steps back off the guard; `leaving` tells the guard's listener this back is ours.
 */
export function useBackGuard(screen: ScreenDef, ready: boolean, run: RunActions): () => Promise<void> {
  const leaving = useRef(false);
  const hasOnBack = (screen.onBack?.length ?? 0) > 0;
  // Armed before the content is painted (a layout effect), so a back pressed as soon as the borrower
  // sees the screen already lands on the guard; once armed it stays, even while a source reloads.
  const guardArmed = useRef(false);
  const guarding = hasOnBack && (ready || guardArmed.current);
  if (guarding) guardArmed.current = true;
  useLayoutEffect(() => {
    if (!guarding) return;
    const href = window.location.href;
    // Coming back to the screen from a later page lands on the guard already: do not stack a second one.
    if (!onGuard(screen.id)) window.history.pushState(guardState(screen.id), '', href);
    const onPopState = () => {
      if (leaving.current || onGuard(screen.id) || window.location.href !== href) return;
      window.history.pushState(guardState(screen.id), '', href);
      void run(screen.onBack as Action[] | undefined, '/onBack');
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [guarding, screen, run]);

  return () => {
    if (!onGuard(screen.id)) return Promise.resolve();
    leaving.current = true;
    return new Promise((resolve) => {
      window.addEventListener('popstate', () => resolve(), { once: true });
      window.history.back();
    });
  };
}
