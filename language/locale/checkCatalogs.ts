import type { ScreenProblem } from '../check/parsedScreen.ts';
import { templateHoleProblems } from '../check/writtenText.ts';
import { compileValue } from '../formula/index.ts';
import { unclosedHoles } from '../formula/templateHoles.ts';
import type { Catalog } from './catalog.ts';
import type { LocatedSite, Message, ProjectMessages } from './messages.ts';

// The checker of the catalogs: for every language, every text a borrower reads is translated
// (not missing, not fuzzy), and each translation keeps the English's `{{…}}` holes exactly and
// is a template the build can compile. A problem is reported at the PO file's line, naming the
// place the text is written, and at that place, naming the PO line.

const HOLE = /\{\{[\s\S]*?\}\}/g;

/** The holes of a text, as written but for the spaces inside the braces, sorted. */
export function holesOf(text: string): string[] {
  return (text.match(HOLE) ?? []).map((hole) => hole.slice(2, -2).trim()).sort();
}

/** Why a translation cannot stand for its English, or undefined when it can. */
export function translationProblem(
  english: string,
  translation: string,
  inFormula: boolean,
): string | undefined {
  if (translation.startsWith('=') && !english.startsWith('='))
    return 'starts with "=", which would make it a formula: start it otherwise';
  const want = holesOf(english);
  const got = holesOf(translation);
  const missing = difference(want, got);
  const added = difference(got, want);
  if (missing.length > 0 || added.length > 0) {
    const say = (holes: string[]) => holes.map((hole) => `{{${hole}}}`).join(', ');
    return [missing.length > 0 ? `drops ${say(missing)}` : '', added.length > 0 ? `adds ${say(added)}` : '']
      .filter(Boolean)
      .join(' and ')
      .concat(": a translation keeps exactly the English text's holes, as written (they may move)");
  }
  for (const [edge, test] of [
    ['starts', (s: string) => s.startsWith('\n')],
    ['ends', (s: string) => s.endsWith('\n')],
  ] as const)
    if (test(english) !== test(translation))
      return `the English ${edge} with a line break and the translation must too`;
  if (!inFormula) {
    if (unclosedHoles(translation).length > 0)
      return 'is not a template the build can read: a "{{" is not closed (for the text "{{" itself write {{ \'{{\' }})';
    // The holes' names were proven in the English: only the translation's own syntax is in question.
    const names = new Set(want.flatMap((hole) => hole.match(/[A-Za-z_$][\w$]*/g) ?? []));
    const compiled = compileValue(translation, { names });
    if ('error' in compiled) return `is not a template the build can read: ${compiled.error.message}`;
  }
  return undefined;
}

function difference(a: readonly string[], b: readonly string[]): string[] {
  const rest = [...b];
  return a.filter((x) => {
    const i = rest.indexOf(x);
    if (i < 0) return true;
    rest.splice(i, 1);
    return false;
  });
}

const where = (site: LocatedSite) => `${site.file}:${site.line}:${site.column}`;

/** The problems of one catalog against the project's messages. */
export function catalogProblems(catalog: Catalog, project: ProjectMessages): ScreenProblem[] {
  const problems: ScreenProblem[] = [];
  const name = catalog.file;
  if (catalog.error) {
    problems.push({
      file: name,
      pointer: '',
      message: `cannot be read: ${catalog.error}`,
      line: 1,
      column: 1,
    });
    return problems;
  }
  const atCatalog = (line: number, message: string): ScreenProblem => ({
    file: name,
    pointer: '',
    message,
    line,
    column: 1,
  });
  const atSites = (message: Message, text: string) => {
    for (const site of message.sites)
      if (site.pointer !== '' || site.file.startsWith('src/'))
        problems.push({
          file: site.file,
          pointer: site.pointer,
          message: text,
          line: site.line,
          column: site.column,
        });
  };
  for (const [key, message] of project.messages) {
    const entry = catalog.entries.get(key);
    const first = message.sites[0];
    const used = first ? `used at ${message.sites.map(where).join(', ')}` : '';
    const quoted = JSON.stringify(message.id.length > 60 ? `${message.id.slice(0, 57)}…` : message.id);
    if (!entry) {
      problems.push(
        atCatalog(1, `has no entry for ${quoted} (${used}): run npm run locales, then translate it`),
      );
      atSites(message, `${quoted} is not in ${name}: run npm run locales, then translate it`);
      continue;
    }
    if (entry.translation === '') {
      problems.push(atCatalog(entry.line, `${quoted} is not translated (${used})`));
      atSites(message, `${quoted} is not translated in ${name}:${entry.line}`);
      continue;
    }
    if (entry.fuzzy) {
      const was = entry.previous === undefined ? '' : ` (it was made for ${JSON.stringify(entry.previous)})`;
      problems.push(
        atCatalog(
          entry.line,
          `the translation of ${quoted} is stale${was}: the English changed at ${first ? where(first) : 'its place'}; review it and remove the fuzzy flag`,
        ),
      );
      atSites(message, `the English changed: its translation in ${name}:${entry.line} is stale (fuzzy)`);
      continue;
    }
    const inFormula = message.sites.length > 0 && message.sites.every((site) => site.span !== undefined);
    const wrong = translationProblem(message.id, entry.translation, inFormula);
    if (wrong) {
      problems.push(atCatalog(entry.line, `the translation of ${quoted} ${wrong} (${used})`));
      atSites(message, `its translation in ${name}:${entry.line} ${wrong}`);
      continue;
    }
    if (!inFormula)
      problems.push(
        ...templateHoleProblems(entry.translation, {
          file: name,
          pointer: '',
          line: entry.line,
          column: 1,
        }).map((p) => ({ ...p, message: `msgstr of ${quoted}: ${p.message}`, column: 1 })),
      );
  }
  for (const [key, entry] of catalog.entries)
    if (!project.messages.has(key))
      problems.push(
        atCatalog(
          entry.line,
          `${JSON.stringify(entry.id)} is no longer used by any screen or the engine: run npm run locales (it goes obsolete)`,
        ),
      );
  return problems;
}

/** The texts that cannot be translated whole, where they are written, with the line and a caret under the piece. */
export function untranslatableTexts(project: ProjectMessages): ScreenProblem[] {
  return project.untranslatable.map((p) => {
    const source = project.files.get(p.file)?.text.split('\n')[p.line - 1];
    const excerpt =
      source === undefined
        ? undefined
        : `${source}\n${' '.repeat(p.column - 1)}${'^'.repeat(Math.max(1, p.span.end - p.span.start))}`;
    return {
      file: p.file,
      pointer: p.pointer,
      message: p.message,
      line: p.line,
      column: p.column,
      ...(excerpt ? { excerpt } : {}),
    };
  });
}
