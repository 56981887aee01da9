import { describe, expect, it } from 'vitest';
import { compileScreen } from '../compile/compileScreen';
import { firstPaintWidgetTypes } from './firstPaint';

const WIDGETS = new Set(['stack', 'text', 'image', 'input', 'button', 'list', 'form', 'tabs']);

/** A screen as staff write it (formulas with `=`), compiled as the build compiles it. */
function plan(screen: Record<string, unknown>): string[] {
  const { value, problems } = compileScreen(screen, 'screens/x.json', new Map());
  expect(problems).toEqual([]);
  return [...firstPaintWidgetTypes(value as Record<string, unknown>, (type) => WIDGETS.has(type))].sort();
}

/** A block shown only when `when` holds, holding an image; the text beside it always shows. */
const guarded = (when: string) => [
  { type: 'text', text: 'always' },
  { type: 'stack', when, children: [{ type: 'image', src: '/a.png', alt: 'a' }] },
];

/** The landing page's shape: tabs written in the screen, one panel per tab chosen by `item.value`. */
const tabs = (extra: Record<string, unknown> = {}) => ({
  type: 'tabs',
  stateKey: 'section',
  items: "=literal([{value: 'home'}, {value: 'contact'}])",
  label: '=item.value',
  value: '=item.value',
  panel: {
    type: 'stack',
    children: [
      {
        type: 'stack',
        when: "=item.value == 'home'",
        children: [{ type: 'image', src: '/a.png', alt: 'a' }],
      },
      {
        type: 'stack',
        when: "=item.value == 'contact'",
        children: [{ type: 'input', label: 'Name', stateKey: 'name' }],
      },
    ],
  },
  ...extra,
});

describe('firstPaintWidgetTypes', () => {
  it.each([
    {
      name: 'no when: every widget',
      screen: { body: guarded('=true') },
      expected: ['image', 'stack', 'text'],
    },
    {
      name: 'a state key false at first: its block is left out',
      screen: { state: { more: false }, body: guarded('=state.more') },
      expected: ['text'],
    },
    {
      name: 'a state key true at first: its block is in',
      screen: { state: { more: true }, body: guarded('=state.more') },
      expected: ['image', 'stack', 'text'],
    },
    {
      name: 'a when on data is undecided: in',
      screen: { state: {}, body: guarded('=data.order.status == 200') },
      expected: ['image', 'stack', 'text'],
    },
    {
      name: 'a when on the query is undecided: in',
      screen: { body: guarded("=query.source == 'x'") },
      expected: ['image', 'stack', 'text'],
    },
    {
      name: 'state and data together are undecided: in',
      screen: { state: { more: false }, body: guarded('=state.more || data.order.open') },
      expected: ['image', 'stack', 'text'],
    },
    {
      name: 'a state key the screen does not declare is undecided: in',
      screen: { state: {}, body: guarded('=state.more') },
      expected: ['image', 'stack', 'text'],
    },
    {
      name: 'a persisted key may come back from storage: in',
      screen: { state: { more: false }, persist: ['more'], body: guarded('=state.more') },
      expected: ['image', 'stack', 'text'],
    },
    {
      name: 'a key onLoad sets before the first paint: in',
      screen: {
        state: { more: false },
        onLoad: [{ type: 'setState', values: { more: '=data.order.open' } }],
        body: guarded('=state.more'),
      },
      expected: ['image', 'stack', 'text'],
    },
    {
      name: 'a key onLoad sets in a branch: in',
      screen: {
        state: { more: false },
        onLoad: [
          { type: 'delay', ms: 10 },
          { type: 'countdown', stateKey: 'more', seconds: 3 },
        ],
        body: guarded('=state.more'),
      },
      expected: ['image', 'stack', 'text'],
    },
    {
      name: 'a key a call of onLoad fills (resultKey): in',
      screen: {
        state: { quote: null },
        onLoad: [{ type: 'call', endpoint: 'loanDetails', resultKey: 'quote' }],
        body: guarded('=state.quote'),
      },
      expected: ['image', 'stack', 'text'],
    },
    {
      name: 'a match whose case is named "literal" still reads its other cases: in',
      screen: {
        state: { k: 'x' },
        body: guarded('=match(state.k, {literal: false, x: data.order.open})'),
      },
      expected: ['image', 'stack', 'text'],
    },
    {
      name: 'money reads the session (its currency sign): in',
      screen: { state: { fee: 0 }, body: guarded("=money(state.fee) == '₹0.00'") },
      expected: ['image', 'stack', 'text'],
    },
    {
      name: 'a key a form publishes as it mounts: in',
      screen: {
        state: { missing: [] },
        body: [
          { type: 'form', valuesKey: 'values', missingKey: 'missing', fields: [] },
          ...guarded('=state.missing'),
        ],
      },
      expected: ['form', 'image', 'stack', 'text'],
    },
    {
      name: 'a block hidden at first hides its nested widgets too, wherever they are',
      screen: {
        state: { more: false },
        body: [
          {
            type: 'stack',
            when: '=state.more',
            children: [{ type: 'button', label: 'Go', onClick: [{ type: 'toast', text: 'x' }] }],
          },
        ],
      },
      expected: [],
    },
    {
      name: 'tabs written in the screen: only the panel of the tab shown first',
      screen: { state: { section: 'home' }, body: [tabs()] },
      expected: ['image', 'stack', 'tabs'],
    },
    {
      name: 'tabs starting on another tab: that panel',
      screen: { state: { section: 'contact' }, body: [tabs()] },
      expected: ['input', 'stack', 'tabs'],
    },
    {
      name: 'tabs whose state key is persisted: every panel',
      screen: { state: { section: 'home' }, persist: ['section'], body: [tabs()] },
      expected: ['image', 'input', 'stack', 'tabs'],
    },
    {
      name: 'tabs from data: every panel',
      screen: { state: { section: 'home' }, body: [tabs({ items: '=data.sections.list' })] },
      expected: ['image', 'input', 'stack', 'tabs'],
    },
    {
      name: 'a list inside a panel binds its own item: its when is undecided',
      screen: {
        state: { section: 'home' },
        body: [
          tabs({
            panel: {
              type: 'list',
              items: '=data.rows',
              template: { type: 'text', when: "=item.value == 'contact'", text: 'row' },
            },
          }),
        ],
      },
      expected: ['list', 'tabs', 'text'],
    },
  ])('$name', ({ screen, expected }) => {
    expect(plan(screen)).toEqual(expected);
  });
});
