import { describe, expect, it } from 'vitest';
import type { OpenEnum } from '../generated/validators/index';
import { OPEN_ENUM_DRIFT, openEnumDrift } from './openEnumDrift';
import cases from './openEnumDrift.cases.json';

interface DriftCase {
  name: string;
  table: OpenEnum[];
  payload: unknown;
  drift: { instancePath: string; expected: unknown[]; received: unknown }[];
}

describe('openEnumDrift: the values of an accepted answer outside their open list', () => {
  it.each(cases as DriftCase[])('$name', ({ table, payload, drift }) => {
    expect(openEnumDrift(payload, table)).toEqual(
      drift.map((item) => ({ ...item, message: OPEN_ENUM_DRIFT })),
    );
  });
});
