import type { ActionOutcome } from './types';

/** A failed step in the console, named by its screen file and JSON pointer; the borrower is not shown it. */
export function reportActionFailure(file: string, outcome: Extract<ActionOutcome, { ok: false }>): void {
  console.warn(`[actions] ${file}#${outcome.pointer}: ${outcome.error}`);
}
