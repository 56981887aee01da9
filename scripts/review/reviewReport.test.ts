import { describe, expect, it } from 'vitest';
import { reportHtml } from './reportHtml.ts';
import {
  changeEntries,
  type ReviewReport,
  type StateResult,
  summaryLine,
  totalsLine,
  translationLines,
} from './reviewReport.ts';

const state = (over: Partial<StateResult>): StateResult => ({
  screen: 'screens/orderDetails.json',
  scenario: 'order-174-delay1',
  locale: 'en',
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
  locales: ['en', 'fil'],
  out: '/tmp/review',
  screens: [{ file: 'screens/orderDetails.json', reason: 'compiled', states: 4, locales: ['en', 'fil'] }],
  states: [
    state({}),
    state({ scenario: 'default', status: 'unchanged', text: false, pixels: false, textDiff: [] }),
    state({
      scenario: 'fault-500:loanDetails',
      status: 'failing',
      failures: [{ side: 'work', reason: 'did not settle within 20 s' }],
    }),
    state({ locale: 'fil', textDiff: [], region: { x: 16, y: 400, width: 358, height: 48 } }),
  ],
  timings: {},
  translations: [
    {
      catalog: 'locales/fil.po',
      kind: 'stale',
      text: 'Repay now',
      previous: 'Pay now',
      reference: 'screens/orderDetails.json:88',
    },
    {
      catalog: 'locales/fil.po',
      kind: 'new',
      text: 'Extend <due> date',
      reference: 'screens/orderDetails.json:92',
    },
  ],
  notes: [],
};

describe('the review report', () => {
  it('lists changed and failing states in changes.json, never the unchanged ones', () => {
    expect(changeEntries(report)).toEqual([
      {
        screen: 'screens/orderDetails.json',
        scenario: 'order-174-delay1',
        locale: 'en',
        text: true,
        pixels: true,
      },
      {
        screen: 'screens/orderDetails.json',
        scenario: 'fault-500:loanDetails',
        locale: 'en',
        text: true,
        pixels: true,
        failed: { work: 'did not settle within 20 s' },
      },
      {
        screen: 'screens/orderDetails.json',
        scenario: 'order-174-delay1',
        locale: 'fil',
        text: true,
        pixels: true,
      },
    ]);
  });

  it('prints one line per state in each language, the totals, and the translations made stale', () => {
    expect(summaryLine(report.states[0] as StateResult)).toBe(
      'changed  screens/orderDetails.json order-174-delay1 [en]: text, pixels (358×48 at 16,400)',
    );
    expect(summaryLine(report.states[2] as StateResult)).toBe(
      'FAILING  screens/orderDetails.json fault-500:loanDetails [en]: work tree: did not settle within 20 s',
    );
    expect(summaryLine(report.states[3] as StateResult)).toBe(
      'changed  screens/orderDetails.json order-174-delay1 [fil]: text, pixels (358×48 at 16,400)',
    );
    expect(totalsLine(report)).toBe(
      '2 changed, 1 failing, 1 unchanged state of 1 screen (base: HEAD (5e4f7a7); brand pesoagad; en, fil)',
    );
    expect(translationLines(report)).toEqual([
      'locales/fil.po: "Pay now" → "Repay now" (screens/orderDetails.json:88) is now stale',
      'locales/fil.po: "Extend <due> date" (screens/orderDetails.json:92) is new, untranslated',
    ]);
  });

  it('shows a section per changed or failing state, its text escaped, the region marked on both shots', () => {
    const html = reportHtml(report);
    expect(html.match(/<section id="state-/g)).toHaveLength(3);
    expect(html).toContain('- button &quot;Repay &lt;now&gt;&quot;');
    expect(html.match(/class="region"/g)).toHaveLength(6);
    expect(html).toContain('order-174-delay1 [fil]</h2>');
    expect(html).toContain('(screens/orderDetails.json:92) is new, untranslated');
    expect(html).not.toContain('<now>');
    expect(html).not.toContain('<due>');
  });
});
