import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EXPERIMENTS_DIR } from '../compile/screenFiles.ts';

/** One variant of an experiment as its file writes it: the control has no screen of its own. */
export interface VariantDef {
  id: string;
  share: number;
  screen?: string;
  description?: string;
}

/** What counts as a borrower converting: one of `call`, `navigate`, `bridge`. */
export interface GoalDef {
  id: string;
  call?: string;
  navigate?: string;
  bridge?: string;
}

export type ExperimentStatus = 'running' | 'stopped' | 'decided';

/** An experiment file (`experiments/<id>.json`, schemas/experiment.schema.json). */
export interface ExperimentDef {
  id: string;
  description?: string;
  screen: string;
  status: ExperimentStatus;
  winner?: string;
  variants: VariantDef[];
  goals: GoalDef[];
}

/** Every experiment file of the project, relative to the root (`experiments/goLoanButton.json`), sorted. */
export function experimentFiles(root: string): string[] {
  const dir = join(root, EXPERIMENTS_DIR);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => `${EXPERIMENTS_DIR}/${entry.name}`)
    .sort();
}

/**
 * The experiment files that parse, as written. The checker proves them (`checkExperiments`); the
 * build reads them only once `npm run check:screens` has, so a broken one is skipped here.
 */
export function readExperiments(root: string): ExperimentDef[] {
  const experiments: ExperimentDef[] = [];
  for (const file of experimentFiles(root)) {
    try {
      const data = JSON.parse(readFileSync(join(root, file), 'utf8')) as ExperimentDef;
      if (typeof data.id === 'string' && Array.isArray(data.variants) && Array.isArray(data.goals))
        experiments.push(data);
    } catch {
      // Reported by the checker.
    }
  }
  return experiments;
}

/** The experiment of each screen that has one running or decided (the checker allows one a screen). */
export function liveExperiments(root: string): Map<string, ExperimentDef> {
  const byScreen = new Map<string, ExperimentDef>();
  for (const experiment of readExperiments(root))
    if (experiment.status !== 'stopped' && !byScreen.has(experiment.screen))
      byScreen.set(experiment.screen, experiment);
  return byScreen;
}

/**
 * The routes of each live experiment's screen (`/loanConfirm` → its experiment), from the published
 * screens; `running` only those still splitting: what the edge and the preview split.
 */
export function experimentsByRoute(root: string, running = false): Map<string, ExperimentDef> {
  const live = [...liveExperiments(root).values()].filter(
    (experiment) => !running || experiment.status === 'running',
  );
  const byRoute = new Map<string, ExperimentDef>();
  if (live.length === 0) return byRoute;
  for (const name of readdirSync(join(root, 'screens')).filter((file) => file.endsWith('.json'))) {
    try {
      const screen = JSON.parse(readFileSync(join(root, 'screens', name), 'utf8')) as {
        id?: unknown;
        routes?: unknown;
      };
      const experiment = live.find((entry) => entry.screen === screen.id);
      if (experiment && Array.isArray(screen.routes))
        for (const route of screen.routes) if (typeof route === 'string') byRoute.set(route, experiment);
    } catch {
      // Reported by the checker.
    }
  }
  return byRoute;
}

/** The routes of each running experiment's screen: what the edge and the preview split. */
export const runningByRoute = (root: string) => experimentsByRoute(root, true);
