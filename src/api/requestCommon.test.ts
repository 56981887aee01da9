// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_MESSAGES } from './apiMessages';
import { createCommonClient } from './createCommonClient';
import { deadServerUrl, type RecordingServer, startRecordingServer } from './recordingServer';
import { recordToasts } from './recordToasts';
import { isCommonSuccess, requestCommon } from './requestCommon';
import rules from './successRules.cases.json';

let server: RecordingServer;
let toasts: ReturnType<typeof recordToasts>;

beforeAll(async () => {
  server = await startRecordingServer();
});
afterAll(() => server.close());
afterEach(() => {
  toasts?.stop();
  vi.restoreAllMocks();
});

const client = () => createCommonClient({ baseURL: server.url, session: () => ({}) });
const post = { method: 'POST', path: '/v3/x', payload: { a: 1 } } as const;

describe('requestCommon success rule: Number(code) === 0', () => {
  it.each(rules.common)('code $code → ok $ok', async ({ code, ok }) => {
    server.reply({ json: { code, data: { n: 1 }, message: ok ? '' : `refused ${code}` } });
    toasts = recordToasts();
    const result = await requestCommon(client(), post);
    expect(isCommonSuccess(code)).toBe(ok);
    if (ok) {
      expect(result).toEqual({ ok: true, data: { n: 1 }, message: '', code });
      expect(toasts.texts()).toEqual([]);
    } else {
      // SPEC §8: the server message is toasted and the result still comes back, with its data.
      expect(result).toEqual({
        ok: false,
        kind: 'server',
        message: `refused ${code}`,
        code,
        data: { n: 1 },
        status: 200,
      });
      expect(toasts.texts()).toEqual([`refused ${code}`]);
    }
  });

  it('a refusal without a message toasts a fallback', async () => {
    server.reply({ json: { code: 5 } });
    toasts = recordToasts();
    const result = await requestCommon(client(), post);
    expect(result).toMatchObject({
      ok: false,
      kind: 'server',
      message: API_MESSAGES.serverFallback,
      code: 5,
    });
    expect(toasts.texts()).toEqual([API_MESSAGES.serverFallback]);
  });
});

describe('requestCommon transport failures resolve, never reject', () => {
  it('no server: a network failure', async () => {
    const dead = createCommonClient({ baseURL: await deadServerUrl(), session: () => ({}) });
    toasts = recordToasts();
    const result = await requestCommon(dead, post);
    expect(result).toEqual({ ok: false, kind: 'network', message: API_MESSAGES.network, status: 0 });
    expect(toasts.texts()).toEqual([API_MESSAGES.network]);
  });

  it('a server that never answers: a time-out network failure', async () => {
    server.reply('hang');
    toasts = recordToasts();
    const started = Date.now();
    const result = await requestCommon(client(), { ...post, timeoutMs: 200 });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(result).toEqual({ ok: false, kind: 'network', message: API_MESSAGES.timeout, status: 0 });
    expect(toasts.texts()).toEqual([API_MESSAGES.timeout]);
  });

  it('an HTTP error status: an http failure with the status', async () => {
    server.reply({ status: 502, raw: 'Bad gateway' });
    toasts = recordToasts();
    const result = await requestCommon(client(), post);
    expect(result).toMatchObject({ ok: false, kind: 'http', code: 502 });
    expect(result.message).toContain('502');
    expect(toasts.texts()).toEqual([result.message]);
  });

  it('malformed JSON: an invalid result, reported, not thrown', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.reply({ raw: '{"code":0,' });
    toasts = recordToasts();
    const result = await requestCommon(client(), { ...post, endpointId: 'demo' });
    expect(result).toEqual({ ok: false, kind: 'invalid', message: API_MESSAGES.invalid, status: 200 });
    expect(toasts.texts()).toEqual([API_MESSAGES.invalid]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('demo'));
  });
});

describe('requestCommon loading toast', () => {
  it('shows a loading toast while the call runs and hides it after', async () => {
    server.reply({ json: { code: 0, data: null } });
    toasts = recordToasts();
    const result = await requestCommon(client(), post, { loadingToast: 'Loading...' });
    expect(result.ok).toBe(true);
    expect(toasts.kinds()).toEqual(['loading']);
    const { getToasts } = await import('./toastBus');
    expect(getToasts().some((toast) => toast.text === 'Loading...')).toBe(false);
  });
});
