import type { ErrorObject } from 'ajv';
import type { PartFile } from '../compile/parts.ts';
import { at, didYouMean } from './json.ts';
import { type ParsedScreen, parseScreen, problem, type ScreenProblem } from './parsedScreen.ts';
import type { JSONSchema, ScreenSchemas } from './screenSchemas.ts';

// Phase 1 of the checker: the schema. Ajv's raw errors are noisy for `if/then` unions and `anyOf` expressions;
// keep the ones a person can act on, one per place, with a did-you-mean where a name is close.

export const EXPRESSION_SCHEMA = 'expression.schema.json';

/** An Ajv error as a person reads it: the property at fault, and a did-you-mean where a name is close. */
function readableError(error: ErrorObject): { pointer: string; message: string } {
  const pointer = error.instancePath;
  switch (error.keyword) {
    case 'additionalProperties': {
      const name = String((error.params as { additionalProperty: string }).additionalProperty);
      const known = Object.keys((error.parentSchema as JSONSchema | undefined)?.properties ?? {});
      return { pointer: at(pointer, name), message: `unknown property "${name}"${didYouMean(name, known)}` };
    }
    case 'enum': {
      const allowed = (error.params as { allowedValues: unknown[] }).allowedValues;
      const value = String(error.data);
      return {
        pointer,
        message: `"${value}" is not one of ${allowed.map((v) => JSON.stringify(v)).join(', ')}${didYouMean(value, allowed.map(String))}`,
      };
    }
    case 'required':
      return {
        pointer,
        message: `missing required property "${(error.params as { missingProperty: string }).missingProperty}"`,
      };
    case 'const':
      return {
        pointer,
        message: `must be ${JSON.stringify((error.params as { allowedValue: unknown }).allowedValue)}`,
      };
    default:
      return { pointer, message: error.message ?? 'is invalid' };
  }
}

export function schemaErrors(
  screen: ParsedScreen,
  schemas: ScreenSchemas,
): { problems: ScreenProblem[]; expressionPaths: Set<string> } {
  schemas.validate(screen.data);
  const errors = (schemas.validate.errors ?? []) as ErrorObject[];
  const out = new Map<string, string>();
  const expressionPaths = new Set<string>();
  for (const error of errors) {
    if (['if', 'allOf', 'anyOf', 'oneOf', '$ref'].includes(error.keyword)) continue;
    if (error.parentSchema && schemas.expressionParts.has(error.parentSchema)) {
      // The semantic pass names the exact operator or path; here one line per expression is enough.
      expressionPaths.add(error.instancePath);
      continue;
    }
    const { pointer, message } = readableError(error);
    if (!out.has(`${pointer}\u0000${message}`)) out.set(`${pointer}\u0000${message}`, message);
  }
  const problems = [...out.keys()].map((key) => {
    const [pointer = '', message = ''] = key.split('\u0000');
    return problem(screen.file, pointer, message);
  });
  return { problems, expressionPaths };
}

/** Parses a part file and checks its outer shape (its body is checked where it is used). */
export function parsePart(part: PartFile, problems: ScreenProblem[], schemas: ScreenSchemas): ParsedScreen {
  const parsed = parseScreen(part.file, part.text);
  if (parsed.parseError) {
    problems.push(parsed.parseError);
    return parsed;
  }
  if (!parsed.data) return parsed;
  // The part's own shape; what its body holds is checked in each screen that uses it.
  const { body: _body, data: _data, ...shape } = parsed.data;
  schemas.validatePart({ ...shape, body: [] });
  for (const error of (schemas.validatePart.errors ?? []) as ErrorObject[]) {
    if (['if', 'allOf', 'anyOf', 'oneOf', '$ref'].includes(error.keyword)) continue;
    const { pointer, message } = readableError(error);
    problems.push(problem(part.file, pointer, message));
  }
  if ('body' in parsed.data === 'data' in parsed.data)
    problems.push(
      problem(
        part.file,
        '',
        'a part has either a "body" (widgets, actions, a modal) or "data" (a constant list)',
      ),
    );
  return parsed;
}
