import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkScreens, formatProblem } from '../../language/check/checkScreens.ts';
import { printScreenJson } from '../../language/codemods/printScreenJson.ts';
import type { StudioProblem, StudioSaveResult } from '../studioTypes.ts';

/** The checker's problems in one screen or part file, as if it held `text` (when given) instead of what is on disk. */
export function checkScreenFile(root: string, file: string, text?: string): StudioProblem[] {
  const overrides = text === undefined ? {} : { [file]: text };
  return checkScreens(root, [file], overrides).map((problem) => ({
    file: problem.file,
    pointer: problem.pointer,
    message: problem.message,
    line: problem.line,
    column: problem.column,
    ...(problem.excerpt === undefined ? {} : { excerpt: problem.excerpt }),
    text: formatProblem(problem),
  }));
}

/**
 * Saves a screen or part file from the studio, but only when the checker finds nothing wrong with
 * the new text: a refused save leaves the file on disk as it was and answers the checker's problems.
 * The write goes through a temporary file and a rename, so the dev server's watcher (which re-checks
 * and reloads every open page) never sees a half-written file. A saved file is printed as screens are
 * (`printScreenJson`: each element that fits on its line on one line), whatever the editor's layout.
 */
export function saveScreenFile(root: string, file: string, written: string): StudioSaveResult {
  const problems = checkScreenFile(root, file, written);
  if (problems.length > 0) return { saved: false, problems };
  const text = printScreenJson(JSON.parse(written));
  const path = join(root, file);
  if (readFileSync(path, 'utf8') === text) return { saved: true, problems: [] };
  const temporary = `${path}.studio-${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, path);
  return { saved: true, problems: [] };
}
