import { parse as parseWithPointers } from 'json-source-map';
import type { Origin } from '../compile/parts.ts';
import { isObj, type Obj } from './json.ts';

/** One mistake in a screen file, located by JSON pointer (and line/column once mapped). */
export interface ScreenProblem {
  file: string;
  pointer: string;
  message: string;
  line: number;
  column: number;
  /** The source line and a caret under the column, for a problem inside a formula or template. */
  excerpt?: string;
  /** The value at `pointer` as a whole is at fault (a text written as is): the caret goes under all of it. */
  wholeValue?: boolean;
}

export interface ParsedScreen {
  file: string;
  text: string;
  data?: Obj;
  pointers: Record<
    string,
    { key?: { line: number; column: number }; value: { line: number; column: number } }
  >;
  parseError?: ScreenProblem;
  /** For a compiled screen: where each node of `data` was written. */
  origins?: Map<string, Origin>;
  /** The file's JSON as written, parsed on demand (`data` is the compiled screen). */
  raw?: unknown;
}

/**
 * The files' texts parsed lately, with their pointers: the checker reads every screen and part at
 * each check, and the studio service checks at every save and open in every draft, where nearly all
 * the files are as they were (parsing them was a third of a check). Shared: nobody changes them.
 */
const parsedTexts = new Map<string, { data: unknown; pointers: ParsedScreen['pointers'] }>();
/** Enough for every file of a few trees; the least recently read go first. */
const PARSED_KEPT = 500;

function parseWithPointersOnce(text: string): { data: unknown; pointers: ParsedScreen['pointers'] } {
  const known = parsedTexts.get(text);
  if (known) {
    parsedTexts.delete(text);
    parsedTexts.set(text, known);
    return known;
  }
  const parsed = parseWithPointers(text) as { data: unknown; pointers: ParsedScreen['pointers'] };
  parsedTexts.set(text, parsed);
  if (parsedTexts.size > PARSED_KEPT) parsedTexts.delete(parsedTexts.keys().next().value as string);
  return parsed;
}

/**
 * A screen or part file's text parsed, with the position of every value. The parsed JSON is shared
 * with every caller that parses the same text (`parseWithPointersOnce`): read it, never change it.
 */
export function parseScreen(file: string, text: string): ParsedScreen {
  try {
    const { data, pointers } = parseWithPointersOnce(text);
    return isObj(data)
      ? { file, text, data, pointers }
      : { file, text, pointers, parseError: problem(file, '', 'a screen must be a JSON object', 1, 1) };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const position = /position (\d+)/.exec(message);
    const offset = position ? Number(position[1]) : 0;
    const before = text.slice(0, offset).split('\n');
    return {
      file,
      text,
      pointers: {},
      parseError: problem(
        file,
        '',
        `invalid JSON: ${message}`,
        before.length,
        (before[before.length - 1]?.length ?? 0) + 1,
      ),
    };
  }
}

export function problem(file: string, pointer: string, message: string, line = 0, column = 0): ScreenProblem {
  return { file, pointer, message, line, column };
}

/** Maps a pointer to the nearest line/column the source map knows (walking up for a missing property). */
export function locate(screen: ParsedScreen, pointer: string): { line: number; column: number } {
  let p = pointer;
  for (;;) {
    const found = screen.pointers[p];
    if (found) {
      const where = found.key ?? found.value;
      return { line: where.line + 1, column: where.column + 1 };
    }
    if (p === '') return { line: 1, column: 1 };
    p = p.slice(0, p.lastIndexOf('/'));
  }
}

/**
 * Locates a span of the string value at `pointer` (a formula or template): the column of its
 * first character in the file, counting JSON escapes, with the line and a caret under it.
 */
export function locateInString(
  screen: ParsedScreen,
  pointer: string,
  span: { start: number; end: number },
  p: ScreenProblem,
): ScreenProblem {
  const found = screen.pointers[pointer];
  const raw = rawValue(screen.text, pointer, screen);
  if (!found || typeof raw !== 'string') return { ...p, pointer, ...locate(screen, pointer) };
  // The value's column is its opening quote; each character before the span is as long as its JSON escape.
  const before = JSON.stringify(raw.slice(0, span.start)).length - 2;
  const width = Math.max(1, JSON.stringify(raw.slice(span.start, span.end)).length - 2);
  const line = found.value.line + 1;
  const column = found.value.column + 2 + before;
  const source = screen.text.split('\n')[found.value.line] ?? '';
  const excerpt = `${source}\n${' '.repeat(column - 1)}${'^'.repeat(width)}`;
  return { ...p, pointer, line, column, excerpt };
}

/** The value at a pointer of the file as written (before compilation). */
export function rawValue(text: string, pointer: string, screen: ParsedScreen): unknown {
  if (!screen.raw) {
    try {
      screen.raw = JSON.parse(text) as unknown;
    } catch {
      return undefined;
    }
  }
  let value: unknown = screen.raw;
  for (const segment of pointer.split('/').slice(1)) {
    const key = segment.replace(/~1/g, '/').replace(/~0/g, '~');
    if (Array.isArray(value)) value = value[Number(key)];
    else if (isObj(value)) value = value[key];
    else return undefined;
  }
  return value;
}
