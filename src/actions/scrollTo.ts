import { anchorId } from './anchorId';
import type { ActionHost, ActionOutcome, ScrollToAction } from './types';

/**
 * Scrolls the stack carrying `anchor` to the top of the view and moves the focus there, so a
 * keyboard or screen-reader user continues reading from the section, not from the link.
 * The scroll is smooth unless the borrower asked the system for reduced motion.
 */
export function runScrollTo(action: ScrollToAction, _host: ActionHost, pointer: string): ActionOutcome {
  const target = document.getElementById(anchorId(action.anchor));
  if (!target) return { ok: false, error: `no anchor "${action.anchor}" on this screen`, pointer };
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  // Old webviews and jsdom lack scrollIntoView; the focus below still scrolls the section into view there.
  target.scrollIntoView?.({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
  target.focus({ preventScroll: typeof target.scrollIntoView === 'function' });
  return { ok: true };
}
