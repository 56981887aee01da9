import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SESSION_PARAM_KEYS } from '../../src/session/sessionKeys.ts';
import { activeBrandScope, BRANDS_DIR } from '../brand/brand.ts';
import { checkBrands } from '../brand/checkBrands.ts';
import { compileScreenOnce } from '../compile/compileOnce.ts';
import type { CompileProblem } from '../compile/compileScreen.ts';
import { originOf, PARTS_DIR, readPartsWith } from '../compile/parts.ts';
import { isVariantFile, screenFiles } from '../compile/screenFiles.ts';
import { checkExperiments, isExperimentFile } from '../experiments/checkExperiments.ts';
import { untranslatableTexts } from '../locale/checkCatalogs.ts';
import { readProjectMessages } from '../locale/projectCatalogs.ts';
import { sessionFlagsSet } from './bindings.ts';
import { apiSchemasOf, screenProblemsOnce, writtenTextOnce } from './checkMemo.ts';
import { duplicateKeys } from './duplicateKeys.ts';
import type { Obj } from './json.ts';
import {
  locate,
  locateInString,
  type ParsedScreen,
  parseScreen,
  problem,
  rawValue,
  type ScreenProblem,
} from './parsedScreen.ts';
import { parsePart } from './schemaErrors.ts';
import { loadScreenSchemas } from './screenSchemas.ts';
import type { Project } from './walk.ts';

export type { ScreenProblem } from './parsedScreen.ts';

/**
 * Locates a problem the compiler found. Its pointer is one of the file as written (the compiler
 * reports before anything is expanded), so it is located in that file as it is, never through the
 * compiled screen's origins: there a use's index would count the nodes of parts spliced in before it.
 * A problem that names a declaration (a part's parameter) gets it as a second location.
 */
function locateWritten(byFile: Map<string, ParsedScreen>, p: CompileProblem): ScreenProblem {
  const declared = p.declaredAt && byFile.get(p.declaredAt.file);
  const where =
    p.declaredAt && declared
      ? (({ line, column }) => ` (declared at ${declared.file}:${line}:${column})`)(
          locate(declared, p.declaredAt.pointer),
        )
      : '';
  const out = problem(p.file, p.pointer, p.message + where);
  const source = byFile.get(p.file);
  if (!source) return out;
  return p.span ? locateInString(source, p.pointer, p.span, out) : { ...out, ...locate(source, p.pointer) };
}

/**
 * Checks screens: the schema, then endpoints, bindings (paths and types against the
 * API schemas), enum members, routes, modals and data sources. `files` limits the report
 * to some files; routes are still collected from every screen.
 */
