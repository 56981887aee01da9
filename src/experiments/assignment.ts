import { assignVariant } from './assignVariant';
import { experimentUnit } from './experimentUnit';
import type { LiveExperiment } from './liveExperiment';

/**
 * The variant of this device in `experiment`, as the edge would have split it (DESIGN §14): where no
 * server chose (the dev server, a page the edge could not split, a screen reached in the app). A
 * chunk of its own: a page the server chose for never loads it.
 */
export function assignedVariant(experiment: LiveExperiment): string {
  return assignVariant(experiment.id, experimentUnit(), experiment.variants);
}
