import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { cachedOnFiles } from '../fileCache.ts';
import type { EngineText } from './messages.ts';

// The engine's own texts: every `t('…')` of src/ (src/i18n/t.ts), read with the TypeScript
// compiler. The first argument is the English, the message id: it must be a quoted text written in
// the call, or no catalog could hold it.

/** A `t(…)` whose text is not a quoted text written in the call. */
export interface EngineTextProblem {
  file: string;
  line: number;
  column: number;
  message: string;
}

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|\.d\.ts$/.test(entry.name) ? [path] : [];
  });
}

/** A `t('…')` call as written: its English and where its last argument ends in the source. */
export interface EngineTextCall {
  text: string;
  /** The offset in the source just after the call's last argument (before a trailing comma). */
  argumentsEnd: number;
}

/** The texts and problems of one file's source, and its calls with a quoted text. */
export function engineTextsIn(
  file: string,
  source: string,
): { texts: EngineText[]; problems: EngineTextProblem[]; calls: EngineTextCall[] } {
  const texts: EngineText[] = [];
  const problems: EngineTextProblem[] = [];
  const calls: EngineTextCall[] = [];
  const parsed = ts.createSourceFile(
    file,
    source,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 't') {
      const [first] = node.arguments;
      const where = parsed.getLineAndCharacterOfPosition((first ?? node).getStart(parsed));
      if (first && (ts.isStringLiteral(first) || ts.isNoSubstitutionTemplateLiteral(first))) {
        texts.push({ text: first.text, file, line: where.line + 1 });
        const last = node.arguments[node.arguments.length - 1] ?? first;
        calls.push({ text: first.text, argumentsEnd: last.getEnd() });
      } else
        problems.push({
          file,
          line: where.line + 1,
          column: where.character + 1,
          message:
            "t() takes its English as a quoted text written in the call, t('Retry'): the catalogs could not hold any other",
        });
    }
    ts.forEachChild(node, visit);
  };
  visit(parsed);
  return { texts, problems, calls };
}

/**
 * Numbers each call's text in the source: `t('Retry')` becomes `t('Retry',3)` and
 * `t('Page {{n}}', { n })` becomes `t('Page {{n}}', { n },5)`, the number being the text's place
 * in `ids`. A language's texts then ship as a list in that order (scripts/localePlugin.ts), not
 * keyed by their English. A text not in `ids` is left as written (`t` looks it up by its English).
 */
export function numberEngineTexts(file: string, source: string, ids: ReadonlyMap<string, number>): string {
  let out = source;
  const { calls } = engineTextsIn(file, source);
  // From the end, so that the offsets before each insertion stay right.
  for (const call of [...calls].sort((a, b) => b.argumentsEnd - a.argumentsEnd)) {
    const id = ids.get(call.text);
    if (id !== undefined) out = `${out.slice(0, call.argumentsEnd)},${id}${out.slice(call.argumentsEnd)}`;
  }
  return out;
}

/** Where engine texts are written: the app, and the page the build writes for engines below the floor. */
const SOURCES = ['src', 'scripts/floorPlugin.ts'];

/**
 * The app's engine texts (those of src/), each once, in a fixed order: the numbers
 * `numberEngineTexts` gives them and the order of a language's list.
 */
export function appEngineTextIds(root: string): Map<string, number> {
  const texts = engineTextsOf(root).texts.filter((text) => text.file.startsWith('src/'));
  return new Map([...new Set(texts.map((text) => text.text))].sort().map((text, index) => [text, index]));
}

/** Every engine text (tests and generated code aside), and every `t()` that breaks the rule. */
export function engineTextsOf(root: string): { texts: EngineText[]; problems: EngineTextProblem[] } {
  const texts: EngineText[] = [];
  const problems: EngineTextProblem[] = [];
  const founds: unknown[] = [];
  const paths = SOURCES.flatMap((source) => {
    const path = join(root, source);
    if (!existsSync(path)) return [];
    return source.endsWith('.ts') ? [path] : sourceFiles(path);
  });
  for (const path of paths) {
    // Parsing each source costs; the studio asks at every check: once while the file stays as it is.
    const file = relative(root, path);
    const found = cachedOnFiles(
      `engineTexts ${path}`,
      [path],
      () => engineTextsIn(file, readFileSync(path, 'utf8')),
      `engineTexts ${file}`,
    );
    founds.push(found);
    texts.push(...found.texts);
    problems.push(...found.problems);
  }
  // The same answer as last time while every file's is: what is derived from it can be kept by it.
  const last = lastAnswers.get(root);
  if (last && last.founds.length === founds.length && last.founds.every((found, i) => found === founds[i]))
    return last.answer;
  const answer = { texts, problems };
  lastAnswers.set(root, { founds, answer });
  return answer;
}

/** By tree, each file's answer and the whole of the last call. */
const lastAnswers = new Map<string, { founds: unknown[]; answer: ReturnType<typeof engineTextsOf> }>();
