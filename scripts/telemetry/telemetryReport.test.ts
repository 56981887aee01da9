import { describe, expect, it } from 'vitest';
import type { TelemetryEvent } from '../../src/telemetry/telemetryTypes.ts';
import cases from './cases/telemetryReport.json';
import { formatHtml } from './formatHtml.ts';
import { formatTables } from './formatTables.ts';
import { parseLine, readTelemetryLog } from './readLog.ts';
import { summarize } from './summarize.ts';
import { p75 } from './valueCounts.ts';

const COMMON = { brand: 'pesoagad', build: '0.1.0+abc1234', engine: 'chromium/120', time: 1795632522531 };
const at = (screen: string, route: string) => ({ ...COMMON, screen, route });

/** A day of a small lender: two screens in trouble, one fine, vitals of each. */
const EVENTS: TelemetryEvent[] = [
  ...[1, 2, 3].map(
    (): TelemetryEvent => ({
      type: 'drift',
      ...at('orderDetails', '/loanDetails'),
      endpoint: 'loanDetails',
      violations: [{ path: '/data/orderStatus', expected: 'integer', received: 'string' }],
    }),
  ),
  {
    type: 'drift',
    ...at('orderList', '/orderList'),
    endpoint: 'loanDetails',
    violations: [
      { path: '/data/recProducts/0/enabled', expected: 'enum', received: 'integer' },
      { path: '/data/orderStatus', expected: 'integer', received: 'string' },
    ],
  },
  ...[210, 250, 300, 900].map(
    (ms): TelemetryEvent => ({
      type: 'api',
      ...at('orderDetails', '/loanDetails'),
      endpoint: 'loanDetails',
      status: 200,
      ms,
      shown: true,
    }),
  ),
  {
    type: 'api',
    ...at('customerService', '/customerService'),
    endpoint: 'contactKfInfo',
    status: 500,
    ms: 40,
    shown: true,
  },
  {
    type: 'api',
    ...at('customerService', '/customerService'),
    endpoint: 'contactKfInfo',
    status: 500,
    ms: 60,
    shown: true,
  },
  {
    type: 'api',
    ...at('customerService', '/customerService'),
    endpoint: 'contactKfInfo',
    status: 0,
    ms: 60000,
    shown: true,
  },
  {
    type: 'api',
    ...at('paymentWay', '/paymentWay'),
    endpoint: 'repaymentConfirm',
    status: 200,
    code: '800006',
    ms: 80,
    shown: true,
  },
  ...['/body/2/children/0', '/body/2/children/0', '/onLoad/1'].map(
    (pointer): TelemetryEvent => ({
      type: 'error',
      ...at('orderDetails', '/loanDetails'),
      file: 'screens/orderDetails.json',
      pointer,
      ...(pointer.startsWith('/onLoad') ? { action: 'openModal' } : { widget: 'image' }),
      message: 'x',
    }),
  ),
  {
    type: 'error',
    ...at('repayPeriod', '/repayPeriod'),
    file: 'screens/parts/payCodeBox.json',
    pointer: '/body/0',
    widget: 'barcode',
    message: 'y',
  },
  ...[1800, 2100, 2600, 4200].map(
    (value): TelemetryEvent => ({
      type: 'vital',
      ...at('orderDetails', '/loanDetails'),
      name: 'LCP',
      value,
      pointer: '/body/0',
    }),
  ),
  { type: 'vital', ...at('orderDetails', '/loanDetails'), name: 'CLS', value: 0.0123 },
  { type: 'vital', ...at('landing', '/'), name: 'INP', value: 96 },
];

describe('reading a log', () => {
  it.each(cases.logs)('$name', ({ lines, batches, rejected, types, reasons }) => {
    const log = readTelemetryLog(lines.join('\n'));
    expect(log.counts()).toMatchObject({ batches, rejected });
    expect(log.tally.events).toBe(types.length);
    const results = lines.map(parseLine);
    expect(
      results.flatMap((result) => (result && 'events' in result ? result.events : [])).map((e) => e.type),
    ).toEqual(types);
    expect(results.flatMap((result) => (result && 'rejected' in result ? [result.rejected] : []))).toEqual(
      reasons,
    );
  });
});

describe('p75', () => {
  it.each(cases.percentiles)('of $values: $p75', ({ values, p75: expected }) => {
    expect(p75(values)).toBe(expected ?? undefined);
  });
});

