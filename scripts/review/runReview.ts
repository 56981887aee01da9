import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { type PreviewServer, preview } from 'vite';
import { checkScreens, formatProblem } from '../../language/check/checkScreens.ts';
import { STATE_SESSION_QUERY } from '../../sandbox/stateSession.ts';
import { launchChromium } from '../../tests/e2e/chromium.ts';
import { CONTENT_SECURITY_POLICY } from '../../tests/e2e/csp.ts';
import { compareState } from './compareState.ts';
import { repoRoot } from './gitSnapshot.ts';
import { type Capture, openPhone, type Phone } from './phone.ts';
import { planReview, type ReviewOptions, type SideRun } from './planReview.ts';
import { reportHtml } from './reportHtml.ts';
import { changeEntries, type ReviewReport, type Side, type StateResult } from './reviewReport.ts';
import type { ReviewState } from './screenDiff.ts';
import { buildSide } from './sideBuild.ts';

export type { ReviewOptions };

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
  const { repo, base, brand, locales, states, screens, translations, notes } = plan;
  const baseSide = plan.sides.base;
  const workSide = plan.sides.work;
  try {
    timings.compile = seconds(Date.now() - started);
    log(
      `${screens.length} screen${screens.length === 1 ? '' : 's'}, ${states.length} state${states.length === 1 ? '' : 's'} to render in ${locales.join(', ')} (base: ${base.label}; compiled in ${timings.compile} s)`,
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
        // The locale as the borrower's app is opened in it: the session parameter `lang` (DESIGN §12);
        // then the state's own, the variant it shows (`variant=goLoanButton:b`), whatever the device's split.
        const query = new URLSearchParams(STATE_SESSION_QUERY);
        query.set('lang', state.locale);
        for (const [name, value] of Object.entries(state.query?.[side.side] ?? {})) query.set(name, value);
        return phone.capture({ origin: side.origin, path: `${route}?${query}`, scenario: state.scenario });
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
      locales,
      out,
      screens,
      states: results,
      timings,
      translations,
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