export function checkScreens(
  root: string,
  files?: string[],
  overrides: Record<string, string> = {},
): ScreenProblem[] {
  const all = screenFiles(root);
  for (const file of Object.keys(overrides))
    if (
      !all.includes(file) &&
      !file.startsWith(`${PARTS_DIR}/`) &&
      !file.startsWith(`${BRANDS_DIR}/`) &&
      !isExperimentFile(file)
    )
      all.push(file);
  const parsed = all.map((file) =>
    parseScreen(file, overrides[file] ?? readFileSync(join(root, file), 'utf8')),
  );
  const problems: ScreenProblem[] = [];
  const parts = readPartsWith(root, overrides);
  const schemas = loadScreenSchemas(root);
  const partFiles = [...parts.values()].map((part) => parsePart(part, problems, schemas));
  const byFile = new Map([...parsed, ...partFiles].map((s) => [s.file, s]));
  // What each file holds as written (holes, art, long lines, copy in formulas), before it is compiled.
  // A text whose hole is not closed is that one mistake: what the compiler makes of the rest adds nothing.
  const unclosed = new Set<string>();
  for (const file of [...parsed, ...partFiles]) {
    if (!file.data) continue;
    const written = writtenTextOnce(file, file.data);
    problems.push(...duplicateKeys(file.file, file.text), ...written.problems);
    for (const pointer of written.unclosed) unclosed.add(`${file.file} ${pointer}`);
  }
  const used = new Set<string>();
  // `brand.*` reads are proven against the brand the build uses; every brand has the same fields
  // (the schema's defaults fill what one leaves out), and checkBrands proves each brand file.
  const brand = activeBrandScope(root);
  for (const screen of parsed) {
    if (!screen.data) continue;
    // Everything below checks the screen as it ships: formulas compiled, names and parts expanded.
    const compiled = compileScreenOnce(screen.data, screen.file, parts, brand);
    screen.data = compiled.value as Obj;
    screen.origins = compiled.origins;
    for (const file of compiled.usedParts) used.add(file);
    for (const p of compiled.problems)
      if (!unclosed.has(`${p.file} ${p.pointer}`)) problems.push(locateWritten(byFile, p));
  }
  for (const part of partFiles)
    if (part.data && !used.has(part.file))
      problems.push(problem(part.file, '', 'this part is not used by any screen'));
  const routes = new Map<string, string>();
  // The session parameters the app reads from the page address (DESIGN §3), as the app lists them.
  const sessionKeys = new Set<string>(SESSION_PARAM_KEYS);
  const ids = new Map<string, string>();
  for (const screen of parsed) {
    if (!screen.data) continue;
    sessionFlagsSet(screen.data, sessionKeys);
    // A variant has its screen's id and routes (checkExperiments proves it): it claims neither.
    if (isVariantFile(screen.file)) continue;
    if (typeof screen.data.id === 'string') {
      const other = ids.get(screen.data.id);
      if (other)
        problems.push(problem(screen.file, '/id', `screen id "${screen.data.id}" is also used by ${other}`));
      else ids.set(screen.data.id, screen.file);
    }
    if (!Array.isArray(screen.data.routes)) continue;
    screen.data.routes.forEach((route, i) => {
      if (typeof route !== 'string') return;
      const other = routes.get(route);
      if (other)
        problems.push(problem(screen.file, `/routes/${i}`, `route "${route}" is also claimed by ${other}`));
      else routes.set(route, screen.file);
    });
  }
  const project: Project = {
    api: apiSchemasOf(root),
    schemas,
    routes: new Set(routes.keys()),
    sessionKeys,
    ...(typeof brand?.appScheme === 'string' ? { appScheme: brand.appScheme } : {}),
  };
  for (const screen of parsed) {
    if (screen.parseError) {
      problems.push(screen.parseError);
      continue;
    }
    if (!screen.data) continue;
    const { schema, semantic } = screenProblemsOnce({ ...screen, data: screen.data }, project);
    // A `null` in place of a use that could not be expanded is no second mistake: the use's problem says why.
    const explained = schema.problems.filter((p) => !screen.origins?.get(p.pointer)?.unexpanded);
    problems.push(...explained, ...semantic);
    // An expression the schema refuses and the semantic pass did not explain (e.g. an object with two operators).
    for (const pointer of schema.expressionPaths) {
      const explained = semantic.some(
        (p) =>
          p.pointer === pointer || p.pointer.startsWith(`${pointer}/`) || pointer.startsWith(`${p.pointer}/`),
      );
      const nested = [...schema.expressionPaths].some(
        (other) => other !== pointer && other.startsWith(`${pointer}/`),
      );
      if (!explained && !nested)
        problems.push(
          problem(screen.file, pointer, 'is not a valid expression (see schemas/expression.schema.json)'),
        );
    }
  }
  problems.push(...checkBrands(root, overrides));
  problems.push(...checkExperiments(root, parsed, overrides));
  // A text put together from pieces cannot be translated whole (language/locale/); whether every
  // catalog translates every text is the catalogs' check (`checkLocales`, run by check:screens).
  problems.push(...untranslatableTexts(readProjectMessages(root, overrides)));
  const wanted = files ? new Set(files) : undefined;
  return problems
    .filter((p) => !wanted || wanted.has(p.file))
    .map((p) => {
      if (p.line > 0) return p;
      const screen = byFile.get(p.file);
      if (!screen) return p;
      if (!screen.origins) return { ...p, ...locate(screen, p.pointer) };
      // A problem inside a compiled formula or an expanded part is reported where it was written.
      const { origin, rest } = originOf(screen.origins, p.pointer);
      const source = byFile.get(origin.file) ?? screen;
      const pointer = origin.file ? origin.pointer + rest : p.pointer;
      const via = origin.via;
      const useSite = via ? byFile.get(via.file) : undefined;
      const usedAt =
        via && useSite
          ? (({ line, column }) => ` (part "${via.part}" used at ${via.file}:${line}:${column})`)(
              locate(useSite, via.pointer),
            )
          : '';
      const located = { ...p, file: source.file, pointer, message: p.message + usedAt };
      if (origin.span && rest === '') return locateInString(source, pointer, origin.span, located);
      const written = p.wholeValue && rest === '' ? rawValue(source.text, pointer, source) : undefined;
      return typeof written === 'string'
        ? locateInString(source, pointer, { start: 0, end: written.length }, located)
        : { ...located, ...locate(source, pointer) };
    })
    .sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
}

/** `screens/x.json:12:7 /body/0/text message`, the format editors and CI logs link. */
export function formatProblem(p: ScreenProblem): string {
  const head = `${p.file}:${p.line}:${p.column} ${p.pointer || '/'} ${p.message}`;
  return p.excerpt ? `${head}\n${p.excerpt}` : head;
}

/** The checker as the dev server and the CLI use it: formatted lines, empty when all is well. */
export function checkScreenFiles(root: string, files?: string[]): string[] {
  return checkScreens(root, files).map(formatProblem);
}
