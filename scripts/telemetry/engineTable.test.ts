import { describe, expect, it } from 'vitest';
import type { TelemetryEvent } from '../../src/telemetry/telemetryTypes.ts';
import cases from './cases/engineTable.json';
import { formatHtml } from './formatHtml.ts';
import { engineColumns, formatTables } from './formatTables.ts';
import { summarize } from './summarize.ts';

/** The per-engine table of the report (DESIGN §11), as tables: a few events and the rows they make. */

/** What each type of event needs besides what a case says (the engine, and what the table reads). */
const DEFAULTS: Record<TelemetryEvent['type'], object> = {
  api: { endpoint: 'contactKfInfo', status: 500, ms: 30, shown: true },
  error: { file: 'screens/aboutUs.json', pointer: '/body/0', widget: 'text', message: 'm' },
  drift: { endpoint: 'loanDetails', violations: [] },
  vital: { name: 'LCP', value: 1 },
  exposure: { experiment: 'goLoanButton', variant: 'a', first: true },
  goal: { experiment: 'goLoanButton', variant: 'a', goal: 'goLoan', first: true },
};

/** An event of a case; one without `engine` is as a log from before events carried it. */
function eventOf(short: { type: string }): TelemetryEvent {
  const type = short.type as TelemetryEvent['type'];
  return {
    screen: 'aboutUs',
    route: '/aboutUs',
    brand: 'pesoagad',
    build: '0.1.0+abc1234',
    time: 1795632522531,
    ...DEFAULTS[type],
    ...short,
  } as TelemetryEvent;
}

const HEADER = ['engine', 'events', 'errors', 'failed calls', 'LCP p75'];

describe('the per-engine table', () => {
  it.each(cases)('$name', ({ events, rows }) => {
    const summary = summarize(events.map(eventOf));
    expect(engineColumns(summary)).toEqual([HEADER, rows]);
    // Every event is in one row.
    expect(summary.engines.reduce((sum, row) => sum + row.events, 0)).toBe(events.length);
  });

  it('is printed under the others, in the text and in the HTML page, from the same columns', () => {
    const [first] = cases;
    const summary = summarize((first?.events ?? []).map(eventOf));
    const lines = formatTables(summary).split('\n');
    const at = lines.indexOf('Per engine');
    expect(at).toBeGreaterThan(lines.indexOf('Per endpoint'));
    expect(lines.slice(at + 1, at + 5)).toEqual([
      'engine       events  errors  failed calls  LCP p75',
      '-----------  ------  ------  ------------  -------',
      'chromium/80       9       1  500×2, 0×1       4000',
      'webkit/605        2       1                   1500',
    ]);
    const html = formatHtml(summary);
    expect(html).toContain(
      '<h2>Per engine</h2>\n<table><thead><tr><th scope="col">engine</th><th scope="col">events</th>',
    );
    expect(html).toContain(
      '<tr><td>chromium/80</td><td>9</td><td>1</td><td>500×2, 0×1</td><td>4000</td></tr>',
    );
  });
});
