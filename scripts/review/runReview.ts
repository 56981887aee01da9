import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { type PreviewServer, preview } from 'vite';
import { brandIdFromEnv } from '../../language/brand/brand.ts';
import { checkScreens, formatProblem } from '../../language/check/checkScreens.ts';
import { screenPreviews } from '../../studio/server/previews.ts';
import { STUDIO_SESSION_QUERY, type StudioPreview } from '../../studio/studioTypes.ts';
import { launchChromium } from '../../tests/e2e/chromium.ts';
import { CONTENT_SECURITY_POLICY } from '../../tests/e2e/csp.ts';
import { type CompiledSide, compileSide, readSideSources } from './compiledScreens.ts';
import {
  type BaseCommit,
  removeSnapshots,
  repoRoot,
  resolveBase,
  snapshotCommit,
  snapshotWorkTree,
} from './gitSnapshot.ts';
import { type Capture, DEVICE_SCALE, openPhone, type Phone } from './phone.ts';
import { diffPngs, readPngSize } from './pixelDiff.ts';
import { reportHtml } from './reportHtml.ts';
import {
  changeEntries,
  type ReviewedScreen,
  type ReviewReport,
  type Side,
  type StateResult,
} from './reviewReport.ts';
import { changedScreens, type ReviewState, reviewStates, type ScreenChange } from './screenDiff.ts';
import { buildSide, type SideBuild } from './sideBuild.ts';
import { diffHunks, diffLines, hasChanges } from './textDiff.ts';

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
interface SideRun {
  side: Side;
  root: string;
  compiled: CompiledSide;
  build?: SideBuild;
  server?: PreviewServer;
  origin?: string;
}

const seconds = (ms: number) => Math.round(ms / 100) / 10;

/** Runs tasks with at most `limit` at once, in order of the list. */
async function pool<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** Serves a side's build with its own sandbox (its `vite.config.ts`), under the production CSP. */
async function serve(root: string, outDir: string): Promise<{ server: PreviewServer; origin: string }> {
  process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING = 'true';
  const server = await preview({
    root,
    configFile: join(root, 'vite.config.ts'),
    logLevel: 'error',
    base: '/',
    build: { outDir },
    preview: {
      host: '127.0.0.1',
      port: 0,
      strictPort: false,
      headers: { 'Content-Security-Policy': CONTENT_SECURITY_POLICY },
    },
  });
  const address = server.httpServer.address();
  if (!address || typeof address === 'string') throw new Error('the preview server has no port');
  return { server, origin: `http://127.0.0.1:${address.port}` };
}

