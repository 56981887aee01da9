import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import type { PreviewServer } from 'vite';
import { brandIdFromEnv } from '../../language/brand/brand.ts';
import { SOURCE_LOCALE } from '../../language/locale/catalog.ts';
import type { TranslationChange } from '../../language/locale/staleTranslations.ts';
import { type ScreenState, screenStates } from '../../sandbox/screenStates.ts';
import { type CompiledSide, compileSide, readSideSources } from './compiledScreens.ts';
import {
  type BaseCommit,
  removeSnapshots,
  repoRoot,
  resolveBase,
  snapshotCommit,
  snapshotWorkTree,
} from './gitSnapshot.ts';
import { reviewLocales, sourcesInLocale, translationChanges } from './localeSides.ts';
import type { ReviewedScreen, Side } from './reviewReport.ts';
import { type ChangeReason, changedScreens, type ReviewState, reviewStates } from './screenDiff.ts';
import type { SideBuild } from './sideBuild.ts';

/*
 * The first step of a review: both sides snapshotted and compiled, the screens whose compiled form
 * differs, and the states to render (`runReview` renders them; the studio lists them).
 */

/** What to review and where to write it. */
export interface ReviewOptions {
  /** A folder of the repository; the review compares its work tree. Default: the current folder. */
  repo?: string;
  /**
   * The commit to compare with. Default: the merge-base of HEAD with the branch the work started
   * from (its upstream, the branch it was created from, or `main`), else HEAD.
   */
  base?: string;
  /** Where the report goes (index.html, changes.json, shots/). Default: `review/` in the work tree. */
  out?: string;
  /** Render every screen, changed or not (to check that nothing diffs, or after a change of app code). */
  all?: boolean;
  /** Only these screen files (`screens/x.json`, a variant's `experiments/goLoanButton/b.json`), when given. */
  screens?: string[];
  /**
   * The languages each state is rendered in (`lang=` on its address), e.g. `['fil']`; a value may
   * list several, `en,fil`. Default: every locale of the work tree (English, then each catalog's).
   */
  locales?: string[];
  /** Pages rendered at once. Default 3: a page spends part of its time waiting on the network. */
  concurrency?: number;
  /** Where builds are kept between runs (sideBuild.ts). */
  cacheDir?: string;
  /** Progress lines (builds, counts). Default: none. */
  log?: (line: string) => void;
}

/** A side ready to render: its snapshot, its compiled screens, its build and its server. */
export interface SideRun {
  side: Side;
  root: string;
  /** Its screens compiled in English, as written. */
  compiled: CompiledSide;
  /** Its screens compiled in each reviewed locale, each language folded in as its build does (English: `compiled`). */
  byLocale: Map<string, CompiledSide>;
  build?: SideBuild;
  server?: PreviewServer;
  origin?: string;
}

/** Notes about what the screen comparison cannot see: code of the app or its compiler that differs. */
function codeNotes(repo: string, base: BaseCommit): string[] {
  try {
    const changed = execFileSync(
      'git',
      [
        '-C',
        repo,
        'diff',
        '--name-only',
        base.commit,
        '--',
        'src',
        'language',
        'scripts/lib',
        'index.html',
        'vite.config.ts',
        // The stylesheet is compared (every screen's look), so it needs no note.
        ':!src/styles.css',
        ':!src/styles',
      ],
      { encoding: 'utf8' },
    )
      .split('\n')
      .filter((line) => line !== '' && !line.endsWith('.test.ts') && !line.endsWith('.test.tsx'));
    if (changed.length === 0) return [];
    return [
      `App or compiler code differs from the base (${changed.slice(0, 5).join(', ')}${changed.length > 5 ? ', …' : ''}): screens whose compiled form is the same may still render differently; --all renders every screen.`,
    ];
  } catch {
    return [];
  }
}

/** What a review renders, found before any build: both sides snapshotted and compiled, the changed screens and their states. */
export interface ReviewPlan {
  repo: string;
  base: BaseCommit;
  brand: string;
  /** The folder holding both snapshots; removed with {@link ReviewPlan.dispose}. */
  temp: string;
  sides: Record<Side, SideRun>;
  /** The languages every state is rendered in. */
  locales: string[];
  states: ReviewState[];
  screens: ReviewedScreen[];
  /** The translations the change of English made stale, and the texts it added untranslated. */
  translations: TranslationChange[];
  notes: string[];
  dispose(): void;
}

