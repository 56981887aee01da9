import { hasOwn } from '../expressions/hasOwn.ts';
import type { OpenEnum } from '../generated/validators/index';

// An enum of an answer that the schema marks open (`"x-open": true`, `language/api/openEnums.ts`):
// `npm run gen` writes each endpoint's table of them beside its validator.
export type { OpenEnum };

/** The message of every open enum value outside its list. */
export const OPEN_ENUM_DRIFT = 'open enum value outside list';

/**
 * A value the answer carries that its schema's open list does not name: not a fault (the answer was
 * accepted and the screen shows what it knows), but drift between the backend and the app that
 * someone should hear about (`reportDrift`).
 */
export interface OpenEnumDrift {
  /** JSON pointer of the value in the payload, list indexes resolved (`/items/3/cate`). */
  instancePath: string;
  message: typeof OPEN_ENUM_DRIFT;
  /** The list the schema names. */
  expected: OpenEnum['values'];
  /** The value the answer carried. */
  received: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The property name a JSON pointer segment stands for (RFC 6901). */
const propertyName = (segment: string) => segment.replace(/~1/g, '/').replace(/~0/g, '~');

/**
 * The values of an accepted payload that lie outside their open list, in table order. A path that
 * is absent (an optional field, an empty list) gives nothing; a value is compared as it came
 * (`174` is not `"174"`: the type was checked by the validator first).
 */
export function openEnumDrift(payload: unknown, table: readonly OpenEnum[]): OpenEnumDrift[] {
  const drift: OpenEnumDrift[] = [];
  for (const entry of table) {
    const segments = entry.path.split('/').slice(1);
    const visit = (value: unknown, at: number, pointer: string): void => {
      if (at === segments.length) {
        if (value !== undefined && !entry.values.includes(value as OpenEnum['values'][number]))
          drift.push({
            instancePath: pointer,
            message: OPEN_ENUM_DRIFT,
            expected: entry.values,
            received: value,
          });
        return;
      }
      const segment = segments[at] as string;
      if (segment === '*') {
        if (Array.isArray(value))
          for (const [index, element] of value.entries()) visit(element, at + 1, `${pointer}/${index}`);
      } else if (isRecord(value) && hasOwn(value, propertyName(segment))) {
        visit(value[propertyName(segment)], at + 1, `${pointer}/${segment}`);
      }
    };
    visit(payload, 0, '');
  }
  return drift;
}
