import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './createApiClient';

// The page's own origin (jsdom's), so axios' same-origin XSRF rule would apply.
const SAME_ORIGIN = `${window.location.origin}/api`;

describe('createApiClient in the browser', () => {
  afterEach(() => vi.restoreAllMocks());

  it('never reads the page cookies: no XSRF header, and no synchronous cookie read before the call goes out', async () => {
    const cookie = vi.spyOn(Document.prototype, 'cookie', 'get').mockReturnValue('XSRF-TOKEN=secret');
    const open = vi.spyOn(XMLHttpRequest.prototype, 'open');
    const setHeader = vi.spyOn(XMLHttpRequest.prototype, 'setRequestHeader');
    const client = createApiClient({ baseURL: SAME_ORIGIN, session: () => ({}) }, []);
    // Nothing listens there: the call fails, only what went out before matters.
    await client.get('/v3/ping', { timeout: 2000 }).catch(() => undefined);
    expect(open).toHaveBeenCalledOnce();
    expect(cookie).not.toHaveBeenCalled();
    expect(setHeader.mock.calls.map(([name]) => name.toLowerCase())).not.toContain('x-xsrf-token');
  });
});
