// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVariantClient } from './createVariantClient';
import { formOf, queryOf, type RecordingServer, startRecordingServer } from './recordingServer';
import { requestVariant } from './requestVariant';

const SESSION = {
  sessionId: 's-1',
  deviceId: 'd-1',
  building: 'b-1',
  gather: 'g-2',
  swift: 'sw-1',
  eyes: 'ey-2',
};

let server: RecordingServer;

beforeAll(async () => {
  server = await startRecordingServer();
  server.reply({ json: { status: '00', message: '', attach: { lk: 'https://x' } } });
});
afterAll(() => server.close());

describe('variant client wire format (real HTTP server)', () => {
  const client = () => createVariantClient({ baseURL: `${server.url}/api`, session: () => SESSION });

  it('has a 60 s time-out', () => {
    expect(client().defaults.timeout).toBe(60000);
  });

  it('posts a form-encoded body with swift/eyes headers and X-Requested-With', async () => {
    await requestVariant(client(), { method: 'POST', path: '/gopia/goya/tesa', payload: { pd: 12 } });
    const request = server.requests.at(-1)!;
    expect(request.method).toBe('POST');
    expect(new URL(request.url, 'http://x').pathname).toBe('/api/gopia/goya/tesa');
    expect(request.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(formOf(request)).toEqual({ pd: '12' });
    expect(request.headers.swift).toBe('sw-1');
    expect(request.headers.eyes).toBe('ey-2');
    expect(request.headers.building).toBeUndefined();
    expect(request.headers.gather).toBeUndefined();
    expect(request.headers['x-requested-with']).toBe('XMLHttpRequest');
    // DESIGN §3: the common parameters go in the query of every call.
    expect(queryOf(request)).toEqual({ sessionId: 's-1', deviceId: 'd-1' });
  });
});
