import { createHash } from 'node:crypto';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkScreens, formatProblem } from '../../language/check/checkScreens.ts';
import { printScreenJson } from '../../language/codemods/printScreenJson.ts';
import type { StudioProblem, StudioSaveRequest, StudioSaveResult } from '../studioTypes.ts';
import { isStudioFile } from './projectScreens.ts';

/** The version of a file's text a save names (`StudioFile.version`): its SHA-1, as git names a blob's content. */
export function fileVersion(text: string): string {
  return createHash('sha1').update(text).digest('hex');
}

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
 * `version` is the version of the file the text was edited from: when the file has changed since
 * (another tab, another person), nothing is written and the answer carries the newer text.
 */
export function saveScreenFile(
  root: string,
  file: string,
  written: string,
  version?: string,
): StudioSaveResult {
  const path = join(root, file);
  const onDisk = readFileSync(path, 'utf8');
  if (version !== undefined && version !== fileVersion(onDisk))
    return {
      saved: false,
      problems: [],
      conflict: {
        message: `${file} was saved elsewhere since you opened it (another tab or another person): nothing was written. The newer text is shown; make your change again on it.`,
        newer: { text: onDisk, version: fileVersion(onDisk) },
      },
    };
  const problems = checkScreenFile(root, file, written);
  if (problems.length > 0) return { saved: false, problems };
  const text = printScreenJson(JSON.parse(written));
  if (onDisk === text) return { saved: true, problems: [], version: fileVersion(text) };
  const temporary = `${path}.studio-${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, path);
  return { saved: true, problems: [], version: fileVersion(text) };
}

/** The `{ file, text, version? }` of a check or save request, narrowed from the JSON body. */
export function saveRequestOf(body: string): StudioSaveRequest | undefined {
  const parsed: unknown = JSON.parse(body);
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  const { file, text, version } = parsed as Record<string, unknown>;
  if (typeof file !== 'string' || typeof text !== 'string' || !isStudioFile(file)) return undefined;
  return typeof version === 'string' ? { file, text, version } : { file, text };
}
