import type { ReactNode } from 'react';
import type { Action } from '../actions';
import { evaluate } from '../expressions/evaluate';
import type { Expression, Scope } from '../expressions/types';
import { loadedModal } from './afterPaint';
import type { ScreenDef } from './screenTypes';
import type { RunActions } from './useRunActions';
import { Widgets } from './WidgetView';

/**
 * The screen's open modals, in the order they opened, as elements beside the screen's `<main>`.
 * A modal draws only once its frame's chunk is here (`afterPaint.ts`, `modalReady`).
 */
export function modalElements(
  screen: ScreenDef,
  openModals: readonly string[],
  scope: Scope,
  run: RunActions,
  closeModal: (id: string) => void,
): ReactNode[] {
  return openModals.map((id) => {
    const modal = screen.modals?.[id];
    // The frame is its own chunk (`afterPaint.ts`); a modal opens only once it is here.
    const Modal = loadedModal();
    if (!modal || !Modal) return null;
    const dismiss =
      modal.dismissible === false
        ? undefined
        : () => {
            closeModal(id);
            void run(modal.onDismiss as Action[] | undefined, `/modals/${id}/onDismiss`);
          };
    return (
      <Modal
        key={id}
        title={String(evaluate(modal.title as Expression, scope) ?? '')}
        placement={modal.placement}
        {...(dismiss ? { onDismiss: dismiss } : {})}
      >
        <Widgets nodes={modal.body} pointer={`/modals/${id}/body`} />
      </Modal>
    );
  });
}
