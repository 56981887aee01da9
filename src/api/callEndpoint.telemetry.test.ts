// @vitest-environment node
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TelemetryFact } from '../telemetry/telemetryTypes';
import { createEndpointCaller, type EndpointCaller } from './callEndpoint';
import cases from './cases/telemetryFacts.json';
import { createCommonClient } from './createCommonClient';
import { createVariantClient } from './createVariantClient';
import { deadServerUrl, type RecordingServer, type Reply, startRecordingServer } from './recordingServer';
import { reportDrift } from './report';

/** What the API layer records for telemetry (DESIGN §10): each failed call, each answer that drifted. */
const recorded = vi.hoisted(() => [] as TelemetryFact[]);
vi.mock('../telemetry/recordTelemetry', () => ({
  recordTelemetry: (fact: TelemetryFact) => recorded.push(fact),
}));

const payloads = { contactKfInfo: { type: 30 }, tesa: { pd: 7 } } as const;
let server: RecordingServer;
let call: EndpointCaller;

const callerFor = (baseURL: string) => {
  const options = { baseURL, session: () => ({ sessionId: 's-1' }) };
  return createEndpointCaller({ common: createCommonClient(options), variant: createVariantClient(options) });
};

beforeAll(async () => {
  server = await startRecordingServer();
  call = callerFor(`${server.url}/api`);
});
afterAll(() => server.close());
beforeEach(() => {
  recorded.length = 0;
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('callEndpoint records for telemetry', () => {
  it.each(cases)('$name', async ({ endpoint, reply, facts }) => {
    server.reply(reply as Reply);
    await call(endpoint as keyof typeof payloads, payloads[endpoint as keyof typeof payloads]);
    expect(recorded).toEqual(
      facts.map((fact) => (fact.type === 'api' ? { ...fact, ms: expect.any(Number) } : fact)),
    );
    for (const fact of recorded) if (fact.type === 'api') expect(fact.ms).toBeGreaterThanOrEqual(0);
  });

  it('no answer at all: status 0', async () => {
    await callerFor(`${await deadServerUrl()}/api`)('contactKfInfo', { type: 30 });
    expect(recorded).toEqual([
      {
        type: 'api',
        endpoint: 'contactKfInfo',
        status: 0,
        code: undefined,
        ms: expect.any(Number),
        shown: true,
      },
    ]);
  });

  it('an open list value outside its list: drift with the value, for its type name only', () => {
    reportDrift('loanDetails', [
      {
        instancePath: '/data/orderStatus',
        message: 'open enum value outside list',
        expected: [21, 174],
        received: 175,
      },
    ]);
    expect(recorded).toEqual([
      {
        type: 'drift',
        endpoint: 'loanDetails',
        issues: [{ instancePath: '/data/orderStatus', keyword: 'enum', received: 175 }],
      },
    ]);
  });
});
