import { recordTelemetry } from '../telemetry';
import type { GoalKind, LiveExperiment } from './liveExperiment';
import { firstTime } from './seenOnDevice';

/**
 * What a page load that showed a running experiment's variant tells telemetry (DESIGN §14). A chunk
 * `variantChoice.ts` loads once it has chosen: nothing here is on the way to the first paint.
 */

/** The page load showed `variant` of `experiment`: its `exposure`, `first` on this device's first. */
export function expose(experiment: LiveExperiment, variant: string): void {
  recordTelemetry({
    type: 'exposure',
    experiment: experiment.id,
    variant,
    first: firstTime('loan.exposed', experiment.id),
  });
}

/** The goals already reached on this page load (`<experiment>:<goal>`): one event each. */
const reached = new Set<string>();

/**
 * What an action did that may be a goal (DESIGN §14, told by `src/telemetry/goalSeam.ts` once a
 * variant was shown): a call that succeeded (its endpoint), a navigation (its route), a bridge action
 * (its name). For each goal of `experiment` it is, a `goal` event for `variant`, once per page load;
 * `first` the first time this device reached it.
 */
export function reachGoal(experiment: LiveExperiment, variant: string, kind: GoalKind, name: string): void {
  for (const goal of experiment.goals) {
    const key = `${experiment.id}:${goal.id}`;
    if (goal[kind] !== name || reached.has(key)) continue;
    reached.add(key);
    recordTelemetry({
      type: 'goal',
      experiment: experiment.id,
      variant,
      goal: goal.id,
      first: firstTime('loan.goals', key),
    });
  }
}
