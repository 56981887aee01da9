import type { GoalKind } from '../experiments/liveExperiment';

/**
 * Where an action says what it did that may be an experiment's goal (DESIGN §14): a call that
 * succeeded, a navigation, a bridge action. In the first load, beside `recordTelemetry`, so no
 * screen's actions load another chunk for it; it does nothing until a screen with a running
 * experiment has shown a variant (`src/experiments/goals.ts` listens then).
 */
let listener: ((kind: GoalKind, name: string) => void) | undefined;

/** An action reached `name` (an endpoint, a route, a bridge action): a goal, if an experiment counts it. */
export function reachGoal(kind: GoalKind, name: string): void {
  listener?.(kind, name);
}

/** From now on, every action that may be a goal is told to `listen`. */
export function listenForGoals(listen: (kind: GoalKind, name: string) => void): void {
  listener = listen;
}
