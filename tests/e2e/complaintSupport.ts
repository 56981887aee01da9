import type { App } from './fixtures';

/** A valid 1×1 PNG; `tag` makes each buffer distinct so the sandbox stores separate uploads. */
export function pngFile(name: string): { name: string; mimeType: string; buffer: Buffer } {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  );
  return { name, mimeType: 'image/png', buffer: png };
}

/** The session a native host would open the complaint pages with. */
export const SESSION_QUERY = 'appVersion=3.2.1&deviceId=dev-42&sessionId=sess-abc&orderId=order-9';

/**
 * Chromium logs a refused or failed resource load as a console error. A test that provokes
 * one on purpose drops exactly those lines, so any other console error still fails it.
 */
export function allowFailedLoads(app: App, pattern: RegExp): void {
  const kept = app.problems.filter((p) => !(p.includes('Failed to load resource') && pattern.test(p)));
  app.problems.splice(0, app.problems.length, ...kept);
}

/** Every localStorage entry of the page. */
export function storedValues(app: App): Promise<Record<string, string>> {
  return app.page.evaluate(() => {
    const out: Record<string, string> = {};
    for (let i = 0; i < localStorage.length; i += 1) {
      const key = localStorage.key(i);
      if (key !== null) out[key] = localStorage.getItem(key) ?? '';
    }
    return out;
  });
}
