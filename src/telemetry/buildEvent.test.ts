import { describe, expect, it } from 'vitest';
import { buildEvent, type EventContext } from './buildEvent';
import eventCases from './cases/buildEvent.json';
import commonCases from './cases/eventCommon.json';
import type { StampedFact, TelemetryFact } from './telemetryTypes';

/** The privacy rules (DESIGN §10), as tables: each fact and the event it may become, or none. */

const SESSION = { appVersion: '3.2.1', sessionId: 'sess-7f3a9c21', deviceId: 'dev-4b2e81d0' };
const context = (session: Record<string, string> = SESSION, engine = 'chromium/120'): EventContext => ({
  brand: 'pesoagad',
  build: '0.1.0+22dbe3f',
  engine,
  session,
});
const STAMP = { screen: 'orderDetails', route: '/loanDetails', time: 1795632522531 };
const COMMON = {
  screen: 'orderDetails',
  route: '/loanDetails',
  brand: 'pesoagad',
  build: '0.1.0+22dbe3f',
  engine: 'chromium/120',
  time: 1795632522531,
  appVersion: '3.2.1',
};

describe('buildEvent', () => {
  it.each(eventCases)('$name', ({ fact, expected }) => {
    const event = buildEvent({ ...(fact as TelemetryFact), ...STAMP }, context());
    expect(event).toEqual(expected === null ? undefined : { ...COMMON, ...expected });
    // Whatever the case, nothing of the session's ids.
    expect(JSON.stringify(event ?? {})).not.toMatch(/sess-7f3a9c21|dev-4b2e81d0/);
  });

  it.each(commonCases)('every event: $name', ({ stamp, session, engine, expected }) => {
    const fact = { type: 'api', endpoint: 'loanDetails', status: 0, ms: 1, shown: true, ...stamp };
    const event = buildEvent(fact as StampedFact, context(session as Record<string, string>, engine));
    expect(event).toEqual({
      ...expected,
      type: 'api',
      endpoint: 'loanDetails',
      status: 0,
      ms: 1,
      shown: true,
    });
  });

  it('takes a part node back to the part file it was written in', () => {
    const fact: StampedFact = {
      type: 'error',
      file: 'screens/repayPeriod.json',
      pointer: '/modals/barcode/body/0/children/1',
      widget: 'barcode',
      message: 'x',
      ...STAMP,
    };
    const origin = (file: string, pointer: string) =>
      pointer.startsWith('/modals/barcode/body/0')
        ? { file: 'screens/parts/payCodeBarcodeModal.json', pointer: pointer.replace('/modals/barcode', '') }
        : { file, pointer };
    expect(buildEvent(fact, { ...context(), origin })).toMatchObject({
      file: 'screens/parts/payCodeBarcodeModal.json',
      pointer: '/body/0/children/1',
    });
  });

  it('keeps a message to 200 characters', () => {
    const fact: StampedFact = {
      type: 'error',
      file: 'screens/a.json',
      pointer: '',
      message: 'x'.repeat(500),
      ...STAMP,
    };
    const event = buildEvent(fact, context());
    expect(event?.type === 'error' && event.message.length).toBe(200);
  });
});
