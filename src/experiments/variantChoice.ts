import { experiments } from 'virtual:experiments';
import type { ScreenEntry } from '../engine/screens';
import type { LiveExperiment, LiveVariant } from './liveExperiment';

/**
 * Which variant of its experiment a screen shows on this page load (DESIGN §14), chosen once, where
 * no server chose it (`servedVariant.ts` takes a page that was served as a variant): a preview's
 * `?variant=`, a decided experiment's winner, else the split (`assignment.ts`, loaded only then),
 * and the prerender's variant in the build.
 */

const chosen = new Map<string, LiveVariant>();
/** The build's prerender draws each variant in turn (`src/prerender/renderPage.tsx`). */
let drawing: { experiment: string; variant: string } | undefined;

/** For the prerender: the variant of `experiment` to draw (undefined: the one a borrower with no split sees). */
export function drawVariant(experiment: string, variant: string | undefined): void {
  drawing = variant === undefined ? undefined : { experiment, variant };
  chosen.clear();
}

/** The query parameter a preview names a variant with (`?variant=goLoanButton:b`): the studio's, the review's. */
export const PREVIEW_PARAM = 'variant';

/** The variant `mark` names (`<experiment>:<variant>`), when it is one of `experiment`'s. */
function named(experiment: LiveExperiment, mark: string | null | undefined): string | undefined {
  const [id, variant] = (mark ?? '').split(':');
  return id === experiment.id && experiment.variants.some((entry) => entry.id === variant)
    ? variant
    : undefined;
}

/**
 * The variant the address asks to see (`PREVIEW_PARAM`): a preview of it, which no exposure counts
 * (a shared link cannot skew the split's figures).
 */
const previewed = (experiment: LiveExperiment) =>
  named(experiment, new URLSearchParams(window.location.search).get(PREVIEW_PARAM));

async function pick(experiment: LiveExperiment): Promise<string> {
  if (drawing?.experiment === experiment.id) return drawing.variant;
  // A decided experiment shows its winner to everyone; the build drew it as the route's page.
  if (experiment.status === 'decided') return experiment.winner ?? '';
  if (drawing || typeof window === 'undefined') return experiment.variants[0]?.id ?? '';
  // A preview's variant; else the same assignment as the edge's, where no server chose (a page the
  // server chose for is `servedVariant.ts`'s).
  const known = previewed(experiment);
  if (known) return known;
  const { assignedVariant } = await import('./assignment');
  return assignedVariant(experiment);
}

/**
 * The variant of the experiment on screen `screenId` this page load shows, or undefined where the
 * screen has none. The first time on a page load of a running experiment (not a preview, not the
 * build's prerender), `startMeasuring` (servedVariant.ts's) counts its exposure and goals.
 */
export async function chooseVariant(
  screenId: string,
  startMeasuring?: (experiment: string, variant: string) => void,
): Promise<LiveVariant | undefined> {
  const experiment = experiments.find((entry) => entry.screen === screenId);
  if (!experiment) return undefined;
  const known = chosen.get(experiment.id);
  if (known) return known;
  const id = await pick(experiment);
  const variant =
    chosen.get(experiment.id) ??
    experiment.variants.find((entry) => entry.id === id) ??
    experiment.variants[0];
  if (!variant || chosen.has(experiment.id)) return variant;
  chosen.set(experiment.id, variant);
  if (
    experiment.status === 'running' &&
    !drawing &&
    typeof window !== 'undefined' &&
    !previewed(experiment)
  ) {
    startMeasuring?.(experiment.id, variant.id);
  }
  return variant;
}

/**
 * The screen entry of the variant this page load shows where no server chose it (`servedVariant.ts`):
 * `entry` itself, or its variant's screen file in its place.
 */
export async function chosenEntry(
  entry: ScreenEntry,
  startMeasuring: (experiment: string, variant: string) => void,
): Promise<ScreenEntry> {
  const variant = await chooseVariant(entry.id, startMeasuring);
  return variant?.file && variant.load ? { ...entry, file: variant.file, load: variant.load } : entry;
}
