import { describe, expect, it, vi } from 'vitest';
import { validateTelemetryBatch } from '../generated/validators/telemetryBatch.js';
import { buildEvent, type EventContext } from './buildEvent';
import eventCases from './cases/buildEvent.json';
import { sendBatch } from './sendBatch';
import type { StampedFact, TelemetryEvent, TelemetryFact } from './telemetryTypes';
import { BATCH_SIZE, MAX_BATCH_BYTES } from './telemetryTypes';

/**
 * The app's sender against the telemetry contract (schemas/telemetry/batch.schema.json, which
 * `npm run telemetry` holds every log line to): whatever the app observed, what it sends fits, and no
 * body is larger than nginx takes (deploy/nginx.conf sizes `client_max_body_size` from MAX_BATCH_BYTES).
 */

const LONG = 'x'.repeat(300);
const context: EventContext = {
  brand: 'pesoagad',
  build: '0.1.0+22dbe3f',
  engine: 'chromium/120',
  session: { appVersion: '3.2.1', osVersion: LONG, sessionId: 's-1' },
};
const STAMP = { screen: 'orderDetails', route: '/loanDetails', time: 1795632522531 };

const errorsOf = (events: readonly TelemetryEvent[]) =>
  validateTelemetryBatch({ events }) ? [] : validateTelemetryBatch.errors;

/** The longest segment a pointer keeps: a name of 64 characters. */
const NAME_64 = `a${'b'.repeat(63)}`;
const DEEP = `/${Array.from({ length: 30 }, () => NAME_64).join('/')}`;

/** Facts as hostile as a page could observe: every string too long, every number odd. */
const HOSTILE: TelemetryFact[] = [
  {
    type: 'drift',
    endpoint: LONG,
    issues: Array.from({ length: 40 }, (_, i) => ({
      instancePath: `/${i}${DEEP}`,
      keyword: 'type',
      message: `must be ${'integer,'.repeat(20)}string`,
    })),
  },
  {
    type: 'drift',
    endpoint: 'loanDetails',
    issues: [{ instancePath: '/data/x', keyword: LONG, received: Symbol('s') }],
  },
  { type: 'api', endpoint: '../../etc', status: 99999, code: `${LONG}`, ms: Number.NaN, shown: true },
  { type: 'api', endpoint: 'loanDetails', status: -1, code: 123456789, ms: -5, shown: false },
  { type: 'api', endpoint: 'loanDetails', status: 200, code: 'E-17', ms: 1e12, shown: true },
  {
    type: 'error',
    file: `screens/${LONG}.json`,
    pointer: DEEP,
    widget: LONG,
    action: 'call',
    message: `“${LONG}” 0917 123 4567 ${'é'.repeat(300)}`,
  },
  { type: 'error', file: 'screens/a.json', pointer: 'no slash', message: '' },
  { type: 'vital', name: 'CLS', value: 0.123456, pointer: DEEP },
  { type: 'vital', name: 'LCP', value: 1e9 },
];

describe('the telemetry contract', () => {
  it('holds every event the privacy rules make of the cases', () => {
    const events = eventCases
      .map(({ fact }) => buildEvent({ ...(fact as TelemetryFact), ...STAMP }, context))
      .filter((event): event is TelemetryEvent => event !== undefined);
    expect(events.length).toBeGreaterThan(15);
    for (const event of events) expect(errorsOf([event])).toEqual([]);
  });

  it('holds what the privacy rules make of hostile facts, on any screen and route', () => {
    const stamps = [STAMP, { screen: LONG, route: `/${LONG}`, time: Number.POSITIVE_INFINITY }];
    for (const stamp of stamps)
      for (const fact of HOSTILE) {
        const event = buildEvent({ ...fact, ...stamp } as StampedFact, context);
        if (event) expect(errorsOf([event]), JSON.stringify(event).slice(0, 200)).toEqual([]);
      }
  });

  it('refuses a batch of more than 20, an unknown type, a field over its length, a field of its own', () => {
    const event = buildEvent({ ...(HOSTILE[3] as TelemetryFact), ...STAMP }, context) as TelemetryEvent;
    expect(errorsOf(Array.from({ length: BATCH_SIZE }, () => event))).toEqual([]);
    expect(errorsOf(Array.from({ length: BATCH_SIZE + 1 }, () => event))).not.toEqual([]);
    expect(errorsOf([{ ...event, type: 'crash' } as unknown as TelemetryEvent])).not.toEqual([]);
    expect(errorsOf([{ ...event, screen: NAME_64 }])).toEqual([]);
    expect(errorsOf([{ ...event, screen: `${NAME_64}c` }])).not.toEqual([]);
    expect(errorsOf([{ ...event, phone: '09171234567' } as unknown as TelemetryEvent])).not.toEqual([]);
    expect(errorsOf([])).not.toEqual([]);
  });

  it('the largest event is far below a body, and the largest batch goes as bodies nginx takes', async () => {
    // A drift of 20 violations at the longest pointer, every common field at its longest.
    const largest = buildEvent(
      {
        ...(HOSTILE[0] as TelemetryFact),
        screen: NAME_64,
        route: `/${'r'.repeat(80)}`,
        time: 1795632522531,
      } as StampedFact,
      {
        ...context,
        brand: `p${'q'.repeat(63)}`,
        build: 'b'.repeat(64),
        engine: 'abcdefghijkl/99999',
        session: { appVersion: 'v'.repeat(32), osVersion: 'o'.repeat(32) },
      },
    ) as TelemetryEvent;
    expect(largest.type === 'drift' && largest.violations.length).toBe(20);
    expect(errorsOf([largest])).toEqual([]);
    const eventBytes = new Blob([JSON.stringify(largest)]).size;
    expect(eventBytes).toBeLessThan(MAX_BATCH_BYTES / 2);

    const beacons: Blob[] = [];
    sendBatch(
      Array.from({ length: BATCH_SIZE }, () => largest),
      {
        url: '/telemetry',
        bridge: false,
        sendBeacon: (_url, data) => beacons.push(data) > 0,
        postBridge: vi.fn(),
      },
    );
    const bodies = await Promise.all(beacons.map((beacon) => beacon.text()));
    expect(bodies.length).toBeGreaterThan(1);
    const sent = bodies.map((body) => JSON.parse(body) as { events: TelemetryEvent[] });
    expect(sent.flatMap((batch) => batch.events)).toHaveLength(BATCH_SIZE);
    for (const [at, body] of bodies.entries()) {
      expect(new Blob([body]).size).toBeLessThanOrEqual(MAX_BATCH_BYTES);
      expect(errorsOf(sent[at]?.events ?? [])).toEqual([]);
    }
  });
});
