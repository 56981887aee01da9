import type { ActionHost, ActionOutcome, CloseModalAction, OpenModalAction } from './types';

export function runOpenModal(action: OpenModalAction, host: ActionHost): ActionOutcome {
  host.openModal(action.modal);
  return { ok: true };
}

export function runCloseModal(action: CloseModalAction, host: ActionHost): ActionOutcome {
  host.closeModal(action.modal);
  return { ok: true };
}
