import { useEffect, useRef, useState } from 'react';
import { startTelemetry } from '../telemetry';
import { preloadAfterPaint } from './afterPaint';
import type { ScreenDef } from './screenTypes';
import type { WidgetRegistry } from './widgetTypes';

/**
 * The marks a screen leaves on `<html>` for tests, `npm run bench` and monitoring:
 * `data-screen-ready` (and the `screen:ready` performance mark) once its content shows, and
 * `data-screen-settled` once onLoad has run to its end and every modal it opened is open.
 */

/** Whether the screen has settled: onLoad has ended and no modal it opened is still loading. */
export function useSettled(): {
  settled: boolean;
  /** onLoad has run to its end. */
  onLoadEnded: () => void;
  /** A modal started loading; call the function returned once it has opened or failed. */
  modalLoading: () => () => void;
} {
  const [settled, setSettled] = useState(false);
  const onLoadDone = useRef(false);
  const modalsLoading = useRef(0);
  const settleIfDone = () => {
    if (onLoadDone.current && modalsLoading.current === 0) setSettled(true);
  };
  return {
    settled,
    onLoadEnded: () => {
      onLoadDone.current = true;
      settleIfDone();
    },
    modalLoading: () => {
      modalsLoading.current += 1;
      return () => {
        modalsLoading.current -= 1;
        settleIfDone();
      };
    },
  };
}

/**
 * Sets the screen's marks, and loads what follows its first paint (`preloadAfterPaint`). `ready`:
 * the content shows; `failed`: a source failed and shows its message instead.
 */
export function useScreenMarks(
  screen: ScreenDef,
  registry: WidgetRegistry,
  { ready, failed, settled }: { ready: boolean; failed: boolean; settled: boolean },
): void {
  // A source that failed shows its message instead of the content, a paint that waits for nothing
  // more: the reporter, which reports the failed call, loads now (the borrower may leave at once),
  // where with the content it loads after that content's paint (`preloadAfterPaint`).
  useEffect(() => {
    if (failed) startTelemetry();
  }, [failed]);
  useEffect(() => {
    if (!ready) return;
    // A mark for `npm run bench` and for monitoring: the moment the screen shows its content.
    performance.mark?.('screen:ready', { detail: screen.id });
    document.documentElement.dataset.screenReady = screen.id;
    preloadAfterPaint(screen, registry);
    return () => {
      delete document.documentElement.dataset.screenReady;
    };
  }, [ready, screen, registry]);

  useEffect(() => {
    // Only with the content drawn: `settled` is an urgent update and may commit before the
    // transitions that draw the data and end the setting up (modals, too, draw only then).
    if (!settled || !ready) return;
    // For tests and monitoring: what onLoad does (a delay, a call, a modal it opens) is done and drawn,
    // so "no dialog opened" can be checked, not merely "none has opened yet".
    document.documentElement.dataset.screenSettled = screen.id;
    return () => {
      delete document.documentElement.dataset.screenSettled;
    };
  }, [settled, ready, screen]);
}
