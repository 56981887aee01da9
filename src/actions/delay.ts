import type { ActionOutcome, DelayAction } from './types';

export function runDelay(action: DelayAction): Promise<ActionOutcome> {
  return new Promise((resolve) => setTimeout(() => resolve({ ok: true }), Math.max(0, action.ms)));
}
