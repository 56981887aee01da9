import { compileValue } from '../formula/index.ts';
import { unclosedHoles } from '../formula/templateHoles.ts';
import type { SourceSpan } from '../formula/types.ts';
import { at, isObj } from './json.ts';
import { type ParsedScreen, problem, type ScreenProblem } from './parsedScreen.ts';

// Rules on a screen or part file as staff wrote it, before anything is compiled: what each line
// holds. Copy is data and a formula is logic; art is a file; a template hole is closed.

/** The longest `data:` URL a line may hold: a pixel or a tiny icon; anything bigger is a file. */
export const MAX_DATA_URL = 128;
/** The longest line a formula, a `description` or a `src` may stand on (a paragraph of copy may be longer). */
export const MAX_LINE = 400;

/** Where a string was written: the file, what names it (a JSON pointer, a msgid), the line and column of its first character. */
export interface StringSite {
  file: string;
  pointer: string;
  /** 1-based line and column of the string's first character (after its opening quote). */
  line: number;
  column: number;
  /** The line as written, for the excerpt under the problem. */
  source?: string;
  /** How many characters `text` takes in the file (its escapes); default JSON's. */
  writtenLength?: (text: string) => number;
}

const jsonLength = (text: string) => JSON.stringify(text).length - 2;

/** A problem at a span of a string, located through its site, with the line and a caret under the span. */
function problemAt(text: string, site: StringSite, span: SourceSpan, message: string): ScreenProblem {
  const length = site.writtenLength ?? jsonLength;
  const column = site.column + length(text.slice(0, span.start));
  const width = Math.max(1, length(text.slice(span.start, span.end)));
  const located = { ...problem(site.file, site.pointer, message), line: site.line, column };
  return site.source === undefined
    ? located
    : { ...located, excerpt: `${site.source}\n${' '.repeat(column - 1)}${'^'.repeat(width)}` };
}

/**
 * Every `{{` of a text that no `}}` closes, as problems at its line and column. It takes a string
 * and where it was written, so any checker of text calls it: this one for screens and parts, a
 * checker of translations for each message of a PO catalog.
 */
export function templateHoleProblems(text: string, site: StringSite): ScreenProblem[] {
  return unclosedHoles(text).map((span) =>
    problemAt(
      text,
      site,
      span,
      `"{{" is not closed: close it with "}}"; for the text "{{" itself write {{ '{{' }}`,
    ),
  );
}

/** A `data:` URL in a text, long enough to be a picture (or any other file) written into the line. */
function inlinedFile(text: string): SourceSpan | undefined {
  const found = /data:[a-z]+\/[a-z0-9.+-]+[;,]/i.exec(text);
  if (!found) return undefined;
  // The URL runs to the end of the string: an SVG's own quotes and spaces do not end it.
  const span = { start: found.index, end: text.length };
  return span.end - span.start > MAX_DATA_URL ? span : undefined;
}

/** Whether a compiled formula is a constant: no read but of the brand, which the build folds in. */
function isConstant(tree: unknown): boolean {
  if (tree === null || ['string', 'number', 'boolean'].includes(typeof tree)) return true;
  if (Array.isArray(tree)) return tree.every(isConstant);
  if (!isObj(tree)) return false;
  const [key, ...more] = Object.keys(tree);
  if (more.length > 0) return false;
  if (key === 'literal') return true;
  if (key === 'object') return isObj(tree.object) && Object.values(tree.object).every(isConstant);
  if (key === 'concat') return Array.isArray(tree.concat) && tree.concat.every(isConstant);
  if (key === 'var') return typeof tree.var === 'string' && tree.var.startsWith('brand.');
  return false;
}

function holdsText(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.some(holdsText);
  return isObj(value) && Object.values(value).some(holdsText);
}

