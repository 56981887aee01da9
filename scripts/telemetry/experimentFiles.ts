import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What the report needs of an experiment's file (`experiments/<id>.json`, schemas/experiment.schema.json):
 * the control and the shares the sample-ratio check holds the split to, the goals in the file's order.
 */
export interface ExperimentFile {
  id: string;
  /** The screen it runs on. */
  screen: string;
  /** `running`, `stopped` or `decided`. */
  status: string;
  /** The control first, each with its percentage of borrowers. */
  variants: { id: string; share: number }[];
  goals: { id: string }[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * An experiment file's text narrowed to what the report reads, or why it cannot be: the checker
 * holds the files to their schema, but the report also runs on an analyst's copy of the folder, and
 * a share that is not a positive number would print figures that mean nothing.
 */
export function parseExperimentFile(text: string): ExperimentFile | { problem: string } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { problem: 'not JSON' };
  }
  if (!isRecord(value)) return { problem: 'not an object' };
  const { id, screen, status, variants, goals } = value;
  if (typeof id !== 'string' || id === '') return { problem: 'no id' };
  if (!Array.isArray(variants) || variants.length < 2) return { problem: 'fewer than two variants' };
  const parsed: ExperimentFile['variants'] = [];
  for (const variant of variants) {
    if (!isRecord(variant) || typeof variant.id !== 'string') return { problem: 'a variant without an id' };
    const share = variant.share;
    if (typeof share !== 'number' || !Number.isFinite(share) || share <= 0)
      return { problem: `variant ${variant.id}: a share that is not a positive number` };
    parsed.push({ id: variant.id, share });
  }
  const goalIds = Array.isArray(goals) ? goals.map((goal) => (isRecord(goal) ? goal.id : undefined)) : [];
  if (!goalIds.every((goal): goal is string => typeof goal === 'string'))
    return { problem: 'a goal without an id' };
  return {
    id,
    screen: typeof screen === 'string' ? screen : '',
    status: typeof status === 'string' ? status : '',
    variants: parsed,
    goals: goalIds.map((goal) => ({ id: goal })),
  };
}

/** The experiment files of a folder, by id, and the ones that could not be read, with why. */
export interface ExperimentFiles {
  files: Map<string, ExperimentFile>;
  /** `<path>: <why>`, one a file left out. */
  problems: string[];
}

/**
 * The experiment files of a folder (its `*.json`, not the variants' screens in its subfolders), by
 * id, read once. No folder is no experiments. A file the report cannot read is left out and named
 * in `problems`, not fatal: the rest of the report (errors, drift, vitals) stands without it, and its
 * experiment is shown as one without a file.
 */
export function readExperimentFiles(folder: string): ExperimentFiles {
  const files = new Map<string, ExperimentFile>();
  const problems: string[] = [];
  if (!existsSync(folder)) return { files, problems };
  const names = readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => entry.name)
    .sort();
  for (const name of names) {
    const file = parseExperimentFile(readFileSync(join(folder, name), 'utf8'));
    if ('problem' in file) problems.push(`${join(folder, name)}: ${file.problem}`);
    else files.set(file.id, file);
  }
  return { files, problems };
}
