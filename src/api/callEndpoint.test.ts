// @vitest-environment node
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_MESSAGES } from './apiMessages';
import { createEndpointCaller, type EndpointCaller } from './callEndpoint';
import invalidCases from './callEndpoint.invalid.cases.json';
import refusalCases from './callEndpoint.refusal.cases.json';
import { createCommonClient } from './createCommonClient';
import { createVariantClient } from './createVariantClient';
import { formOf, queryOf, type RecordingServer, type Reply, startRecordingServer } from './recordingServer';
import { recordToasts } from './recordToasts';
import { type ReportHook, setReportHook } from './report';
import { getToasts } from './toastBus';

interface InvalidCase {
  name: string;
  endpoint: 'contactKfInfo' | 'tesa';
  reply: Reply;
  path: string;
}

interface RefusalEnvelope {
  name: string;
  endpoint: 'contactKfInfo' | 'problemSave' | 'quvo';
  field: 'data' | 'attach';
  code: { code?: string | number; status?: string };
  result: string | number;
}
interface Optional {
  name: string;
  value?: unknown;
}

/** Every refusal envelope × every payload a real server puts in a refusal × every kind of message. */
const refusals = (refusalCases.envelopes as RefusalEnvelope[]).flatMap((envelope) =>
  refusalCases.payloads.flatMap((payload: Optional) =>
    refusalCases.messages.map((message: Optional & { shown: string }) => ({
      label: `${envelope.name}, payload ${payload.name}, ${message.name}`,
      envelope,
      payload,
      message,
    })),
  ),
);

const refusalPayloads = {
  contactKfInfo: { type: 30 },
  problemSave: { problemType: 1, problemSonType: 0, problemDetail: 'd', problemImage: '', orderNo: 'o' },
  quvo: { pd: 7 },
} as const;

const SESSION = { sessionId: 's-1', building: 'b', swift: 'sw' };
const payloads = { contactKfInfo: { type: 30 }, tesa: { pd: 7 } } as const;

let server: RecordingServer;
let call: EndpointCaller;
let toasts: ReturnType<typeof recordToasts>;
let reports: Parameters<ReportHook>[];
let previousHook: ReportHook;

beforeAll(async () => {
  server = await startRecordingServer();
  const options = { baseURL: `${server.url}/api`, session: () => SESSION };
  call = createEndpointCaller({ common: createCommonClient(options), variant: createVariantClient(options) });
});
afterAll(() => server.close());
beforeEach(() => {
  reports = [];
  previousHook = setReportHook((...args) => reports.push(args));
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  toasts = recordToasts();
});
afterEach(() => {
  setReportHook(previousHook);
  toasts.stop();
  vi.restoreAllMocks();
});

