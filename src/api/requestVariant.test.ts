// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from './apiError';
import { API_MESSAGES } from './apiMessages';
import { createVariantClient } from './createVariantClient';
import { deadServerUrl, type RecordingServer, startRecordingServer } from './recordingServer';
import { recordToasts } from './recordToasts';
import { requestVariant } from './requestVariant';
import rules from './successRules.cases.json';

let server: RecordingServer;
let toasts: ReturnType<typeof recordToasts>;

beforeAll(async () => {
  server = await startRecordingServer();
});
afterAll(() => server.close());
afterEach(() => toasts?.stop());

const client = () => createVariantClient({ baseURL: server.url, session: () => ({}) });
const tesa = { method: 'POST', path: '/gopia/goya/tesa', payload: { pd: 1 } } as const;

describe('requestVariant: success only on status "00", otherwise it rejects and shows nothing', () => {
  it.each(rules.variant)('status $status → ok $ok', async ({ status, ok }) => {
    server.reply({ json: { status, message: ok ? '' : `refused ${status}`, attach: { lk: 'https://x' } } });
    toasts = recordToasts();
    const call = requestVariant(client(), tesa);
    if (ok) {
      await expect(call).resolves.toEqual({ ok: true, data: { lk: 'https://x' }, message: '', code: '00' });
    } else {
      const error = await call.catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ kind: 'server', message: `refused ${status}`, code: status });
    }
    expect(toasts.texts()).toEqual([]);
  });

  it('a transport failure rejects too, silently', async () => {
    const dead = createVariantClient({ baseURL: await deadServerUrl(), session: () => ({}) });
    toasts = recordToasts();
    await expect(requestVariant(dead, tesa)).rejects.toMatchObject({
      kind: 'network',
      message: API_MESSAGES.network,
    });
    expect(toasts.texts()).toEqual([]);
  });
});
