import type { ResponseValidator } from './apiRequest';
import type { ValidationIssue } from './report';

/** True for a JSON object (not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The issues of a response body: first the helper's minimal envelope check (a JSON
 * object with `field`), then the caller's validator. Null when the body is fine.
 */
export async function checkResponse(
  body: unknown,
  field: 'code' | 'status',
  validate: ResponseValidator | undefined,
): Promise<readonly ValidationIssue[] | null> {
  if (typeof body === 'string')
    return [{ instancePath: '', keyword: 'type', message: 'the response is not JSON' }];
  if (!isRecord(body))
    return [{ instancePath: '', keyword: 'type', message: 'the response is not a JSON object' }];
  if (!(field in body))
    return [{ instancePath: '', keyword: 'required', message: `must have required property '${field}'` }];
  try {
    return validate ? await validate(body) : null;
  } catch {
    // A validator must not turn an answer into a rejection: the helpers promise to resolve. This is
    // also where a check whose chunk could not load ends: the answer could not be checked, so not used.
    return [{ instancePath: '', message: 'the response could not be checked' }];
  }
}
