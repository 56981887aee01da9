import type { ActionHost, ActionOutcome, DelayAction } from './types';

/** Waits `ms`; ends early, without error, when the host's screen goes away (`runActions` then stops). */
export function runDelay(action: DelayAction, host: ActionHost): Promise<ActionOutcome> {
  const { signal } = host;
  return new Promise((resolve) => {
    if (signal?.aborted) {
      resolve({ ok: true });
      return;
    }
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve({ ok: true });
    };
    const timer = setTimeout(done, Math.max(0, action.ms));
    signal?.addEventListener('abort', done, { once: true });
  });
}
