// @vitest-environment node
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_MESSAGES } from './apiMessages';
import { createEndpointCaller, type EndpointCaller } from './callEndpoint';
import { createCommonClient } from './createCommonClient';
import { createVariantClient } from './createVariantClient';
import { OPEN_ENUM_DRIFT } from './openEnumDrift';
import { type RecordingServer, startRecordingServer } from './recordingServer';
import { recordToasts } from './recordToasts';
import { type DriftHook, type ReportHook, setDriftHook, setReportHook } from './report';

// An order status, a bind-card field kind: lists the backend grows (`"x-open": true` in the schema).
// A value the app does not know is accepted and reported as drift; a closed list still refuses.

const STATUSES = [21, 110, 151, 170, 174, 180, 200];
const order = (fields: Record<string, unknown>) => ({
  code: 0,
  message: '',
  data: {
    orderStatus: 174,
    productName: 'Sandbox Loan',
    productLogo: '/logo.svg',
    userOrderDetail: { detail: [{ text: 'Loan amount', value: '₱5,000.00' }] },
    isDelay: 0,
    isScore: 0,
    cardNeedPop: 0,
    ...fields,
  },
});

let server: RecordingServer;
let call: EndpointCaller;
let invalid: Parameters<ReportHook>[];
let drift: Parameters<DriftHook>[];
let hooks: [ReportHook, DriftHook];
let toasts: ReturnType<typeof recordToasts>;

beforeAll(async () => {
  server = await startRecordingServer();
  const options = { baseURL: `${server.url}/api`, session: () => ({ sessionId: 's-1' }) };
  call = createEndpointCaller({ common: createCommonClient(options), variant: createVariantClient(options) });
});
afterAll(() => server.close());
beforeEach(() => {
  invalid = [];
  drift = [];
  hooks = [setReportHook((...args) => invalid.push(args)), setDriftHook((...args) => drift.push(args))];
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  toasts = recordToasts();
});
afterEach(() => {
  setReportHook(hooks[0]);
  setDriftHook(hooks[1]);
  toasts.stop();
  vi.restoreAllMocks();
});

describe('callEndpoint and open enums', () => {
  it.each([175, 150, 999, 0])(
    'accepts order status %i, which the app does not know, and reports it as drift',
    async (status) => {
      server.reply({ json: order({ orderStatus: status }) });
      const result = await call('loanDetails', { productId: 1, orderId: 'o-1' });
      expect(result).toMatchObject({ ok: true, data: { orderStatus: status, productName: 'Sandbox Loan' } });
      expect(toasts.texts()).toEqual([]);
      expect(invalid).toEqual([]);
      expect(drift).toEqual([
        [
          'loanDetails',
          [
            {
              instancePath: '/data/orderStatus',
              message: OPEN_ENUM_DRIFT,
              expected: STATUSES,
              received: status,
            },
          ],
        ],
      ]);
    },
  );

  it('reports nothing for a status the app knows', async () => {
    server.reply({ json: order({ orderStatus: 180 }) });
    expect(await call('loanDetails', { productId: 1, orderId: 'o-1' })).toMatchObject({ ok: true });
    expect(drift).toEqual([]);
  });

  it.each([
    ['an order status of another type', { orderStatus: '175' }, '/data/orderStatus'],
    ['a 0/1 flag outside its closed list', { isDelay: 2 }, '/data/isDelay'],
  ])('still refuses %s', async (_, fields, path) => {
    server.reply({ json: order(fields) });
    const result = await call('loanDetails', { productId: 1, orderId: 'o-1' });
    expect(result).toEqual({ ok: false, kind: 'invalid', message: API_MESSAGES.invalid, status: 200 });
    expect(invalid.map(([, issues]) => issues[0]?.instancePath)).toEqual([path]);
    expect(drift).toEqual([]);
  });

  it('names the item of a list whose value is outside the open list', async () => {
    const items = [
      { code: 'bank', title: 'Bank', cate: 'enum' },
      { code: 'birthday', title: 'Birthday', cate: 'date' },
    ];
    server.reply({ json: { code: 0, message: '', data: { items } } });
    expect(await call('cardInit', { product_id: 1 })).toMatchObject({ ok: true, data: { items } });
    expect(drift).toEqual([
      [
        'cardInit',
        [
          {
            instancePath: '/data/items/1/cate',
            message: OPEN_ENUM_DRIFT,
            expected: ['text', 'city', 'day', 'enum'],
            received: 'date',
          },
        ],
      ],
    ]);
  });
});
