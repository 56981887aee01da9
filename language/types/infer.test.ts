import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inferType } from './infer';
import { createTypeEnv, type JSONSchemaLike } from './typeEnv';

/** One row of `cases/infer.json`. */
interface InferCase {
  name: string;
  expression: unknown;
  /** When set, the expression is checked with `item` bound to an element of this list path. */
  itemOf?: string;
  type?: string;
  enum?: unknown[];
  /** Every problem expected, in order: its pointer and a part of its message. */
  problems: { pointer: string; includes: string }[];
}

const casesDir = join(dirname(fileURLToPath(import.meta.url)), 'cases');
const roots = JSON.parse(readFileSync(join(casesDir, 'inferEnv.json'), 'utf8')) as {
  data: JSONSchemaLike;
  state: JSONSchemaLike;
};
const cases = JSON.parse(readFileSync(join(casesDir, 'infer.json'), 'utf8')) as InferCase[];
const env = createTypeEnv(roots);

function envFor(row: InferCase) {
  if (row.itemOf === undefined) return env;
  const list = env.resolve(row.itemOf);
  if (!('schema' in list)) throw new Error(`bad itemOf in case "${row.name}"`);
  return env.withItem(list.schema.items as JSONSchemaLike);
}

describe('inferType', () => {
  it.each(cases.map((row) => [row.name, row] as const))('%s', (_name, row) => {
    const result = inferType(row.expression, envFor(row));
    expect(
      result.problems.map((problem) => problem.pointer),
      JSON.stringify(result.problems),
    ).toEqual(row.problems.map((problem) => problem.pointer));
    for (const [i, problem] of row.problems.entries()) {
      expect(result.problems[i]?.message).toContain(problem.includes);
    }
    if (row.type !== undefined) expect(result.type).toBe(row.type);
    if (row.enum !== undefined) expect(result.enum).toEqual(row.enum);
  });

  it('returns the schema of a var', () => {
    expect(inferType({ var: 'data.product.tags' }, env).schema).toEqual({
      type: 'array',
      items: { type: 'string' },
    });
  });

  it('never throws on values JSON cannot hold', () => {
    expect(inferType(() => 1, env).problems).toHaveLength(1);
  });
});

describe('createTypeEnv', () => {
  it('resolves index only inside a list', () => {
    expect('error' in env.resolve('index')).toBe(true);
    expect(env.withItem({ type: 'string' }).resolve('index')).toEqual({ schema: { type: 'integer' } });
  });
});
