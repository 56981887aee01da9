export { runActions } from './runActions';
export { safeHttpUrl } from './safeUrl';
export type { Action, ActionHost, ActionOutcome, ActionType } from './types';