describe('summarize', () => {
  const summary = summarize(EVENTS);

  it('per screen: errors with their top pointers (a part file named), drift, failed calls, p75 of each vital', () => {
    expect(summary.screens.map((row) => row.screen)).toEqual([
      'orderDetails',
      'customerService',
      'orderList',
      'paymentWay',
      'repayPeriod',
      'landing',
    ]);
    expect(summary.screens[0]).toEqual({
      screen: 'orderDetails',
      routes: ['/loanDetails'],
      events: 15,
      errors: 3,
      topErrors: [
        { what: '/body/2/children/0 image', count: 2 },
        { what: '/onLoad/1 openModal', count: 1 },
      ],
      drift: 3,
      failedCalls: [{ status: 200, count: 4 }],
      vitals: { LCP: { p75: 2600, count: 4 }, CLS: { p75: 0.0123, count: 1 } },
    });
    expect(summary.screens.find((row) => row.screen === 'repayPeriod')?.topErrors).toEqual([
      { what: 'screens/parts/payCodeBox.json#/body/0 barcode', count: 1 },
    ]);
    expect(summary.screens.find((row) => row.screen === 'customerService')?.failedCalls).toEqual([
      { status: 500, count: 2 },
      { status: 0, count: 1 },
    ]);
  });

  it('per endpoint: drift with its top pointers and types, failed calls by status and code, their p75 time', () => {
    expect(summary.endpoints).toEqual([
      {
        endpoint: 'loanDetails',
        drift: 4,
        topDrift: [
          { what: '/data/orderStatus string≠integer', count: 4 },
          { what: '/data/recProducts/0/enabled integer≠enum', count: 1 },
        ],
        failedCalls: [{ status: 200, count: 4 }],
        failedMsP75: 300,
      },
      {
        endpoint: 'contactKfInfo',
        drift: 0,
        topDrift: [],
        failedCalls: [
          { status: 500, count: 2 },
          { status: 0, count: 1 },
        ],
        failedMsP75: 60000,
      },
      {
        endpoint: 'repaymentConfirm',
        drift: 0,
        topDrift: [],
        failedCalls: [{ status: 200, code: '800006', count: 1 }],
        failedMsP75: 80,
      },
    ]);
  });

  it('keeps the top N', () => {
    expect(summarize(EVENTS, 1).screens[0]?.topErrors).toEqual([
      { what: '/body/2/children/0 image', count: 2 },
    ]);
  });
});

describe('formatTables', () => {
  const text = formatTables(summarize(EVENTS), {
    batches: 4,
    rejected: 2,
    reasons: [
      { what: 'not JSON', count: 1 },
      { what: '/events: more than 20', count: 1 },
    ],
  });
  const lines = text.split('\n');

  it('a line of totals, then a table per screen, one per endpoint and one per engine', () => {
    expect(lines[0]).toBe(
      'Telemetry: 22 events in 4 batches (2 lines rejected: not the telemetry contract), 2026-11-25 18:48 to 2026-11-25 18:48 UTC',
    );
    expect(lines.slice(lines.indexOf('Rejected lines'))).toEqual([
      'Rejected lines',
      'rejected because       lines',
      '---------------------  -----',
      'not JSON                   1',
      '/events: more than 20      1',
      '',
    ]);
    expect(lines).toContain('Per screen');
    expect(lines).toContain('Per endpoint');
    expect(lines).toContain('Per engine');
  });

  it('one row a screen, its columns under their headers', () => {
    const header = lines[lines.indexOf('Per screen') + 1] ?? '';
    const row = lines.find((line) => line.startsWith('orderDetails')) ?? '';
    expect(row.slice(header.indexOf('top error pointers'))).toMatch(
      /^\/body\/2\/children\/0 image \(2\), \/onLoad\/1 openModal \(1\)\s+3 /,
    );
    expect(row).toContain('200×4');
    expect(row.slice(header.indexOf('LCP p75') - 2, header.indexOf('LCP p75') + 7).trim()).toBe('2600');
    expect(row).toContain('0.012');
  });

  it('one row an endpoint: failed calls by status, a refusal with its code', () => {
    expect(lines.find((line) => line.startsWith('contactKfInfo'))).toMatch(
      /^contactKfInfo\s+0\s+500×2, 0×1\s+60000$/,
    );
    expect(lines.find((line) => line.startsWith('repaymentConfirm'))).toContain('200 code 800006×1');
    expect(lines.find((line) => line.startsWith('loanDetails'))).toContain(
      '/data/orderStatus string≠integer (4)',
    );
  });
});

describe('formatHtml', () => {
  const html = formatHtml(
    summarize([
      ...EVENTS,
      { type: 'vital', ...at('<img src=x onerror=alert(1)>', '/'), name: 'LCP', value: 1 },
    ]),
  );

  it('the same tables and a chart of each: inline SVG, nothing fetched', () => {
    expect(html).toMatch(/^<!doctype html>/);
    expect(html.match(/<svg /g)?.length).toBe(5);
    expect(html).toContain('aria-label="LCP p75 per screen');
    expect(html).toContain('<td>/data/orderStatus string≠integer (4), /data/recProducts/0/enabled');
    expect(html).not.toMatch(/<script|<link|src="http|href="http/);
  });

  it('writes names as text', () => {
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});
