import { translatedScreenChunk } from '../engine/routeAssets';
import type { ScreenEntry } from '../engine/screens';
import { currentLocale } from '../i18n/locale';
import { PRERENDERED_VARIANT } from '../prerender/variantMark';
import { APP_BASE } from '../session/appBase';

/**
 * The first load of a screen with an experiment (DESIGN §14), kept small: where the server chose
 * the variant (the mark on the page it sent, `goLoanButton:b`), its screen file is
 * `experiments/<experiment>/<variant>.json` and the page's route table names its chunk
 * (scripts/lib/variantRouteAssets.ts), so nothing else is needed to draw it. Anywhere else (the dev
 * server, a reload the edge could not split, a preview, a decided experiment) the choice, with the
 * experiments' table and the split, loads (`variantChoice.ts`).
 */

/** The variant each experiment showed on this page load, once chosen. */
const shown = new Map<string, ScreenEntry>();

/**
 * From now on this page load counts for `variant` of `experiment`: its exposure, and each goal an
 * action reaches (`measure.ts`, a chunk asked for with the variant's screen and smaller, so it is
 * there before the screen can act), none of it on the way to the paint.
 */
export function startMeasuring(experiment: string, variant: string): void {
  void import('./measure').then(({ measure }) => measure(experiment, variant));
}

/** The entry of the variant the server chose for this page, or undefined where it chose none. */
function servedEntry(entry: ScreenEntry, experiment: string): ScreenEntry | undefined {
  // A preview names its variant in the address (`?variant=…`): the choice reads it.
  const mark =
    typeof document === 'undefined' || location.search.includes('variant=')
      ? undefined
      : document.getElementById('root')?.getAttribute(PRERENDERED_VARIANT);
  const [marked, variant] = (mark ?? '').split(':');
  if (marked !== experiment || !variant) return undefined;
  const file = `experiments/${experiment}/${variant}.json`;
  const chunk = translatedScreenChunk(file, currentLocale(), APP_BASE);
  startMeasuring(experiment, variant);
  // The control is the published screen: the table names no file of its own for it.
  return chunk ? { ...entry, file, load: () => import(/* @vite-ignore */ chunk) } : entry;
}

/**
 * The screen entry to load for this page load: `entry` itself, or its variant's screen file in its
 * place (`loadScreen`), the variant the server chose first.
 */
export function variantEntry(entry: ScreenEntry): Promise<ScreenEntry> {
  const experiment = entry.experiment ?? '';
  const served = shown.get(experiment) ?? servedEntry(entry, experiment);
  if (served) {
    shown.set(experiment, served);
    return Promise.resolve(served);
  }
  return import('./variantChoice').then(({ chosenEntry }) => chosenEntry(entry, startMeasuring));
}
