import type { ActionHost, ActionOutcome, CountdownAction } from './types';

/** Running countdowns per screen lifetime and state key, so a new start or a reset replaces the old one. */
const running = new WeakMap<object, Map<string, ReturnType<typeof setInterval>>>();
const ambient = {};

/**
 * Starts a countdown in screen state: `state.<stateKey>` becomes `seconds`, then drops by one
 * each second down to 0 (e.g. the 60 s SMS resend lock). It runs in the background: the next
 * action does not wait. `seconds: 0` stops it and resets the key (Cancel). It stops by itself
 * when the screen goes away.
 */
export function runCountdown(action: CountdownAction, host: ActionHost): ActionOutcome {
  const owner: object = host.signal ?? ambient;
  let timers = running.get(owner);
  if (!timers) {
    timers = new Map();
    running.set(owner, timers);
  }
  const previous = timers.get(action.stateKey);
  if (previous !== undefined) clearInterval(previous);
  timers.delete(action.stateKey);
  let left = Math.max(0, Math.floor(action.seconds));
  host.setState({ [action.stateKey]: left });
  if (left === 0 || host.signal?.aborted) return { ok: true };
  const active = timers;
  const timer = setInterval(() => {
    left -= 1;
    host.setState({ [action.stateKey]: left });
    if (left <= 0) {
      clearInterval(timer);
      active.delete(action.stateKey);
    }
  }, 1000);
  active.set(action.stateKey, timer);
  host.signal?.addEventListener('abort', () => clearInterval(timer), { once: true });
  return { ok: true };
}
