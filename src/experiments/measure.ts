import { experiments } from 'virtual:experiments';
import { listenForGoals, recordTelemetry } from '../telemetry';
import type { GoalKind } from './liveExperiment';
import { firstTime } from './seenOnDevice';

/**
 * What a page load that showed a running experiment's variant tells telemetry (DESIGN §14). A chunk
 * loaded once the variant is chosen (`servedVariant.ts`): nothing here is on the way to the paint.
 */

/**
 * The page load showed `variant` of `experiment`: its `exposure` (`first` on this device's first),
 * and from now on each action that reaches one of its goals (`src/telemetry/goalSeam.ts`).
 */
export function measure(experiment: string, variant: string): void {
  recordTelemetry({ type: 'exposure', experiment, variant, first: firstTime('loan.exposed', experiment) });
  listenForGoals((kind, name) => reachGoal(experiment, variant, kind, name));
}

/** The goals already reached on this page load (`<experiment>:<goal>`): one event each. */
const reached = new Set<string>();

/**
 * What an action did that may be a goal (DESIGN §14, told by `src/telemetry/goalSeam.ts` once a
 * variant was shown): a call that succeeded (its endpoint), a navigation (its route), a bridge action
 * (its name). For each goal of `experiment` it is, a `goal` event for `variant`, once per page load;
 * `first` the first time this device reached it.
 */
function reachGoal(experiment: string, variant: string, kind: GoalKind, name: string): void {
  for (const goal of experiments.find((entry) => entry.id === experiment)?.goals ?? []) {
    const key = `${experiment}:${goal.id}`;
    if (goal[kind] !== name || reached.has(key)) continue;
    reached.add(key);
    recordTelemetry({
      type: 'goal',
      experiment,
      variant,
      goal: goal.id,
      first: firstTime('loan.goals', key),
    });
  }
}
