import { type ReactNode, useId, useLayoutEffect, useRef } from 'react';
import { t } from '../i18n/t';

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

interface ModalProps {
  title: string;
  /** Called on Escape or a backdrop tap when the modal is dismissible. */
  onDismiss?: () => void;
  placement?: 'center' | 'bottom';
  children: ReactNode;
}

/** A modal dialog that traps focus while open and gives it back to the opener when closed. */
export function Modal({ title, onDismiss, placement = 'center', children }: ModalProps): ReactNode {
  const dialog = useRef<HTMLDivElement>(null);
  const titleId = useId();
  // In the commit that draws the dialog, not in a passive effect: one drawn by a transition would
  // otherwise be on screen, and found by a screen reader or a test, before its focus moved in.
  useLayoutEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const first = dialog.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? dialog.current)?.focus();
    return () => opener?.focus?.();
  }, []);
  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && onDismiss) {
      event.stopPropagation();
      onDismiss();
      return;
    }
    if (event.key !== 'Tab' || !dialog.current) return;
    const items = Array.from(dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const firstItem = items[0];
    const lastItem = items[items.length - 1];
    if (!firstItem || !lastItem) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && document.activeElement === firstItem) {
      event.preventDefault();
      lastItem.focus();
    } else if (!event.shiftKey && document.activeElement === lastItem) {
      event.preventDefault();
      firstItem.focus();
    }
  };
  return (
    // A backdrop tap is a pointer convenience; keyboard users close with Escape (handled on the dialog).
    // biome-ignore lint/a11y/noStaticElementInteractions: the backdrop is presentational, the dialog inside is the control.
    <div className={`modal-backdrop modal-${placement}`} onClick={onDismiss} role="presentation">
      <div
        ref={dialog}
        className="modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        aria-label={title ? undefined : t('Dialog')}
        tabIndex={-1}
        onClick={(event) => event.stopPropagation()}
        onKeyDown={onKeyDown}
      >
        {title ? (
          <h2 id={titleId} className="modal-title">
            {title}
          </h2>
        ) : null}
        {children}
      </div>
    </div>
  );
}
