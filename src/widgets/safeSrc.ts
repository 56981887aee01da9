import { withBase } from '../session/appBase';

/**
 * Image sources allowed by the app's CSP (`img-src 'self' data: https:`): same-origin paths (under
 * the app's base path), data: and http(s).
 */
export function safeImageSrc(value: unknown): string | undefined {
  if (typeof value !== 'string' || value === '') return undefined;
  if (value.startsWith('data:image/')) return value;
  if (value.startsWith('/') && !value.startsWith('//')) return withBase(value);
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
