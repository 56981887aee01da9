import { describe, expect, it } from 'vitest';
import { reportHtml } from './reportHtml.ts';
import {
  changeEntries,
  type ReviewReport,
  type StateResult,
  summaryLine,
  totalsLine,
} from './reviewReport.ts';

const state = (over: Partial<StateResult>): StateResult => ({
  screen: 'screens/orderDetails.json',
  scenario: 'order-174-delay1',
  description: 'loanDetails: status 174, isDelay 1.',
  status: 'changed',
  text: true,
  pixels: true,
  failures: [],
  textDiff: [{ baseStart: 3, workStart: 3, lines: [{ op: '-', text: '- button "Repay <now>"' }] }],
  region: { x: 16, y: 400, width: 358, height: 48 },
  shots: { base: 'shots/a--base.png', work: 'shots/a--work.png' },
  size: { width: 390, height: 844 },
  notes: [],
  ...over,
});

const report: ReviewReport = {
  base: { label: 'HEAD (5e4f7a7)', commit: '5e4f7a7' },
  work: { label: 'work tree' },
  brand: 'pesoagad',
  out: '/tmp/review',
  screens: [{ file: 'screens/orderDetails.json', reason: 'compiled', states: 3 }],
  states: [
    state({}),
    state({ scenario: 'default', status: 'unchanged', text: false, pixels: false, textDiff: [] }),
    state({
      scenario: 'fault-500:loanDetails',
      status: 'failing',
      failures: [{ side: 'work', reason: 'did not settle within 20 s' }],
    }),
  ],
  timings: {},
  notes: [],
};

describe('the review report', () => {
  it('lists changed and failing states in changes.json, never the unchanged ones', () => {
    expect(changeEntries(report)).toEqual([
      { screen: 'screens/orderDetails.json', scenario: 'order-174-delay1', text: true, pixels: true },
      {
        screen: 'screens/orderDetails.json',
        scenario: 'fault-500:loanDetails',
        text: true,
        pixels: true,
        failed: { work: 'did not settle within 20 s' },
      },
    ]);
  });

  it('prints one line per state and the totals', () => {
    expect(summaryLine(report.states[0] as StateResult)).toBe(
      'changed  screens/orderDetails.json order-174-delay1: text, pixels (358×48 at 16,400)',
    );
    expect(summaryLine(report.states[2] as StateResult)).toBe(
      'FAILING  screens/orderDetails.json fault-500:loanDetails: work tree: did not settle within 20 s',
    );
    expect(totalsLine(report)).toBe(
      '1 changed, 1 failing, 1 unchanged state of 1 screen (base: HEAD (5e4f7a7); brand pesoagad)',
    );
  });

  it('shows a section per changed or failing state, its text escaped, the region marked on both shots', () => {
    const html = reportHtml(report);
    expect(html.match(/<section id="state-/g)).toHaveLength(2);
    expect(html).toContain('- button &quot;Repay &lt;now&gt;&quot;');
    expect(html.match(/class="region"/g)).toHaveLength(4);
    expect(html).not.toContain('<now>');
  });
});
