import type { FormulaError } from './types';

/** One token of a formula; `start`/`end` are offsets into the text the formula was taken from. */
export type Token =
  | { kind: 'number'; value: number; raw: string; start: number; end: number }
  | { kind: 'string'; value: string; start: number; end: number }
  | { kind: 'name'; value: string; start: number; end: number }
  | { kind: 'punct'; value: string; start: number; end: number }
  | { kind: 'end'; start: number; end: number };

// Longest first, so that `<=` is not read as `<` then `=`.
const PUNCTUATORS = [
  '??',
  '==',
  '!=',
  '<=',
  '>=',
  '&&',
  '||',
  '!!',
  '(',
  ')',
  '[',
  ']',
  '{',
  '}',
  ',',
  '.',
  ':',
  '?',
  '<',
  '>',
  '!',
  '+',
  '-',
  '*',
  '/',
  '%',
  '|',
] as const;

/** Mistakes carried over from JavaScript or spreadsheets, with what to write instead. */
const MISTAKES: readonly [string, string][] = [
  ['===', '"===" is written "==" (comparisons are always strict)'],
  ['!==', '"!==" is written "!=" (comparisons are always strict)'],
  ['=>', 'a formula has no functions of its own; "filter", "map", "some" and "find" read "item"'],
  ['=', '"=" is not an operator; compare with "=="'],
  ['&', '"&" is not an operator; "and" is written "&&"'],
];

const ESCAPES: Readonly<Record<string, string>> = {
  '\\': '\\',
  "'": "'",
  '"': '"',
  '/': '/',
  n: '\n',
  r: '\r',
  t: '\t',
  b: '\b',
  f: '\f',
  v: '\v',
  '0': '\0',
};

const NAME_START = /[A-Za-z_$]/;
const NAME_PART = /[A-Za-z0-9_$]/;
const DIGIT = /[0-9]/;
const NUMBER = /^[0-9]+(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/;
const INDEX = /^[0-9]+/;

/**
 * Splits a formula into tokens. `offset` is where `source` starts in the text staff typed (after
 * the leading `=`, or inside a `{{ }}` hole), so every span points into that text. Right after a
 * `.`, digits are one path segment (`data.list.0.amount`), never a decimal number.
 */
export function tokenize(source: string, offset = 0): Token[] | { error: FormulaError } {
  const tokens: Token[] = [];
  let i = 0;
  const fail = (message: string, start: number, end: number) => ({
    error: { message, start: offset + start, end: offset + end },
  });
  while (i < source.length) {
    const char = source[i] ?? '';
    if (/\s/.test(char)) {
      i++;
      continue;
    }
    const start = i;
    if (DIGIT.test(char)) {
      const previous = tokens.at(-1);
      const afterDot = previous?.kind === 'punct' && previous.value === '.';
      const raw = ((afterDot ? INDEX : NUMBER).exec(source.slice(i)) ?? [''])[0];
      i += raw.length;
      tokens.push({ kind: 'number', value: Number(raw), raw, start: offset + start, end: offset + i });
      continue;
    }
    if (NAME_START.test(char)) {
      while (i < source.length && NAME_PART.test(source[i] ?? '')) i++;
      tokens.push({ kind: 'name', value: source.slice(start, i), start: offset + start, end: offset + i });
      continue;
    }
    if (char === "'" || char === '"') {
      const read = readString(source, i);
      if ('error' in read) return fail(read.error, read.at, read.end);
      i = read.end;
      tokens.push({ kind: 'string', value: read.value, start: offset + start, end: offset + i });
      continue;
    }
    const mistake = MISTAKES.find(([text]) => source.startsWith(text, i));
    const punctuator = PUNCTUATORS.find((text) => source.startsWith(text, i));
    // `!==` and `===` start with a valid punctuator, so the known mistakes are checked first.
    if (mistake !== undefined && (punctuator === undefined || mistake[0].length > punctuator.length)) {
      return fail(mistake[1], i, i + mistake[0].length);
    }
    if (punctuator === undefined) {
      const codePoint = source.codePointAt(i) ?? 0;
      const width = codePoint > 0xffff ? 2 : 1;
      return fail(`unexpected character "${source.slice(i, i + width)}"`, i, i + width);
    }
    i += punctuator.length;
    tokens.push({ kind: 'punct', value: punctuator, start: offset + start, end: offset + i });
  }
  tokens.push({ kind: 'end', start: offset + source.length, end: offset + source.length });
  return tokens;
}

type ReadString = { value: string; end: number } | { error: string; at: number; end: number };

/** Reads a quoted text starting at `start` (the quote), with JavaScript's escapes. */
function readString(source: string, start: number): ReadString {
  const quote = source[start];
  let value = '';
  let i = start + 1;
  while (i < source.length) {
    const char = source[i] ?? '';
    if (char === quote) return { value, end: i + 1 };
    if (char === '\n' || char === '\r') break;
    if (char !== '\\') {
      value += char;
      i++;
      continue;
    }
    const escapeChar = source[i + 1] ?? '';
    if (escapeChar === 'u') {
      const braced = /^\{([0-9a-fA-F]{1,6})\}/.exec(source.slice(i + 2));
      const plain = /^[0-9a-fA-F]{4}/.exec(source.slice(i + 2));
      const hex = braced?.[1] ?? plain?.[0];
      const codePoint = hex === undefined ? Number.NaN : Number.parseInt(hex, 16);
      if (hex === undefined || codePoint > 0x10ffff) {
        return { error: 'a "\\u" escape takes 4 hex digits, or 1 to 6 in braces', at: i, end: i + 2 };
      }
      value += String.fromCodePoint(codePoint);
      i += 2 + (braced?.[0] ?? hex).length;
      continue;
    }
    const escaped = ESCAPES[escapeChar];
    if (escaped === undefined || (escapeChar === '0' && DIGIT.test(source[i + 2] ?? ''))) {
      return { error: `unknown escape "\\${escapeChar}"`, at: i, end: Math.min(i + 2, source.length) };
    }
    value += escaped;
    i += 2;
  }
  return { error: 'this text has no closing quote', at: start, end: i };
}

/** Whether `token` is the punctuation `value`. */
export function isPunct(token: Token, value: string): boolean {
  return token.kind === 'punct' && token.value === value;
}

/** How messages name a token: its text, or "the end of the formula". */
export function describeToken(token: Token): string {
  switch (token.kind) {
    case 'end':
      return 'the end of the formula';
    case 'string':
      return `the text ${JSON.stringify(token.value)}`;
    case 'number':
      return `the number ${token.raw}`;
    default:
      return `"${token.value}"`;
  }
}
