export type { Action, ActionHost, ActionOutcome } from './types';
