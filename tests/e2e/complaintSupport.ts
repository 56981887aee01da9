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
