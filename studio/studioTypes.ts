/**
 * What the studio page and the studio's dev-server endpoints (`/__studio/api/*`) exchange.
 * Every path is relative to the project root, e.g. `screens/orderDetails.json`.
 */

import type { ScreenState } from '../sandbox/screenStates.ts';

/** A screen file in the side list. */
export interface StudioScreen {
  file: string;
  id: string;
  title: string;
  routes: string[];
  /**
   * For a variant's screen (`experiments/goLoanButton/b.json`, DESIGN §14): its experiment and the
   * variant's id, as its path names them. Its `id` and `routes` are those of the published screen.
   */
  variant?: { experiment: string; id: string };
}

/** An experiment file in the side list (`experiments/goLoanButton.json`). */
export interface StudioExperiment {
  file: string;
  id: string;
  /** The id of the screen it runs on; empty when the file cannot be read. */
  screen: string;
  /** `running`, `stopped`, `decided`; empty when the file cannot be read. */
  status: string;
}

/** A part file in the side list, with the screens that use it. */
export interface StudioPart {
  file: string;
  name: string;
  usedBy: string[];
}

/** `GET /__studio/api/files`. */
export interface StudioFiles {
  /** The published screens, then the variants' (as `screenFiles` orders them). */
  screens: StudioScreen[];
  parts: StudioPart[];
  experiments: StudioExperiment[];
}

/** One live preview: a state of the plan the studio and the review share (sandbox/screenStates.ts). */
export type StudioPreview = ScreenState;

/** One checker problem, located in the file (1-based line and column). */
export interface StudioProblem {
  file: string;
  pointer: string;
  message: string;
  line: number;
  column: number;
  /** The source line with a caret under the offending token, for a mistake inside a formula. */
  excerpt?: string;
  /** The problem as `npm run check:screens` prints it. */
  text: string;
  /**
   * `warning`: a catalog's problem at the text it is about (untranslated, stale): shown, never a reason
   * to refuse a save (CI's check:screens fails on it). Absent: the checker's error, which refuses one.
   */
  severity?: 'warning';
}

/** `GET /__studio/api/file?path=`: a screen, a part, an experiment or a variant's screen. */
export interface StudioFile {
  file: string;
  text: string;
  /** The version of the text on disk (`fileVersion`): a save names it, and is refused when the file has moved on. */
  version: string;
  problems: StudioProblem[];
  previews: StudioPreview[];
}

/**
 * `POST /__studio/api/save`: written (with the catalogs' warnings about the file as saved), or refused
 * with the checker's problems (the file on disk unchanged).
 */
export type StudioSaveResult =
  | { saved: true; problems: StudioProblem[]; version: string }
  | { saved: false; problems: StudioProblem[] }
  /**
   * HTTP 409: the file was saved by someone else (another tab, another editor of the draft) since this
   * text was opened from version `version` of it. Nothing is written: `newer` is the file as it is now.
   */
  | { saved: false; problems: []; conflict: { message: string; newer: { text: string; version: string } } };

/** `POST /__studio/api/save`'s body: the text, and the version of the file it was edited from. */
export interface StudioSaveRequest {
  file: string;
  text: string;
  /** `StudioFile.version` when the text was opened (or last saved); absent: save whatever is on disk. */
  version?: string;
}

/** Where a value of a compiled screen was written. */
export interface StudioSource {
  file: string;
  pointer: string;
  /** 1-based line and column of the value in `file`. */
  line: number;
  column: number;
  /** The value as written, e.g. `=canBorrowAgain`. */
  text: string;
}

/** What a condition decides: whether a widget, a form field or an action shows or runs, or a data source loads. */
export type ConditionOwner = 'widget' | 'action' | 'source' | 'field';

