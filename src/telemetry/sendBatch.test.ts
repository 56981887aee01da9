import { describe, expect, it, vi } from 'vitest';
import cases from './cases/sendBatch.json';
import { sendBatch } from './sendBatch';
import type { TelemetryEvent } from './telemetryTypes';

const events: TelemetryEvent[] = [
  {
    type: 'api',
    screen: 'customerService',
    route: '/customerService',
    brand: 'pesoagad',
    build: '0.1.0+test',
    engine: 'chromium/120',
    time: 1,
    endpoint: 'contactKfInfo',
    status: 500,
    ms: 3,
    shown: true,
  },
];

describe('sendBatch', () => {
  it.each(cases)('$name', async ({ url, bridge, beacon, fetch: fetchOutcome, expected }) => {
    const sendBeacon = vi.fn((_url: string, _data: Blob) => {
      if (beacon === 'throws') throw new TypeError('Beacons are not allowed');
      return beacon === 'queued';
    });
    const fetch = vi.fn((_url: RequestInfo | URL, _init?: RequestInit) =>
      fetchOutcome === 'ok'
        ? Promise.resolve(new Response(null, { status: 204 }))
        : Promise.reject(new TypeError('offline')),
    );
    const postBridge = vi.fn();
    sendBatch(events, {
      url,
      bridge,
      ...(beacon === 'absent' ? {} : { sendBeacon }),
      fetch: fetch as unknown as typeof globalThis.fetch,
      postBridge,
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sendBeacon).toHaveBeenCalledTimes(expected.beacons);
    expect(fetch).toHaveBeenCalledTimes(expected.fetches);
    expect(postBridge).toHaveBeenCalledTimes(expected.bridge);
    const body = JSON.stringify({ events });
    for (const [target, data] of sendBeacon.mock.calls) {
      expect(target).toBe(url);
      expect(data.type).toBe('application/json');
      expect(await data.text()).toBe(body);
    }
    for (const [target, init] of fetch.mock.calls) {
      expect(target).toBe(url);
      expect(init).toMatchObject({ method: 'POST', body, keepalive: true, credentials: 'same-origin' });
    }
    for (const [message] of postBridge.mock.calls)
      expect(message).toEqual({ action: 'track', params: { events } });
  });

  it('sends nothing for an empty batch', () => {
    const sendBeacon = vi.fn(() => true);
    const postBridge = vi.fn();
    sendBatch([], { url: '/telemetry', bridge: true, sendBeacon, postBridge });
    expect(sendBeacon).not.toHaveBeenCalled();
    expect(postBridge).not.toHaveBeenCalled();
  });
});
