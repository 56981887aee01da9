/**
 * Returns the URL when it is absolute http(s), else undefined. Server-provided URLs
 * never reach `location` unchecked, so a `javascript:` link cannot run (DESIGN §7).
 */
export function safeHttpUrl(
  value: unknown,
  base: string = globalThis.location?.href ?? 'http://localhost/',
): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  try {
    const url = new URL(value.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
