import { subscribeToasts } from './toastBus';

/**
 * Test support, not shipped: records the texts of toasts shown from now on (in
 * order), by subscribing to the toast bus like the renderer does.
 */
export function recordToasts(): { texts: () => string[]; kinds: () => string[]; stop: () => void } {
  const seen = new Map<number, { text: string; kind: string }>();
  let known: Set<number> | null = null;
  const stop = subscribeToasts((toasts) => {
    // The first call replays toasts already on screen: they are not ours.
    if (known === null) {
      known = new Set(toasts.map((toast) => toast.id));
      return;
    }
    for (const toast of toasts) if (!known.has(toast.id)) seen.set(toast.id, toast);
  });
  return {
    texts: () => [...seen.values()].map((toast) => toast.text),
    kinds: () => [...seen.values()].map((toast) => toast.kind),
    stop,
  };
}
