import { type ReactNode, useEffect, useState } from 'react';
import { subscribeToasts, type Toast } from '../api/toastBus';

/** Draws the toast bus in a polite live region so screen readers announce each message. */
export function Toaster(): ReactNode {
  const [toasts, setToasts] = useState<readonly Toast[]>([]);
  useEffect(() => subscribeToasts(setToasts), []);
  return (
    <div className="toaster" role="status" aria-live="polite" aria-atomic="true">
      {toasts.map((toast) => (
        <div key={toast.id} className={`toast toast-${toast.kind}`}>
          {toast.kind === 'loading' ? <span className="spinner" aria-hidden="true" /> : null}
          {toast.text}
        </div>
      ))}
    </div>
  );
}
