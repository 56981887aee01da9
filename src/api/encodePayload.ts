/**
 * Turns a call's payload (a plain object) into what goes on the wire. Null and
 * undefined fields are left out, as the legacy clients did; arrays are comma-joined
 * because the backend reads lists that way (e.g. `problemImage` in problem-save).
 */

function fieldText(value: unknown): string {
  if (Array.isArray(value)) return value.map(fieldText).join(',');
  if (typeof value === 'object' && value !== null) return JSON.stringify(value);
  return String(value);
}

function fieldsOf(payload: object | null | undefined): [string, unknown][] {
  if (payload === null || payload === undefined) return [];
  const entries: [string, unknown][] = Object.entries(payload);
  return entries.filter(([, value]) => value !== undefined && value !== null);
}

/** The payload as query or form-encoded fields. */
export function toSearchParams(payload: object | null | undefined): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of fieldsOf(payload)) params.append(key, fieldText(value));
  return params;
}

/** The payload as a multipart body: a Blob or File field becomes a file part under its own name. */
export function toFormData(payload: object | null | undefined): FormData {
  const form = new FormData();
  for (const [key, value] of fieldsOf(payload)) {
    if (value instanceof Blob) form.append(key, value, value instanceof File ? value.name : key);
    else form.append(key, fieldText(value));
  }
  return form;
}

/** True for a plain object payload, as opposed to an already encoded body. */
export function isPlainPayload(value: unknown): value is object {
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}
