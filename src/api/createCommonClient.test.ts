// @vitest-environment node
import busboy from 'busboy';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setLocale } from '../i18n/locale';
import { createCommonClient } from './createCommonClient';
import {
  formOf,
  queryOf,
  type RecordedRequest,
  type RecordingServer,
  startRecordingServer,
} from './recordingServer';
import { requestCommon } from './requestCommon';

const COMMON = {
  appVersion: '1.2.0',
  deviceName: 'Pixel 7',
  deviceId: 'dev-1',
  osVersion: '14',
  sessionId: 's&1',
  gps_adid: 'g-1',
};
const SESSION = {
  ...COMMON,
  orderId: '77',
  productId: '12',
  building: 'b-1',
  gather: 'g-2',
  swift: 'sw',
  eyes: 'ey',
};

let server: RecordingServer;
let last: () => RecordedRequest;

beforeAll(async () => {
  server = await startRecordingServer();
  last = () => server.requests.at(-1)!;
});
afterAll(() => server.close());
beforeEach(() => {
  server.reply({ json: { code: 0, data: {}, message: '' } });
});

function client(session: Record<string, string> = SESSION) {
  return createCommonClient({ baseURL: `${server.url}/api`, session: () => session });
}

function parseMultipart(request: RecordedRequest) {
  return new Promise<{
    fields: Record<string, string>;
    files: { field: string; filename: string; bytes: Buffer }[];
  }>((resolve, reject) => {
    const fields: Record<string, string> = {};
    const files: { field: string; filename: string; bytes: Buffer }[] = [];
    const parser = busboy({ headers: request.headers });
    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('file', (field, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () =>
        files.push({ field, filename: info.filename ?? '', bytes: Buffer.concat(chunks) }),
      );
    });
    parser.on('close', () => resolve({ fields, files }));
    parser.on('error', reject);
    parser.end(request.body);
  });
}

describe('common client wire format (real HTTP server)', () => {
  it('has a 60 s time-out', () => {
    expect(client().defaults.timeout).toBe(60000);
  });

  it('GET puts the common parameters and its own in the query, with no body', async () => {
    await requestCommon(client(), {
      method: 'GET',
      path: '/v3/loan-details/loan-details',
      payload: { productId: 12, orderId: '77' },
    });
    const request = last();
    expect(request.method).toBe('GET');
    expect(new URL(request.url, 'http://x').pathname).toBe('/api/v3/loan-details/loan-details');
    expect(queryOf(request)).toEqual({ ...COMMON, productId: '12', orderId: '77' });
    expect(request.body.length).toBe(0);
  });

  it('POST puts the common parameters in the query and the payload form-encoded in the body', async () => {
    await requestCommon(client(), {
      method: 'POST',
      path: '/user-problem/problem-save',
      payload: {
        problemType: 2,
        problemDetail: 'late & wrong',
        problemImage: ['a.png', 'b.png'],
        skipped: undefined,
      },
    });
    const request = last();
    expect(request.method).toBe('POST');
    expect(queryOf(request)).toEqual(COMMON);
    expect(request.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(formOf(request)).toEqual({
      problemType: '2',
      problemDetail: 'late & wrong',
      problemImage: 'a.png,b.png',
    });
  });

  it('upload is multipart with the file under problemImage and common parameters in the query', async () => {
    const bytes = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 255]);
    const file = new File([bytes], 'evidence.png', { type: 'image/png' });
    await requestCommon(client(), {
      method: 'POST',
      path: '/user-problem/upload-problem-img',
      body: 'multipart',
      payload: { problemImage: file },
    });
    const request = last();
    expect(request.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(queryOf(request)).toEqual(COMMON);
    const { files, fields } = await parseMultipart(request);
    expect(fields).toEqual({});
    expect(files).toHaveLength(1);
    expect(files[0]?.field).toBe('problemImage');
    expect(files[0]?.filename).toBe('evidence.png');
    expect([...(files[0]?.bytes ?? [])]).toEqual([...bytes]);
  });

  it('sends building/gather from the session, never swift/eyes, and X-Requested-With', async () => {
    await requestCommon(client(), { method: 'POST', path: '/x', payload: {} });
    const { headers } = last();
    expect(headers.building).toBe('b-1');
    expect(headers.gather).toBe('g-2');
    expect(headers.swift).toBeUndefined();
    expect(headers.eyes).toBeUndefined();
    expect(headers['x-requested-with']).toBe('XMLHttpRequest');
  });

  it.each([
    ['en', 'en-PH, en;q=0.9'],
    ['fil', 'fil-PH, fil;q=0.9, en;q=0.5'],
  ] as const)('sends Accept-Language with the page language %s first', async (locale, expected) => {
    setLocale(locale);
    try {
      await requestCommon(client({ sessionId: 's' }), { method: 'GET', path: '/x' });
      expect(last().headers['accept-language']).toBe(expected);
    } finally {
      setLocale('en');
    }
  });

  it('leaves out what the session does not have', async () => {
    await requestCommon(client({ sessionId: 's' }), { method: 'GET', path: '/x', payload: { a: 1 } });
    const request = last();
    expect(queryOf(request)).toEqual({ sessionId: 's', a: '1' });
    expect(request.headers.building).toBeUndefined();
    expect(request.headers.gather).toBeUndefined();
  });

  it('reads the session at request time', async () => {
    const session: Record<string, string> = { sessionId: 'first' };
    const c = createCommonClient({ baseURL: server.url, session: () => session });
    await c.get('/x');
    session.sessionId = 'second';
    await c.get('/x');
    expect(server.requests.slice(-2).map((r) => queryOf(r).sessionId)).toEqual(['first', 'second']);
  });

  it('form-encodes a plain object posted straight through the client', async () => {
    await client().post('/x', { a: 1, b: 'two' });
    expect(last().headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(formOf(last())).toEqual({ a: '1', b: 'two' });
  });
});
