/**
 * Toast bus: the framework-free side of toasts. The API layer (loading and failure toasts), the
 * actions and some widgets call `showToast`; the renderer's `<Toaster>` subscribes and draws them in
 * an `aria-live` region. It lives in the core, below the engine, so the core raises toasts without
 * React and without importing the renderer.
 */

/** SPEC §9: the default toast lasts 3 s; custom durations must be above 300 ms. */
export const DEFAULT_TOAST_MS = 3000;
/** SPEC §9: shorter informational toasts last 2 s. */
export const SHORT_TOAST_MS = 2000;
const MIN_TOAST_MS = 301;

export interface Toast {
  id: number;
  text: string;
  /** How long the toast stays, in ms; 0 keeps it until `hideToast` (loading toasts). */
  durationMs: number;
  kind: 'info' | 'loading';
}

type Listener = (toasts: readonly Toast[]) => void;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function emit(): void {
  for (const listener of listeners) listener(toasts);
}

/** Shows a toast and returns its id. A duration at or below 300 ms falls back to the default. */
export function showToast(
  text: string,
  durationMs: number = DEFAULT_TOAST_MS,
  kind: Toast['kind'] = 'info',
): number {
  const id = nextId++;
  const duration = kind === 'loading' ? 0 : durationMs >= MIN_TOAST_MS ? durationMs : DEFAULT_TOAST_MS;
  // One info toast at a time, like the legacy toast: a new message replaces the old one.
  toasts = [...toasts.filter((t) => t.kind === 'loading'), { id, text, durationMs: duration, kind }];
  if (kind === 'info') {
    for (const t of toasts) if (t.kind === 'info' && t.id !== id) clearTimer(t.id);
  }
  if (duration > 0)
    timers.set(
      id,
      setTimeout(() => hideToast(id), duration),
    );
  emit();
  return id;
}

/** Shows a loading toast that stays until `hideToast(id)`. */
export function showLoadingToast(text: string): number {
  return showToast(text, 0, 'loading');
}

export function hideToast(id: number): void {
  clearTimer(id);
  const next = toasts.filter((t) => t.id !== id);
  if (next.length !== toasts.length) {
    toasts = next;
    emit();
  }
}

function clearTimer(id: number): void {
  const timer = timers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  timers.delete(id);
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  listener(toasts);
  return () => {
    listeners.delete(listener);
  };
}

export function getToasts(): readonly Toast[] {
  return toasts;
}