/** Whether a formula is only a list of copy: a constant list (texts, or rows holding texts) that JSON writes as it is. */
function isCopyList(formula: string): boolean {
  const compiled = compileValue(formula, { names: new Set(['brand']) });
  if ('error' in compiled) return false;
  const { tree } = compiled;
  const list = isObj(tree) && Object.keys(tree).length === 1 && 'literal' in tree ? tree.literal : tree;
  return Array.isArray(list) && isConstant(tree) && holdsText(list);
}

/** What a long line holding `key` should become instead. */
function longLineFix(key: string, formula: boolean): string {
  if (formula)
    return 'give its pieces names in "let", or write copy as JSON (a list of texts is a JSON array, one item a line)';
  if (key === 'description')
    return "a description says what the file is for in a sentence or two: SPEC references, the query it reads and the behaviour in detail go in docs/screens.md or in the fields' own descriptions";
  return 'art is a file: give its path';
}

/** Problems of one string value of the file, at `pointer` under `key`. */
function stringProblems(
  screen: ParsedScreen,
  lines: readonly string[],
  pointer: string,
  key: string,
  text: string,
  literal: boolean,
): ScreenProblem[] {
  const found = screen.pointers[pointer];
  if (!found) return [];
  const source = lines[found.value.line] ?? '';
  // The value's column is its opening quote; its first character is one further (both 1-based).
  const site: StringSite = {
    file: screen.file,
    pointer,
    line: found.value.line + 1,
    column: found.value.column + 2,
    source,
  };
  const formula = text.startsWith('=');
  const problems: ScreenProblem[] = [];
  if (!formula && !literal) problems.push(...templateHoleProblems(text, site));
  const art = inlinedFile(text);
  if (art)
    problems.push(
      problemAt(
        text,
        site,
        { start: art.start, end: art.start + 5 },
        `inlined art: a data: URL of ${(art.end - art.start).toLocaleString('en')} characters in a line; move it to a file (brands/<id>/ when it differs by lender, else public/ or the part's own asset) and give its path`,
      ),
    );
  else if (formula && isCopyList(text))
    problems.push(
      problemAt(
        text,
        site,
        { start: 0, end: 1 },
        'a list of copy written as a formula: write it as a JSON array, one text (or row) a line, `"items": ["First…", "Second…"]`; a formula holds logic, not copy',
      ),
    );
  else if ((formula || key === 'description' || key === 'src') && source.length > MAX_LINE)
    problems.push(
      problemAt(
        text,
        site,
        { start: 0, end: 1 },
        `${formula ? 'a formula' : `a ${key}`} on a line of ${source.length} characters (at most ${MAX_LINE}): ${longLineFix(key, formula)}`,
      ),
    );
  return problems;
}

/** What the rules found in one file as written. */
export interface WrittenText {
  problems: ScreenProblem[];
  /** The pointers of the texts with an unclosed hole: the compiler's reading of them adds nothing. */
  unclosed: Set<string>;
}

/**
 * The problems of a screen or part file as written: unclosed template holes, inlined art, a list of
 * copy written as a formula, a long formula, description or src line. Each at its line and column.
 * A `literal` is text as written: its `{{` is no hole.
 */
export function writtenTextProblems(screen: ParsedScreen, data: unknown): WrittenText {
  const found: WrittenText = { problems: [], unclosed: new Set() };
  const lines = screen.text.split('\n');
  const visit = (value: unknown, pointer: string, key: string, literal: boolean): void => {
    if (typeof value === 'string') {
      if (!literal && !value.startsWith('=') && unclosedHoles(value).length > 0) found.unclosed.add(pointer);
      found.problems.push(...stringProblems(screen, lines, pointer, key, value, literal));
    } else if (Array.isArray(value)) {
      for (const [i, v] of value.entries()) visit(v, at(pointer, i), key, literal);
    } else if (isObj(value)) {
      const keys = Object.keys(value);
      const asWritten = literal || (keys.length === 1 && keys[0] === 'literal');
      for (const k of keys) visit(value[k], at(pointer, k), k, asWritten);
    }
  };
  visit(data, '', '', false);
  return found;
}