/** The checker's problems with the work tree's changed screens, by screen (a part's problem goes to the screens using it). */
function checkerProblems(root: string, files: string[]): Map<string, string[]> {
  const byScreen = new Map<string, string[]>();
  if (files.length === 0) return byScreen;
  let problems: ReturnType<typeof checkScreens>;
  try {
    problems = checkScreens(root, files);
  } catch (error) {
    const message = `the checker stopped: ${error instanceof Error ? error.message : String(error)}`;
    for (const file of files) byScreen.set(file, [message]);
    return byScreen;
  }
  for (const problem of problems) {
    // A problem in a part's body is reported in the part file, naming the screen that uses it.
    const screens = files.filter(
      (file) => problem.file === file || problem.message.includes(`used at ${file}:`),
    );
    for (const screen of screens)
      byScreen.set(screen, [...(byScreen.get(screen) ?? []), formatProblem(problem)]);
  }
  return byScreen;
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

/** The branch checked out in the work tree, for the report's heading. */
function currentBranch(repo: string): string {
  try {
    return execFileSync('git', ['-C', repo, 'symbolic-ref', '--quiet', '--short', 'HEAD'], {
      encoding: 'utf8',
    }).trim();
  } catch {
    return 'a detached HEAD';
  }
}

/** A file name for a state's screenshot. */
const shotName = (state: ReviewState, side: Side) =>
  `shots/${state.screen.replace(/^screens\//, '').replace(/\.json$/, '')}--${state.scenario.replace(/[^A-Za-z0-9_-]+/g, '_')}--${side}.png`;

/** Compares what the borrower gets on both sides of a state. */
function compareState(
  state: ReviewState,
  captures: Partial<Record<Side, Capture>>,
  failures: { side: Side; reason: string }[],
  out: string,
): StateResult {
  const base = captures.base;
  const work = captures.work;
  const only: Side | undefined = !state.routes.base ? 'work' : !state.routes.work ? 'base' : undefined;
  for (const side of ['base', 'work'] as const) {
    const failure = captures[side]?.failure;
    if (failure) failures.push({ side, reason: failure });
  }
  const textDiff = diffLines(base?.snapshot ?? '', work?.snapshot ?? '');
  const text = hasChanges(textDiff);
  const hasPng = (capture?: Capture) => capture !== undefined && capture.png.length > 0;
  const pixels = hasPng(base) && hasPng(work) ? diffPngs(base!.png, work!.png) : undefined;
  const pixelsDiffer = pixels ? pixels.changed > 0 : hasPng(base) !== hasPng(work) || only !== undefined;
  const status = failures.length > 0 ? 'failing' : text || pixelsDiffer ? 'changed' : 'unchanged';
  const shots: StateResult['shots'] = {};
  if (status !== 'unchanged')
    for (const side of ['base', 'work'] as const) {
      const capture = captures[side];
      if (!capture || capture.png.length === 0) continue;
      shots[side] = shotName(state, side);
      writeFileSync(join(out, shots[side]), capture.png);
    }
  const size =
    pixels ?? (hasPng(work) ? readPngSize(work!.png) : hasPng(base) ? readPngSize(base!.png) : undefined);
  const box = pixels?.box;
  return {
    screen: state.screen,
    scenario: state.scenario,
    description: state.description,
    status,
    text,
    pixels: pixelsDiffer,
    ...(only ? { only } : {}),
    failures,
    textDiff: status === 'unchanged' ? [] : diffHunks(textDiff),
    ...(box
      ? {
          region: {
            x: Math.floor(box.x / DEVICE_SCALE),
            y: Math.floor(box.y / DEVICE_SCALE),
            width: Math.ceil(box.width / DEVICE_SCALE),
            height: Math.ceil(box.height / DEVICE_SCALE),
          },
        }
      : {}),
    shots,
    ...(size
      ? {
          size: {
            width: Math.round(size.width / DEVICE_SCALE),
            height: Math.round(size.height / DEVICE_SCALE),
          },
        }
      : {}),
    notes: (['base', 'work'] as const).flatMap((side) =>
      (captures[side]?.notes ?? []).map((note) => `${side === 'base' ? 'base' : 'work tree'}: ${note}`),
    ),
  };
}

/** What a review renders, found before any build: both sides snapshotted and compiled, the changed screens and their states. */
interface ReviewPlan {
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
function planReview(options: ReviewOptions, out: string): ReviewPlan {
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
    // Every preview the studio knows for a changed screen, on either side.
    const previewsOf = (side: SideRun, file: string): StudioPreview[] | undefined => {
      const version = side.compiled.screens.get(file);
      if (!version) return undefined;
      return version.compiled ? screenPreviews(version, join(side.root, 'sandbox/fixtures')) : [];
    };
    const states = changes.flatMap((change) =>
      reviewStates(change.file, previewsOf(sides.base, change.file), previewsOf(sides.work, change.file)),
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

/**
 * Reviews the work tree against a base commit: compiles the screens of both, renders every state of
 * the screens whose compiled form differs on both, in Chromium at 390×844 with each side's sandbox,
 * and compares what the borrower gets (text, accessible names and roles, pixels). Writes
 * `index.html`, `changes.json` and the screenshots of every changed state to `out`, and returns the
 * report. It never throws for a side that does not build or a state that does not render: those are
 * listed as failing.
 */
export async function runReview(options: ReviewOptions = {}): Promise<ReviewReport> {
  const started = Date.now();
  const log = options.log ?? (() => undefined);
  const toolRoot = resolve(import.meta.dirname, '../..');
  const out = resolve(options.out ?? join(repoRoot(resolve(options.repo ?? process.cwd())), 'review'));
  const timings: Record<string, number> = {};
  const browserHolder: { browser?: Browser } = {};
  // 1. Both sides as folders, compiled as their builds would compile them; the states to render.
  const plan = planReview(options, out);
  const { repo, base, brand, states, screens, notes } = plan;
  const baseSide = plan.sides.base;
  const workSide = plan.sides.work;
  try {
    timings.compile = seconds(Date.now() - started);
    log(
      `${screens.length} screen${screens.length === 1 ? '' : 's'}, ${states.length} state${states.length === 1 ? '' : 's'} to render (base: ${base.label}; compiled in ${timings.compile} s)`,
    );
    // 2. Each side's app, built (or taken from the cache) in child processes and served with its
    // sandbox; meanwhile the browser starts and the work tree's checker runs here.
    const results: StateResult[] = [];
    if (states.length > 0) {
      const buildStarted = Date.now();
      const built = Promise.all(
        [baseSide, workSide].map(async (side) => {
          side.build = await buildSide(side.root, brand, {
            toolRoot,
            ...(options.cacheDir ? { cacheDir: options.cacheDir } : {}),
          });
          if ('error' in side.build)
            notes.push(
              `The ${side.side === 'base' ? 'base' : 'work tree'} does not build:\n${side.build.error}`,
            );
          else {
            log(
              `${side.side === 'base' ? 'base' : 'work tree'}: ${side.build.cached ? 'build reused' : `built in ${seconds(side.build.ms)} s`}`,
            );
            try {
              Object.assign(side, await serve(side.root, side.build.outDir));
            } catch (error) {
              side.build = {
                error: `its build could not be served: ${error instanceof Error ? error.message : String(error)}`,
                ms: side.build.ms,
              };
            }
          }
        }),
      );
      const launched = launchChromium();
      launched.then(
        (browser) => {
          browserHolder.browser = browser;
        },
        () => undefined,
      );
      // What the work tree's checker refuses in a changed screen counts as failing.
      const checked = checkerProblems(
        workSide.root,
        screens.filter((screen) => workSide.compiled.screens.has(screen.file)).map((screen) => screen.file),
      );
      await built;
      const browser = await launched;
      timings.build = seconds(Date.now() - buildStarted);

      // 4. Every state on both sides, a few pages at once, compared as soon as both are captured.
      const renderStarted = Date.now();
      rmSync(join(out, 'shots'), { recursive: true, force: true });
      mkdirSync(join(out, 'shots'), { recursive: true });
      const bySide = (
        phone: Phone,
        side: SideRun,
        state: ReviewState,
      ): Promise<Capture | string | undefined> => {
        const route = state.routes[side.side];
        if (route === undefined) return Promise.resolve(undefined);
        if (side.build && 'error' in side.build)
          return Promise.resolve(
            `the ${side.side === 'base' ? 'base' : 'work tree'} does not build: ${side.build.error.split('\n')[0]}`,
          );
        if (!side.origin) return Promise.resolve('no server');
        return phone.capture({
          origin: side.origin,
          path: `${route}?${STUDIO_SESSION_QUERY}`,
          scenario: state.scenario,
        });
      };
      const indexed = states.map((state, index) => ({ state, index }));
      const byIndex: StateResult[] = [];
      // One phone per worker, reused from state to state (phone.ts says why).
      const phones: Phone[] = [];
      try {
        await pool(indexed, options.concurrency ?? 3, async ({ state, index }) => {
          const phone = phones.pop() ?? (await openPhone(browser));
          try {
            const captures: Partial<Record<Side, Capture>> = {};
            const failures: { side: Side; reason: string }[] = [];
            for (const side of [baseSide, workSide]) {
              const result = await bySide(phone, side, state);
              if (typeof result === 'string') failures.push({ side: side.side, reason: result });
              else if (result) captures[side.side] = result;
            }
            for (const problem of checked.get(state.screen) ?? [])
              failures.push({ side: 'work', reason: `the checker refuses it: ${problem}` });
            byIndex[index] = compareState(state, captures, failures, out);
          } finally {
            phones.push(phone);
          }
        });
      } finally {
        await Promise.all(phones.map((phone) => phone.close()));
      }
      results.push(...byIndex);
      timings.render = seconds(Date.now() - renderStarted);
    }
    timings.total = seconds(Date.now() - started);
    const report: ReviewReport = {
      base: { label: base.label, commit: base.commit },
      work: { label: `work tree of ${currentBranch(repo)}` },
      brand,
      out,
      screens,
      states: results,
      timings,
      notes,
    };
    mkdirSync(out, { recursive: true });
    if (states.length === 0) rmSync(join(out, 'shots'), { recursive: true, force: true });
    writeFileSync(join(out, 'index.html'), reportHtml(report));
    writeFileSync(join(out, 'changes.json'), `${JSON.stringify(changeEntries(report), null, 2)}\n`);
    writeFileSync(join(out, 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
    return report;
  } finally {
    await browserHolder.browser?.close().catch(() => undefined);
    for (const side of [baseSide, workSide]) await side.server?.close().catch(() => undefined);
    plan.dispose();
  }
}