describe('callEndpoint', () => {
  it('calls the registry path with the common client and returns checked data', async () => {
    server.reply({ json: { code: '00', data: { email: 'help@loan.ph', smWa: '0917' }, message: 'ok' } });
    const result = await call('contactKfInfo', { type: 30 });
    expect(result).toEqual({
      ok: true,
      data: { email: 'help@loan.ph', smWa: '0917' },
      message: 'ok',
      code: '00',
    });
    if (result.ok) expect(result.data.email).toBe('help@loan.ph');
    const request = server.requests.at(-1)!;
    expect(request.method).toBe('POST');
    expect(new URL(request.url, 'http://x').pathname).toBe('/api/v3/personal-center/contact-kf-info');
    expect(queryOf(request)).toEqual({ sessionId: 's-1' });
    expect(formOf(request)).toEqual({ type: '30' });
    expect(request.headers.building).toBe('b');
    expect(toasts.texts()).toEqual([]);
  });

  it('GET endpoints put the payload in the query', async () => {
    server.reply({ json: { code: 1, message: 'no order' } });
    const result = await call('loanDetails', { productId: 1, orderId: 2 });
    expect(result).toMatchObject({ ok: false, kind: 'server', message: 'no order', code: 1 });
    expect(queryOf(server.requests.at(-1)!)).toEqual({ sessionId: 's-1', productId: '1', orderId: '2' });
    expect(toasts.texts()).toEqual(['no order']);
  });

  it('does not validate the data of a refusal', async () => {
    server.reply({ json: { code: 3, data: 'anything', message: 'nope' } });
    const result = await call('contactKfInfo', { type: 30 });
    expect(result).toMatchObject({ ok: false, kind: 'server', message: 'nope' });
    expect(reports).toEqual([]);
  });

  it.each(refusals)('a refusal is the server message, never a schema failure: $label', async (testCase) => {
    const { envelope, payload, message } = testCase;
    const body: Record<string, unknown> = { ...envelope.code };
    if ('value' in payload) body[envelope.field] = payload.value;
    if ('value' in message) body.message = message.value;
    server.reply({ json: body });
    const result = await call(envelope.endpoint, refusalPayloads[envelope.endpoint] as never);
    expect(result).toMatchObject({
      ok: false,
      kind: 'server',
      message: message.shown,
      code: envelope.result,
    });
    expect(toasts.texts()).toEqual([message.shown]);
    expect(reports).toEqual([]);
  });

  it('uploads are multipart through the registry', async () => {
    server.reply({ json: { code: '00', data: { url: 'https://img/1.png' } } });
    const file = new File([Uint8Array.from([1, 2, 3])], 'a.png', { type: 'image/png' });
    const result = await call('uploadProblemImg', { problemImage: file });
    expect(result.ok).toBe(true);
    const request = server.requests.at(-1)!;
    expect(request.headers['content-type']).toMatch(/^multipart\/form-data/);
    expect(request.body.toString('latin1')).toContain('name="problemImage"; filename="a.png"');
  });

  it.each(invalidCases as InvalidCase[])(
    '$name: invalid, reported and toasted, never thrown',
    async (testCase) => {
      server.reply(testCase.reply);
      const result = await call(testCase.endpoint, payloads[testCase.endpoint]);
      expect(result).toEqual({
        ok: false,
        kind: 'invalid',
        message: 'Unexpected answer from the server. Please try again.',
        status: 200,
      });
      expect(toasts.texts()).toEqual([API_MESSAGES.invalid]);
      expect(reports).toHaveLength(1);
      expect(reports[0]?.[0]).toBe(testCase.endpoint);
      expect(reports[0]?.[1].map((issue) => issue.instancePath)).toContain(testCase.path);
      expect(console.warn).toHaveBeenCalledWith(expect.stringContaining(testCase.endpoint));
    },
  );

  it('variant success returns the attach as data', async () => {
    server.reply({ json: { status: '00', message: '', attach: { lk: 'https://loan.ph/p/1' } } });
    const result = await call('tesa', { pd: 7 });
    expect(result).toEqual({ ok: true, data: { lk: 'https://loan.ph/p/1' }, message: '', code: '00' });
    const request = server.requests.at(-1)!;
    expect(request.headers.swift).toBe('sw');
    expect(formOf(request)).toEqual({ pd: '7' });
  });

  it('variant refusal: the rejection becomes a result and the server message is toasted', async () => {
    server.reply({ json: { status: '01', message: 'Product closed' } });
    const result = await call('tesa', { pd: 7 });
    expect(result).toEqual({ ok: false, kind: 'server', message: 'Product closed', code: '01', status: 200 });
    expect(toasts.texts()).toEqual(['Product closed']);
  });

  it('variant HTTP error is toasted and resolved', async () => {
    server.reply({ status: 500, raw: 'boom' });
    const result = await call('tesa', { pd: 7 });
    expect(result).toMatchObject({ ok: false, kind: 'http', code: 500 });
    expect(toasts.texts()).toEqual([result.message]);
  });

  it.each(['contactKfInfo', 'tesa'] as const)(
    '%s: the loading toast shows while the call runs, then goes',
    async (id) => {
      server.reply(
        id === 'tesa'
          ? { json: { status: '00', attach: { lk: 'x' } } }
          : { json: { code: 0, data: { email: 'e', smWa: 'w' } } },
      );
      const result = await call(id, payloads[id], { loadingToast: 'Loading...' });
      expect(result.ok).toBe(true);
      expect(toasts.kinds()).toEqual(['loading']);
      expect(getToasts().some((toast) => toast.kind === 'loading')).toBe(false);
    },
  );

  it('an id outside the registry is refused as a value, not thrown', async () => {
    const unknownCall = call as unknown as (id: string, payload: object) => Promise<unknown>;
    await expect(unknownCall('nope', {})).resolves.toMatchObject({ ok: false, kind: 'invalid' });
    await expect(unknownCall('captcha', { sid: '1' })).resolves.toMatchObject({ ok: false, kind: 'invalid' });
  });
});
