import { experiments } from 'virtual:experiments';
import type { ScreenEntry } from '../engine/screens';
import { PRERENDERED_VARIANT } from '../prerender/variantMark';
import { listenForGoals } from '../telemetry';
import type { LiveExperiment, LiveVariant } from './liveExperiment';

/**
 * Which variant of its experiment a screen shows on this page load (DESIGN §14), chosen once. This
 * chunk loads only for a screen with a running or decided experiment (`loadScreen`), and holds only
 * what a page the server chose for needs: the split (`assignment.ts`) loads where it did not, the
 * goals' counting (`goals.ts`) at the first action that may be one.
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

async function pick(experiment: LiveExperiment, served: string | null | undefined): Promise<string> {
  if (drawing?.experiment === experiment.id) return drawing.variant;
  // A decided experiment shows its winner to everyone; the build drew it as the route's page.
  if (experiment.status === 'decided') return experiment.winner ?? '';
  if (drawing || typeof window === 'undefined') return experiment.variants[0]?.id ?? '';
  // The server's choice first (nginx's `split_clients`, the preview's), so the page never changes
  // variant once drawn; the same assignment where no server chose (dev server, no unit at the edge).
  const known = previewed(experiment) ?? named(experiment, served);
  if (known) return known;
  const { assignedVariant } = await import('./assignment');
  return assignedVariant(experiment);
}

/**
 * The variant of the experiment on screen `screenId` this page load shows, or undefined where the
 * screen has none; `served`: the variant the page was served as (its `#root`'s mark), if any. The
 * first time on a page load of a running experiment: an `exposure` event, and this load's goals
 * count for it from then on.
 */
export async function chooseVariant(
  screenId: string,
  served?: string | null,
): Promise<LiveVariant | undefined> {
  const experiment = experiments.find((entry) => entry.screen === screenId);
  if (!experiment) return undefined;
  const known = chosen.get(experiment.id);
  if (known) return known;
  const id = await pick(experiment, served);
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
    // The exposure and the goals' counting, in a chunk of their own: none of it is on the way to the paint.
    const measure = import('./measure');
    void measure.then(({ expose }) => expose(experiment, variant.id));
    listenForGoals((kind, name) => {
      void measure.then(({ reachGoal }) => reachGoal(experiment, variant.id, kind, name));
    });
  }
  return variant;
}

/**
 * The screen entry to load for this page load: `entry` itself, or its variant's screen file in its
 * place (`loadScreen`), the variant the server chose first (the mark on the page it sent).
 */
export async function variantEntry(entry: ScreenEntry): Promise<ScreenEntry> {
  const served = globalThis.document?.getElementById('root')?.getAttribute(PRERENDERED_VARIANT);
  const variant = await chooseVariant(entry.id, served);
  return variant?.file && variant.load ? { ...entry, file: variant.file, load: variant.load } : entry;
}
