import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The folder of experiment files (`experiments/<id>.json`) and their variants' screens. */
export const EXPERIMENTS_DIR = 'experiments';

/**
 * The variants' screen files (`experiments/<experiment>/<variant>.json`), sorted: whole screens, each
 * proven, translated, reviewed and shown in the studio as a screen is (DESIGN §14).
 */
export function variantFiles(root: string): string[] {
  const dir = join(root, EXPERIMENTS_DIR);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .flatMap((experiment) =>
      readdirSync(join(dir, experiment))
        .filter((name) => name.endsWith('.json'))
        .sort()
        .map((name) => `${EXPERIMENTS_DIR}/${experiment}/${name}`),
    );
}

/** Whether a project file is a variant's screen (`experiments/goLoanButton/b.json`). */
export function isVariantFile(file: string): boolean {
  return /^experiments\/[^/]+\/[^/]+\.json$/.test(file);
}

/**
 * Every screen file of the project, relative to the root, sorted: the published screens
 * (`screens/x.json`), then the experiments' variants (`experiments/<id>/<variant>.json`).
 */
export function screenFiles(root: string): string[] {
  const published = readdirSync(join(root, 'screens'))
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => `screens/${name}`);
  return [...published, ...variantFiles(root)];
}
