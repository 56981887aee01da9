import type { ScreenState } from '../../sandbox/screenStates.ts';
import type { CompiledSide } from './compiledScreens.ts';

/** Why a screen is reviewed. */
export type ChangeReason =
  /** Only the work tree has it. */
  | 'added'
  /** Only the base has it. */
  | 'removed'
  /** Its compiled form differs (copy, a condition, a part it uses, a brand value it reads, a file it shows). */
  | 'compiled'
  /**
   * Its compiled form is the same, but its experiment has the app show another variant in its place:
   * decided for another winner, stopped (a variant's file then shows the published screen), started again.
   */
  | 'experiment'
  /** Its compiled form is the same, but the brand's colours or the stylesheet, which style every screen, differ. */
  | 'look'
  /** Its English is the same, but what a language's catalog folds into it differs (a translation changed). */
  | 'translated'
  /** Nothing differs; rendered because the review was asked for every screen. */
  | 'requested';

/** A screen the review renders. */
export interface ScreenChange {
  file: string;
  reason: ChangeReason;
}

/** What each reason says in a report. */
export const REASON_TEXT: Record<ChangeReason, string> = {
  added: 'new screen',
  removed: 'screen removed',
  compiled: 'its compiled form differs',
  experiment: 'its experiment shows another variant in its place',
  look: 'the brand colours or the stylesheet differ',
  translated: 'a translation of it differs',
  requested: 'no difference found before rendering',
};

/**
 * The screens whose compiled form differs between two sides, or what their experiment shows in their
 * place, in file order (a variant's file, `experiments/<id>/<variant>.json`, is a screen); with `all`,
 * every screen (the unchanged ones as `requested`). A difference of look (brand colours, stylesheet)
 * touches every screen.
 */
export function changedScreens(base: CompiledSide, work: CompiledSide, all = false): ScreenChange[] {
  const files = [...new Set([...base.screens.keys(), ...work.screens.keys()])].sort();
  return files.flatMap((file): ScreenChange[] => {
    const before = base.screens.get(file);
    const after = work.screens.get(file);
    const reason: ChangeReason | undefined = !before
      ? 'added'
      : !after
        ? 'removed'
        : before.fingerprint !== after.fingerprint
          ? 'compiled'
          : before.shownInstead !== after.shownInstead
            ? 'experiment'
            : base.look !== work.look
              ? 'look'
              : all
                ? 'requested'
                : undefined;
    return reason ? [{ file, reason }] : [];
  });
}

/** A state of a screen the review renders on both sides: one sandbox scenario, in one language. */
export interface ReviewState {
  screen: string;
  scenario: string;
  /** The locale the page opens in (`lang=` on its address): `en`, `fil`. */
  locale: string;
  description: string;
  /** The route each side opens; absent on a side that lacks the screen. */
  routes: { base?: string; work?: string };
  /** The parameters each side's address adds to the session's (the variant it shows, `variant`), where it has any. */
  query?: { base?: Readonly<Record<string, string>>; work?: Readonly<Record<string, string>> };
}

/**
 * The states of a changed screen: every preview the studio knows for it on either side (those of
 * the work tree first, in their order, then any only the base had, e.g. a data source removed).
 */
export function reviewStates(
  file: string,
  base: readonly ScreenState[] | undefined,
  work: readonly ScreenState[] | undefined,
  locale = 'en',
): ReviewState[] {
  const states = new Map<string, ReviewState>();
  const add = (side: 'base' | 'work', previews: readonly ScreenState[] | undefined) => {
    for (const preview of previews ?? []) {
      const state = states.get(preview.scenario) ?? {
        screen: file,
        scenario: preview.scenario,
        locale,
        description: preview.description,
        routes: {},
      };
      state.routes[side] = preview.route;
      if (preview.query) state.query = { ...state.query, [side]: preview.query };
      states.set(preview.scenario, state);
    }
  };
  add('work', work);
  add('base', base);
  // A scenario only one side lists is still rendered on both: the other side's sandbox answers it
  // with its defaults, which is what that version shows in it. A side whose file does not parse
  // (no previews of its own) opens the other side's route, to show what the borrower gets there.
  const baseFirst = base?.[0] ?? work?.[0];
  const workFirst = work?.[0] ?? base?.[0];
  for (const state of states.values())
    for (const [side, first, previews] of [
      ['base', baseFirst, base],
      ['work', workFirst, work],
    ] as const) {
      if (!previews || state.routes[side] !== undefined || !first) continue;
      state.routes[side] = first.route;
      // The same variant as that side's other states (the variant's file's, the published screen's control).
      if (first.query) state.query = { ...state.query, [side]: first.query };
    }
  return [...states.values()];
}
