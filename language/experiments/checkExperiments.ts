import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import { isObj, type Obj } from '../check/json.ts';
import { locate, type ParsedScreen, parseScreen, type ScreenProblem } from '../check/parsedScreen.ts';
import { isVariantFile } from '../compile/screenFiles.ts';
import { type ExperimentDef, experimentFiles, type GoalDef } from './experiments.ts';

/** Whether a project file is an experiment's (`experiments/goLoanButton.json`), not one of its variants. */
export function isExperimentFile(file: string): boolean {
  return /^experiments\/[^/]+\.json$/.test(file);
}

let validateExperiment: ReturnType<Ajv['compile']> | undefined;
function experimentValidator(root: string): ReturnType<Ajv['compile']> {
  if (validateExperiment) return validateExperiment;
  const schema = JSON.parse(readFileSync(join(root, 'schemas/experiment.schema.json'), 'utf8')) as object;
  validateExperiment = new Ajv({ allErrors: true, strict: true }).compile(schema);
  return validateExperiment;
}

/** Every action object of a compiled screen (body, modals, onLoad, onBack, nested `onSuccess`...). */
function* actions(node: unknown): Generator<Obj> {
  if (Array.isArray(node)) for (const item of node) yield* actions(item);
  else if (isObj(node)) {
    if (typeof node.type === 'string') yield node;
    for (const value of Object.values(node)) yield* actions(value);
  }
}

/** Whether a compiled screen can reach a goal: it sends the call, navigates there, or sends the bridge action. */
export function screenReaches(screen: Obj, goal: GoalDef): boolean {
  for (const action of actions(screen)) {
    if (goal.call !== undefined && action.type === 'call' && action.endpoint === goal.call) return true;
    if (goal.navigate !== undefined && action.type === 'navigate' && action.to === goal.navigate) return true;
    if (goal.bridge !== undefined && action.type === 'bridge' && action.action === goal.bridge) return true;
  }
  return false;
}

const goalText = (goal: GoalDef) =>
  goal.call !== undefined
    ? `a call of ${goal.call}`
    : goal.navigate !== undefined
      ? `a navigation to ${goal.navigate}`
      : `the bridge action ${goal.bridge}`;

/**
 * Proves the experiment files (DESIGN §14) against `schemas/experiment.schema.json` and the project:
 * the file is named after its id, its screen exists, the control is the published screen and every
 * other variant a screen file of its own with the same id and routes, the shares add up to 100, a
 * decided one names its winner, one live experiment a screen, and every goal reachable on every
 * variant. `screens`: the project's screens, compiled (parts expanded), as the screen checker has them.
 */
export function checkExperiments(
  root: string,
  screens: readonly ParsedScreen[],
  overrides: Record<string, string> = {},
): ScreenProblem[] {
  const problems: ScreenProblem[] = [];
  const published = new Map<string, ParsedScreen>();
  const byFile = new Map<string, ParsedScreen>();
  for (const screen of screens) {
    byFile.set(screen.file, screen);
    if (!isVariantFile(screen.file) && typeof screen.data?.id === 'string')
      published.set(screen.data.id, screen);
  }
  const claimed = new Set<string>();
  const live = new Map<string, string>();
  const files = new Set(experimentFiles(root));
  // A file the studio or a test has in hand and not (yet) on disk is checked as well.
  for (const file of Object.keys(overrides)) if (isExperimentFile(file)) files.add(file);
  for (const file of [...files].sort()) {
    const parsed = parseScreen(file, overrides[file] ?? readFileSync(join(root, file), 'utf8'));
    const at = (pointer: string, message: string) =>
      problems.push({ file, pointer, message, ...locate(parsed, pointer) });
    if (parsed.parseError) {
      problems.push(parsed.parseError);
      continue;
    }
    const validate = experimentValidator(root);
    if (!validate(parsed.data)) {
      for (const error of validate.errors ?? []) at(error.instancePath, error.message ?? 'breaks the schema');
      continue;
    }
    const experiment = parsed.data as unknown as ExperimentDef;
    if (file !== `experiments/${experiment.id}.json`)
      at('/id', `the id "${experiment.id}" is not the file's name (experiments/${experiment.id}.json)`);
    const screen = published.get(experiment.screen);
    if (!screen?.data) {
      at('/screen', `no screen has the id "${experiment.screen}"`);
      continue;
    }
    if (experiment.status !== 'stopped') {
      const other = live.get(experiment.screen);
      if (other) at('/status', `${other} already runs on ${experiment.screen}: one live experiment a screen`);
      else live.set(experiment.screen, file);
    }
    const total = experiment.variants.reduce((sum, variant) => sum + Math.round(variant.share * 100), 0);
    if (total !== 10000) at('/variants', `the shares add up to ${total / 100}, not 100`);
    const ids = new Set<string>();
    experiment.variants.forEach((variant, i) => {
      if (ids.has(variant.id)) at(`/variants/${i}/id`, `the variant "${variant.id}" is named twice`);
      ids.add(variant.id);
    });
    if (experiment.status === 'decided' && (!experiment.winner || !ids.has(experiment.winner)))
      at('/winner', 'a decided experiment names its winner, one of its variants');
    if (experiment.status !== 'decided' && experiment.winner !== undefined)
      at('/winner', 'only a decided experiment has a winner');
    experiment.variants.forEach((variant, i) => {
      if (i === 0) {
        if (variant.screen !== undefined)
          at(
            `/variants/0/screen`,
            'the first variant is the control: the screen as published, no file of its own',
          );
        for (const [g, goal] of experiment.goals.entries())
          if (!screenReaches(screen.data as Obj, goal))
            at(`/goals/${g}`, `the published screen (${screen.file}) has no ${goalText(goal)}`);
        return;
      }
      const expected = `experiments/${experiment.id}/${variant.id}.json`;
      if (variant.screen !== expected) {
        at(`/variants/${i}/screen`, `variant "${variant.id}" needs its screen file, ${expected}`);
        return;
      }
      claimed.add(expected);
      const own = byFile.get(expected);
      if (!own) {
        at(`/variants/${i}/screen`, `${expected} does not exist`);
        return;
      }
      if (!own.data) return; // its own problems are the screen checker's
      if (own.data.id !== experiment.screen)
        problems.push({
          file: expected,
          pointer: '/id',
          message: `a variant of ${experiment.screen} has its id ("${experiment.screen}")`,
          ...locate(own, '/id'),
        });
      if (JSON.stringify(own.data.routes) !== JSON.stringify(screen.data?.routes))
        problems.push({
          file: expected,
          pointer: '/routes',
          message: `a variant has the routes of ${screen.file} (${JSON.stringify(screen.data?.routes)})`,
          ...locate(own, '/routes'),
        });
      for (const [g, goal] of experiment.goals.entries())
        if (!screenReaches(own.data, goal))
          at(`/goals/${g}`, `variant "${variant.id}" (${expected}) has no ${goalText(goal)}`);
    });
  }
  for (const screen of screens)
    if (isVariantFile(screen.file) && !claimed.has(screen.file))
      problems.push({
        file: screen.file,
        pointer: '',
        message: `no experiment names this file as a variant (experiments/<id>.json, "variants")`,
        line: 1,
        column: 1,
      });
  return problems;
}
