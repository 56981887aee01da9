// @vitest-environment node
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PayloadCheck, Validator } from '../generated/validators/index';
import { API_MESSAGES } from './apiMessages';
import { createEndpointCaller, type EndpointCaller } from './callEndpoint';
import { createCommonClient } from './createCommonClient';
import { createVariantClient } from './createVariantClient';
import { type RecordingServer, startRecordingServer } from './recordingServer';
import { recordToasts } from './recordToasts';
import { type ReportHook, setReportHook } from './report';

// Each endpoint's payload check is its own chunk; here the loader of `contactKfInfo` is held by the
// test, so it can prove the request does not wait for it and what a chunk that never comes does.
const held = vi.hoisted(() => ({
  loads: 0,
  next: [] as Array<{ resolve: (v: unknown) => void; reject: (e: unknown) => void }>,
}));
vi.mock('../generated/validators/index', async (original) => {
  const actual = await original<typeof import('../generated/validators/index')>();
  return {
    ...actual,
    dataValidatorLoaders: {
      ...actual.dataValidatorLoaders,
      contactKfInfo: () => {
        held.loads += 1;
        return new Promise<PayloadCheck>((resolve, reject) =>
          held.next.push({ resolve: resolve as (v: unknown) => void, reject }),
        );
      },
    },
  };
});

let server: RecordingServer;
let call: EndpointCaller;
let reports: Parameters<ReportHook>[];
let previousHook: ReportHook;
let toasts: ReturnType<typeof recordToasts>;

beforeAll(async () => {
  server = await startRecordingServer();
  const options = { baseURL: `${server.url}/api`, session: () => ({ sessionId: 's-1' }) };
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

const until = async (condition: () => boolean) => {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(condition()).toBe(true);
};

describe('callEndpoint and the chunk of its payload check', () => {
  it('sends the request before the check has loaded; a chunk that cannot load makes the answer unchecked, so unused; the next call asks for the chunk again', async () => {
    server.reply({ json: { code: 0, data: { email: 'help@loan.ph' }, message: '' } });
    const sent = server.requests.length;
    const pending = call('contactKfInfo', { type: 30 });
    await until(() => server.requests.length === sent + 1 && held.next.length === 1);
    held.next.shift()?.reject(new Error('Failed to fetch dynamically imported module'));
    expect(await pending).toEqual({ ok: false, kind: 'invalid', message: API_MESSAGES.invalid, status: 200 });
    expect(toasts.texts()).toEqual([API_MESSAGES.invalid]);
    expect(reports).toHaveLength(1);

    const again = call('contactKfInfo', { type: 30 });
    await until(() => held.next.length === 1);
    expect(held.loads).toBe(2);
    const emailIsText: Validator = Object.assign(
      (data: unknown) => {
        const ok = typeof (data as { email?: unknown }).email === 'string';
        emailIsText.errors = ok ? null : [{ instancePath: '/email', message: 'must be string' }];
        return ok;
      },
      { errors: null },
    );
    held.next.shift()?.resolve({ validate: emailIsText, openEnums: [] });
    expect(await again).toMatchObject({ ok: true, data: { email: 'help@loan.ph' } });
  });

  it('keeps a loaded check for the next calls and refuses an answer it fails', async () => {
    server.reply({ json: { code: 0, data: { email: 42 }, message: '' } });
    const result = await call('contactKfInfo', { type: 30 });
    expect(held.loads).toBe(2);
    expect(result).toEqual({ ok: false, kind: 'invalid', message: API_MESSAGES.invalid, status: 200 });
    expect(reports.at(-1)?.[1]).toEqual([{ instancePath: '/data/email', message: 'must be string' }]);
  });
});
