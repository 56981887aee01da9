import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { evaluate, evaluateTemplate, isTruthy } from './evaluate';
import type { Scope } from './types';

/** One row of `cases/*.json`. */
interface EvaluateCase {
  name: string;
  expression: unknown;
  scope?: Partial<Scope>;
  expected?: unknown;
  /** The result must be `undefined` (JSON cannot write it). */
  expectedUndefined?: boolean;
  /**
   * An expected string with `{date:<unix s>}` / `{datetime:<unix s>}` tokens, filled in with the
   * machine's local time, so date cases pass in every time zone.
   */
  expectedTemplate?: string;
}

const casesDir = join(dirname(fileURLToPath(import.meta.url)), 'cases', 'evaluate');

function loadCases(file: string): EvaluateCase[] {
  return JSON.parse(readFileSync(join(casesDir, file), 'utf8')) as EvaluateCase[];
}

function scopeOf(partial: Partial<Scope> = {}): Scope {
  return { data: {}, state: {}, query: {}, session: {}, ...partial };
}

// 'sv-SE' formats local time as 'YYYY-MM-DD HH:mm:ss': an oracle independent of the formatter.
function localDateTime(seconds: number): string {
  return new Date(seconds * 1000).toLocaleString('sv-SE', { hour12: false });
}

function fillLocalTimes(template: string): string {
  return template.replace(/\{(date|datetime):(\d+)\}/g, (_token, kind: string, seconds: string) => {
    const dateTime = localDateTime(Number(seconds));
    return kind === 'date' ? dateTime.slice(0, 10) : dateTime;
  });
}

const caseFiles = readdirSync(casesDir).filter((file) => file.endsWith('.json'));

describe.each(caseFiles)('%s', (file) => {
  it.each(loadCases(file).map((row) => [row.name, row] as const))('%s', (_name, row) => {
    const result = evaluate(row.expression, scopeOf(row.scope));
    if (row.expectedUndefined) expect(result).toBeUndefined();
    else if (row.expectedTemplate !== undefined) expect(result).toBe(fillLocalTimes(row.expectedTemplate));
    else expect(result).toEqual(row.expected);
  });
});

describe('evaluate never throws', () => {
  it('gives undefined for a cyclic expression', () => {
    const cyclic: unknown[] = [];
    cyclic.push(cyclic);
    expect(evaluate({ len: [cyclic] }, scopeOf())).toBeUndefined();
  });

  it('gives undefined for values JSON cannot hold', () => {
    expect(evaluate(() => 1, scopeOf())).toBeUndefined();
    expect(evaluate(Symbol('x'), scopeOf())).toBeUndefined();
    expect(evaluate(undefined, scopeOf())).toBeUndefined();
  });

  it('keeps a __proto__ key from JSON as data', () => {
    const expression = JSON.parse('{"object": {"__proto__": {"polluted": 1}}}') as unknown;
    const result = evaluate(expression, scopeOf()) as Record<string, unknown>;
    expect(Object.getPrototypeOf(result)).toBe(Object.prototype);
    expect(Object.keys(result)).toEqual(['__proto__']);
  });
});

describe('date formatting', () => {
  it('pads every part of the local date and time', () => {
    // Built from local parts, so the expectation holds in every time zone.
    const seconds = new Date(2024, 0, 5, 3, 4, 5).getTime() / 1000;
    expect(evaluate({ datetime: seconds }, scopeOf())).toBe('2024-01-05 03:04:05');
    expect(evaluate({ date: seconds }, scopeOf())).toBe('2024-01-05');
  });
});

describe('isTruthy', () => {
  it.each([false, null, undefined, 0, Number.NaN, '', []])('%s is falsy', (value) => {
    expect(isTruthy(value)).toBe(false);
  });
  it.each([true, 1, -1, 'a', [0], {}])('%s is truthy', (value) => {
    expect(isTruthy(value)).toBe(true);
  });
});

describe('evaluateTemplate', () => {
  it('renders the same string twice from its cached parse', () => {
    const scope = scopeOf({ data: { n: 1 } });
    expect(evaluateTemplate('n={{ data.n }}', scope)).toBe('n=1');
    expect(evaluateTemplate('n={{ data.n }}', scopeOf({ data: { n: 2 } }))).toBe('n=2');
  });
});
