import { type PlannedExperiment, type ScreenState, screenStates } from '../../sandbox/screenStates.ts';
import { type ProjectScreen, partsUsedBy } from './projectScreens.ts';

/**
 * A screen's default state (the plan's first, sandbox/screenStates.ts) as one preview among those of
 * another file, keyed by the screen: a variant's file shows that variant, a published screen with an
 * experiment its control.
 */
function defaultPreview(
  screen: ProjectScreen,
  experiments: readonly PlannedExperiment[],
  describe: (description: string) => string,
): ScreenState[] {
  const [state] = screenStates(screen, undefined, experiments);
  return state ? [{ ...state, key: `${screen.file} default`, description: describe(state.description) }] : [];
}

/** The previews of a part: each screen that uses it (a variant's file too), in its default state. */
export function partPreviews(
  part: string,
  screens: ProjectScreen[],
  experiments: readonly PlannedExperiment[] = [],
): ScreenState[] {
  return screens
    .filter((screen) => partsUsedBy(screen).has(part))
    .flatMap((screen) =>
      defaultPreview(
        screen,
        experiments,
        (description) => `${screen.file}, which uses this part: ${description}`,
      ),
    );
}

/**
 * The previews of an experiment file: each of its variants side by side in its screen's default state
 * (the control's screen is the published one), so the file reads beside what each variant shows.
 */
export function experimentPreviews(
  file: string,
  screens: ProjectScreen[],
  experiments: readonly PlannedExperiment[],
): ScreenState[] {
  const experiment = experiments.find((known) => `experiments/${known.id}.json` === file);
  if (!experiment) return [];
  return experiment.variants.flatMap((variant) => {
    const screen = screens.find((known) =>
      variant.screen === undefined
        ? known.file.startsWith('screens/') && known.data?.id === experiment.screen
        : known.file === variant.screen,
    );
    return screen
      ? defaultPreview(screen, [experiment], (description) => `${screen.file}: ${description}`)
      : [];
  });
}