/** Snapshots and compiles both sides and lists what a review renders (about a second or two). */
export function planReview(options: ReviewOptions, out: string): ReviewPlan {
  const repo = repoRoot(resolve(options.repo ?? process.cwd()));
  const base = resolveBase(repo, options.base);
  const brand = brandIdFromEnv();
  const temp = mkdtempSync(join(tmpdir(), 'loan-review-'));
  const dispose = () => removeSnapshots(temp);
  try {
    const notes: string[] = [];
    const baseRoot = join(temp, 'base');
    const workRoot = join(temp, 'work');
    snapshotCommit(repo, base.commit, baseRoot);
    const outInRepo = relative(repo, out);
    snapshotWorkTree(repo, workRoot, outInRepo.startsWith('..') || outInRepo === '' ? [] : [outInRepo]);
    const locales = reviewLocales(workRoot, options.locales);
    const compiledSide = (side: Side, root: string): SideRun => {
      const sources = readSideSources(root, brand);
      const compiled = compileSide(sources);
      const byLocale = new Map(
        locales.map((locale) => [
          locale,
          locale === SOURCE_LOCALE ? compiled : compileSide(sourcesInLocale(sources, root, locale)),
        ]),
      );
      return { side, root, compiled, byLocale };
    };
    const sides: Record<Side, SideRun> = {
      base: compiledSide('base', baseRoot),
      work: compiledSide('work', workRoot),
    };
    for (const side of [sides.base, sides.work])
      if (side.compiled.brandError)
        notes.push(`${side.side === 'base' ? 'Base' : 'Work tree'}: ${side.compiled.brandError}`);
    const changes = localeChanges(sides, locales, options.all).filter(
      (change) => !options.screens || options.screens.includes(change.file),
    );
    notes.push(...codeNotes(repo, base));
    // Every state of the plan (the studio's previews too) for a changed screen, on either side.
    const statesOf = (side: SideRun, file: string): ScreenState[] | undefined => {
      const version = side.compiled.screens.get(file);
      if (!version) return undefined;
      // A variant's file as that variant, a published screen with an experiment as its control.
      const fixtures = join(side.root, 'sandbox/fixtures');
      return version.compiled ? screenStates(version, fixtures, side.compiled.experiments) : [];
    };
    // The same states in each language whose compiled form of the screen differs.
    const states = changes.flatMap((change) =>
      change.locales.flatMap((locale) =>
        reviewStates(
          change.file,
          statesOf(sides.base, change.file),
          statesOf(sides.work, change.file),
          locale,
        ),
      ),
    );
    const screens = changes.map((change) => ({
      file: change.file,
      reason: change.reason,
      states: states.filter((state) => state.screen === change.file).length,
      locales: change.locales,
    }));
    const translations = translationChanges(baseRoot, workRoot, locales);
    return { repo, base, brand, temp, sides, locales, states, screens, translations, notes, dispose };
  } catch (error) {
    dispose();
    throw error;
  }
}

/**
 * The screens to review and in which languages: a screen whose compiled form differs in a locale is
 * rendered in it. Its reason is the English one; a screen that differs only in another language
 * differs by a translation (`translated`).
 */
function localeChanges(
  sides: Record<Side, SideRun>,
  locales: readonly string[],
  all = false,
): { file: string; reason: ChangeReason; locales: string[] }[] {
  const english = new Map(
    changedScreens(sides.base.compiled, sides.work.compiled, all).map((c) => [c.file, c.reason]),
  );
  const byFile = new Map<string, { file: string; reason: ChangeReason; locales: string[] }>();
  for (const locale of locales) {
    const before = sides.base.byLocale.get(locale);
    const after = sides.work.byLocale.get(locale);
    if (!before || !after) continue;
    for (const change of changedScreens(before, after, all)) {
      const inEnglish = english.get(change.file);
      const reason =
        inEnglish !== undefined && inEnglish !== 'requested'
          ? inEnglish
          : change.reason === 'compiled'
            ? 'translated'
            : change.reason;
      const found = byFile.get(change.file) ?? { file: change.file, reason, locales: [] };
      found.locales.push(locale);
      byFile.set(change.file, found);
    }
  }
  return [...byFile.values()].sort((a, b) => a.file.localeCompare(b.file));
}

/** The screens a review of the work tree would render, and why, without rendering them (the studio's list). */
export function findChanges(options: ReviewOptions = {}): {
  base: BaseCommit;
  screens: ReviewedScreen[];
  translations: TranslationChange[];
  notes: string[];
} {
  const plan = planReview(
    options,
    resolve(options.out ?? join(repoRoot(resolve(options.repo ?? process.cwd())), 'review')),
  );
  plan.dispose();
  return { base: plan.base, screens: plan.screens, translations: plan.translations, notes: plan.notes };
}
