import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import type { PreviewServer } from 'vite';
import { brandIdFromEnv } from '../../language/brand/brand.ts';
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
import type { ReviewedScreen, Side } from './reviewReport.ts';
import { changedScreens, type ReviewState, reviewStates, type ScreenChange } from './screenDiff.ts';
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
  /** Only these screen files (`screens/x.json`), when given. */
  screens?: string[];
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
  compiled: CompiledSide;
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
  states: ReviewState[];
  screens: ReviewedScreen[];
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
    const sides: Record<Side, SideRun> = {
      base: { side: 'base', root: baseRoot, compiled: compileSide(readSideSources(baseRoot, brand)) },
      work: { side: 'work', root: workRoot, compiled: compileSide(readSideSources(workRoot, brand)) },
    };
    for (const side of [sides.base, sides.work])
      if (side.compiled.brandError)
        notes.push(`${side.side === 'base' ? 'Base' : 'Work tree'}: ${side.compiled.brandError}`);
    let changes: ScreenChange[] = changedScreens(sides.base.compiled, sides.work.compiled, options.all);
    if (options.screens) changes = changes.filter((change) => options.screens?.includes(change.file));
    notes.push(...codeNotes(repo, base));
    // Every state of the plan (the studio's previews too) for a changed screen, on either side.
    const statesOf = (side: SideRun, file: string): ScreenState[] | undefined => {
      const version = side.compiled.screens.get(file);
      if (!version) return undefined;
      return version.compiled ? screenStates(version, join(side.root, 'sandbox/fixtures')) : [];
    };
    const states = changes.flatMap((change) =>
      reviewStates(change.file, statesOf(sides.base, change.file), statesOf(sides.work, change.file)),
    );
    const screens = changes.map((change) => ({
      file: change.file,
      reason: change.reason,
      states: states.filter((state) => state.screen === change.file).length,
    }));
    return { repo, base, brand, temp, sides, states, screens, notes, dispose };
  } catch (error) {
    dispose();
    throw error;
  }
}

/** The screens a review of the work tree would render, and why, without rendering them (the studio's list). */
export function findChanges(options: ReviewOptions = {}): {
  base: BaseCommit;
  screens: ReviewedScreen[];
  notes: string[];
} {
  const plan = planReview(
    options,
    resolve(options.out ?? join(repoRoot(resolve(options.repo ?? process.cwd())), 'review')),
  );
  plan.dispose();
  return { base: plan.base, screens: plan.screens, notes: plan.notes };
}
