import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TelemetryFact } from '../telemetry/telemetryTypes';
import { runActions } from './runActions';
import type { Action, ActionHost } from './types';

const recorded = vi.hoisted(() => [] as TelemetryFact[]);
vi.mock('../telemetry/recordTelemetry', () => ({
  recordTelemetry: (fact: TelemetryFact) => recorded.push(fact),
}));

const host = (): ActionHost =>
  ({
    scope: () => ({ data: {}, state: {}, query: {}, session: {}, storage: {} }),
    setState: () => undefined,
    openModal: () => undefined,
    closeModal: () => undefined,
    reload: () => undefined,
    navigate: () => undefined,
    assignLocation: () => undefined,
    origin: { file: 'screens/orderDetails.json', pointer: '' },
  }) as ActionHost;

beforeEach(() => {
  recorded.length = 0;
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('a failed action, for telemetry', () => {
  it('is one error event, named by the list that holds it, with its type', async () => {
    // An `if` whose branch holds an action no engine knows (JSON: an object literal may not hold `then`).
    const actions = JSON.parse('[{ "type": "if", "cond": true, "then": [{ "type": "nope" }] }]') as Action[];
    const outcome = await runActions(actions, host(), '/body/2/onClick');
    expect(outcome).toMatchObject({ ok: false, pointer: '/body/2/onClick/0/then/0' });
    expect(recorded).toEqual([
      {
        type: 'error',
        file: 'screens/orderDetails.json',
        pointer: '/body/2/onClick/0/then/0',
        action: 'nope',
        message: 'unknown action type nope',
      },
    ]);
    expect(console.warn).toHaveBeenCalledTimes(1);
  });
});
