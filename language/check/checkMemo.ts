import { join } from 'node:path';
import { API_SCHEMA_DIR, type ApiSchemas, loadApiSchemas } from '../api/apiSchemas.ts';
import { cachedOnFiles, filesUnder, idOf } from '../fileCache.ts';
import type { ParsedScreen, ScreenProblem } from './parsedScreen.ts';
import { schemaErrors } from './schemaErrors.ts';
import { semanticProblems } from './semanticProblems.ts';
import type { Project } from './walk.ts';
import { type WrittenText, writtenTextProblems } from './writtenText.ts';

// The checker's passes over one screen, kept beside the screen's JSON as parsed or compiled (each
// shared by equal texts: parsedScreen.ts, compile/compileOnce.ts). A check proves every screen of
// the project; at a save in the studio all but one are as they were, and so are their problems.

const kept = new WeakMap<object, Map<string, unknown>>();
function keptBy<T>(owner: object, key: string, compute: () => T): T {
  let byKey = kept.get(owner);
  if (!byKey) {
    byKey = new Map();
    kept.set(owner, byKey);
  }
  if (!byKey.has(key)) byKey.set(key, compute());
  return byKey.get(key) as T;
}

/** The API's schemas of a tree, read again only when a file of schemas/api/ changed (shared by trees alike). */
export function apiSchemasOf(root: string): ApiSchemas {
  const dir = join(root, API_SCHEMA_DIR);
  return cachedOnFiles(`apiSchemas ${dir}`, filesUnder(dir), () => loadApiSchemas(root), 'apiSchemas');
}

/** `writtenTextProblems` of a file as written (its parsed JSON, `data`). */
export function writtenTextOnce(file: ParsedScreen, data: object): WrittenText {
  return keptBy(data, `written ${file.file}`, () => writtenTextProblems(file, data));
}

/** `schemaErrors` and `semanticProblems` of a compiled screen (its `data`, from `compileScreenOnce`). */
export function screenProblemsOnce(
  screen: ParsedScreen & { data: object },
  project: Project,
): { schema: ReturnType<typeof schemaErrors>; semantic: ScreenProblem[] } {
  const key = [
    screen.file,
    idOf(project.schemas),
    idOf(project.api),
    [...project.routes].join(' '),
    [...project.sessionKeys].join(' '),
    project.appScheme ?? '',
  ].join('\0');
  return keptBy(screen.data, key, () => ({
    schema: schemaErrors(screen, project.schemas),
    semantic: semanticProblems(screen, project),
  }));
}
