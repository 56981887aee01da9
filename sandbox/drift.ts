/**
 * `fault-drift`: the normal answer as a backend that began to send its numbers as text would: every
 * number of its payload (`data`, or the variant's `attach`) goes as a string (order details'
 * `orderStatus` 174 as `"174"`). The answer then breaks its schema where a real drift would (the
 * first integer the schema does not also allow as text), and the app reports it (telemetry's
 * `drift` event) instead of showing it. The envelope stays as it was.
 */
export function driftedAnswer(answer: unknown): unknown {
  if (answer === null || typeof answer !== 'object' || Array.isArray(answer)) return answer;
  const copy = { ...(answer as Record<string, unknown>) };
  const field = Object.hasOwn(copy, 'data') ? 'data' : 'attach';
  copy[field] = numbersAsText(copy[field]);
  return copy;
}

function numbersAsText(value: unknown): unknown {
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map(numbersAsText);
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, numbersAsText(child)]));
  return value;
}
