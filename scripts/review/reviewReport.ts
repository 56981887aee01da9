import { type TranslationChange, translationChangeLine } from '../../language/locale/staleTranslations.ts';
import type { Box } from './pixelDiff.ts';
import type { ChangeReason } from './screenDiff.ts';
import type { DiffHunk } from './textDiff.ts';

/** One side of a review. */
export type Side = 'base' | 'work';

/** What a review found in one state of a screen. */
export interface StateResult {
  /** The screen file, e.g. `screens/orderDetails.json`. */
  screen: string;
  /** The sandbox scenario, e.g. `order-174-delay1`. */
  scenario: string;
  /** The language it was rendered in (`lang=` on its address), e.g. `fil`. */
  locale: string;
  /** What the scenario answers (the studio's description). */
  description: string;
  status: 'changed' | 'unchanged' | 'failing';
  /** The visible text or the accessible names and roles differ (the accessibility snapshot). */
  text: boolean;
  /** The screenshots differ. */
  pixels: boolean;
  /** Present when only one side has the screen (added or removed). */
  only?: Side;
  /** Why a side did not render the state (or the checker refuses the work tree's screen). */
  failures: { side: Side; reason: string }[];
  /** The accessibility snapshot's diff, base → work tree. */
  textDiff: DiffHunk[];
  /** The box around every changed pixel, in CSS pixels of the page. */
  region?: Box;
  /** The screenshots, relative to the report's folder (`shots/...png`), of each side that has one. */
  shots: { base?: string; work?: string };
  /** The screenshots' size in CSS pixels (the larger of the two). */
  size?: { width: number; height: number };
  /** Errors the pages reported while loading, by side. */
  notes: string[];
}

/** A screen a review rendered, and why. */
export interface ReviewedScreen {
  file: string;
  reason: ChangeReason;
  /** Its states, counted (each state once per language it is rendered in). */
  states: number;
  /** The languages its compiled form differs in, so it is rendered in. */
  locales: string[];
}

/** Everything a review found: what `review/index.html` and `review/changes.json` are written from. */
export interface ReviewReport {
  base: { label: string; commit: string };
  work: { label: string };
  brand: string;
  /** The languages the states were rendered in. */
  locales: string[];
  /** The folder the report is written to. */
  out: string;
  screens: ReviewedScreen[];
  /** Every rendered state, unchanged ones included (the report counts them, it does not show them). */
  states: StateResult[];
  /** Seconds each step took. */
  timings: Record<string, number>;
  /** The translations the change of English made stale, and the texts it added untranslated. */
  translations: TranslationChange[];
  /** What the reader should know: a side that did not build, app code that differs, … */
  notes: string[];
}

/** One entry of `review/changes.json`. */
export interface ChangeEntry {
  screen: string;
  scenario: string;
  locale: string;
  text: boolean;
  pixels: boolean;
  /** Present for a state that failed to render on a side: why, per side. */
  failed?: Partial<Record<Side, string>>;
  /** Present when only one side has the screen. */
  only?: Side;
}

/** The states a reader must look at: changed or failing, in report order. */
export function shownStates(report: ReviewReport): StateResult[] {
  return report.states.filter((state) => state.status !== 'unchanged');
}

/** `review/changes.json`: every changed or failing state. */
export function changeEntries(report: ReviewReport): ChangeEntry[] {
  return shownStates(report).map((state) => {
    let failed: Partial<Record<Side, string>> | undefined;
    for (const { side, reason } of state.failures) {
      failed ??= {};
      failed[side] = failed[side] ? `${failed[side]}\n${reason}` : reason;
    }
    return {
      screen: state.screen,
      scenario: state.scenario,
      locale: state.locale,
      text: state.text,
      pixels: state.pixels,
      ...(failed ? { failed } : {}),
      ...(state.only ? { only: state.only } : {}),
    };
  });
}

/** The one line the command prints for a changed or failing state. */
export function summaryLine(state: StateResult): string {
  const where = `${state.screen} ${state.scenario} [${state.locale}]`;
  if (state.status === 'failing')
    return `FAILING  ${where}: ${state.failures.map((f) => `${f.side === 'base' ? 'base' : 'work tree'}: ${f.reason.split('\n')[0]}`).join('; ')}`;
  const what = [
    state.only === 'work' ? 'new screen' : state.only === 'base' ? 'screen removed' : '',
    state.text ? 'text' : '',
    state.pixels
      ? `pixels${state.region ? ` (${state.region.width}×${state.region.height} at ${state.region.x},${state.region.y})` : ''}`
      : '',
  ].filter(Boolean);
  return `changed  ${where}: ${what.join(', ')}`;
}

/** The totals line: changed, failing and unchanged states over the screens rendered. */
export function totalsLine(report: ReviewReport): string {
  const count = (status: StateResult['status']) => report.states.filter((s) => s.status === status).length;
  const screens = report.screens.length;
  return `${count('changed')} changed, ${count('failing')} failing, ${count('unchanged')} unchanged state${count('unchanged') === 1 ? '' : 's'} of ${screens} screen${screens === 1 ? '' : 's'} (base: ${report.base.label}; brand ${report.brand}; ${report.locales.join(', ')})`;
}

/** The lines the command prints after the states: each translation the change made stale, each text it added untranslated. */
export function translationLines(report: ReviewReport): string[] {
  return report.translations.map(translationChangeLine);
}
