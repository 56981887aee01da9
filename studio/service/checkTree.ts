import { execFile } from 'node:child_process';
import { renameSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { printScreenJson } from '../../language/codemods/printScreenJson.ts';
import { checkScreenFile } from '../server/saveScreenFile.ts';
import type { StudioProblem } from '../studioTypes.ts';

/** The service's own `tsx`, which runs the clone's check scripts. */
const TSX = resolve(import.meta.dirname, '../../node_modules/tsx/dist/cli.mjs');

/**
 * Checks a tree as CI's `npm run check:screens` does, with the tree's own checker (the published
 * code, not the service's): every screen, part and catalog, and the screens' printing. Answers what
 * it printed when it refused, or undefined.
 */
export async function checkMergedTree(root: string): Promise<string | undefined> {
  for (const args of [['scripts/check-screens.ts'], ['scripts/format-screens.ts', '--check']]) {
    const result = await runWith(root, args);
    if (!result.ok) return result.output;
  }
  return undefined;
}

function runWith(cwd: string, args: string[]): Promise<{ ok: boolean; output: string }> {
  return new Promise((done) => {
    execFile(
      process.execPath,
      [TSX, ...args],
      { cwd, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => done({ ok: !error, output: `${stdout}${stderr}`.trim() }),
    );
  });
}

/**
 * Whether a file is checked and printed as a screen is: a screen, a part, an experiment or a variant's
 * screen (`experiments/goLoanButton/b.json`), every file `npm run check:screens` proves.
 */
const isScreenLike = (file: string) => file.startsWith('screens/') || file.startsWith('experiments/');

/** The checker's problems with the settled texts of a merge (screens, parts and experiments checked as a save is). */
export function checkSettled(root: string, files: ReadonlyMap<string, string>): StudioProblem[] {
  const problems: StudioProblem[] = [];
  for (const [file, text] of files) {
    if (/<{7}|>{7}/.test(text))
      problems.push(problemOf(file, 'the text still has a conflict marker (<<<<<<< or >>>>>>>)'));
    else if (isScreenLike(file)) problems.push(...checkScreenFile(root, file, text));
    else if (file.endsWith('.json'))
      try {
        JSON.parse(text);
      } catch (error) {
        problems.push(problemOf(file, error instanceof Error ? error.message : String(error)));
      }
  }
  return problems;
}

/** Writes settled texts (screens and experiments printed as screens are), each through a temporary file and a rename. */
export function writeSettled(root: string, files: ReadonlyMap<string, string>): void {
  for (const [file, text] of files) {
    const path = join(root, file);
    const temporary = `${path}.studio-${process.pid}.tmp`;
    writeFileSync(temporary, isScreenLike(file) ? printScreenJson(JSON.parse(text)) : text);
    renameSync(temporary, path);
  }
}

function problemOf(file: string, message: string): StudioProblem {
  return { file, pointer: '', message, line: 1, column: 1, text: `${file}: ${message}` };
}