/** A `when`, `visible` or `disabled` of a screen (or the `cond` of an `if` action), compiled, with where it was written. */
export interface StudioCondition {
  /** JSON pointer of the condition in the compiled screen, e.g. `/body/0/children/3/when`. */
  pointer: string;
  key: 'when' | 'visible' | 'disabled' | 'cond';
  /** The compiled expression the interpreter runs. */
  tree: unknown;
  owner: ConditionOwner;
  /** The owner's `type` (`button`, `openModal`), or the source's endpoint. */
  ownerType: string;
  /** The owner's label or text when it is plain text, else its type. */
  ownerLabel: string;
  source: StudioSource;
  /** The `let` names the formula reads, with their formulas. */
  names: { name: string; text: string }[];
  /**
   * A condition its owner decides for each element of a list of its own (a form's `visible`, once per
   * field of its `items`; the widget schema says so with `x-scope`): that list's compiled formula, and
   * the per-element label formula, if the owner has one for the same list.
   */
  perItem?: { items: unknown; label?: unknown };
}

/** `GET /__studio/api/conditions?path=` (a screen file). */
export interface StudioConditions {
  file: string;
  /** The language the owners' labels are in (`?locale=`, default `en`). */
  locale: string;
  conditions: StudioCondition[];
}

/** `GET /__studio/api/locales`: the languages the app ships (English first, then each catalog's). */
export interface StudioLocales {
  locales: { id: string; name: string }[];
}

/** The custom dev-server event sent when a file under `screens/`, `experiments/` or `locales/` changes on disk. */
export const FILE_CHANGED_EVENT = 'loan-studio:file-changed';

/** The brands of the project (brands/*.json) and the one the dev server builds pages under. */
export interface StudioBrands {
  brands: { id: string; name: string }[];
  current: string;
}

/** A screen the work tree changes against HEAD, as the change review sees it. */
export interface StudioChangedScreen {
  file: string;
  /** Why it is reviewed, in words: "its compiled form differs", "new screen", … */
  reason: string;
  /** The states the review renders it in (the previews of the studio, on both sides), once per language it differs in. */
  states: number;
}

/** `GET /__studio/api/changes`: the screens whose compiled form differs from HEAD's, found in a second or two. */
export interface StudioChanges {
  /** The commit compared with, e.g. `HEAD (5e4f7a7)`. */
  base: string;
  screens: StudioChangedScreen[];
  /** Each translation the change of English made stale, each text it added untranslated, as the review prints them. */
  translations: string[];
  notes: string[];
}

/** `POST /__studio/api/changes/review`: the review of those screens, rendered on both sides (`npm run review -- --base HEAD`). */
export interface StudioReview {
  /** "3 changed, 0 failing, 21 unchanged states of 2 screens (…)". */
  totals: string;
  /** One line per changed or failing state, as the command prints them. */
  lines: string[];
  /** The report's page (its sections: the screenshots side by side, the text diff), served by the studio. */
  reportUrl: string;
}

/** One text of a file and its translation in one language. */
export interface StudioTranslation {
  /** The English text (the catalog's `msgid`). */
  id: string;
  context?: string;
  translation: string;
  /** `missing`: not in the catalog yet; `stale`: translated for an earlier English (`previous`). */
  state: 'translated' | 'untranslated' | 'stale' | 'missing';
  previous?: string;
  /** The line of the file it is first written on. */
  line: number;
}

/** `GET /__studio/api/translations?path=&locale=`: a file's texts in one catalog. */
export interface StudioTranslations {
  file: string;
  locale: string;
  /** `locales/fil.po` */
  catalog: string;
  version: string;
  texts: StudioTranslation[];
}

/**
 * `POST /__studio/api/translations` `{ locale, texts: [{ id, context?, translation }] }`: 200
 * `{ saved: true, file, version }`, or 422 `{ saved: false, problems: string[] }` (nothing written).
 */
export type StudioTranslationsSave =
  | { saved: true; file: string; version: string }
  | { saved: false; problems: string[] };

/** A brand's art file saved by the studio service (`POST <draft>__studio/api/art`, `{ file, data }` in base64). */
export type StudioArtSave =
  | { saved: true; file: string; replaced: boolean }
  | { saved: false; message: string };
