import { describe, expect, it } from 'vitest';
import { recordingHost } from '../testing/recordingHost';
import { runActions } from './runActions';
import { runLeadingSetStates } from './setState';
import type { Action } from './types';

/** Each case runs two ways: the leading setStates at once, then the rest; and all with runActions. */
const cases: { name: string; actions: Action[]; next: number; state: Record<string, unknown> }[] = [
  { name: 'no actions', actions: [], next: 0, state: {} },
  {
    name: 'setStates only, each seeing the one before',
    actions: [
      { type: 'setState', values: { a: 1 } },
      { type: 'setState', values: { b: { '+': [{ var: 'state.a' }, 1] } } },
    ],
    next: 2,
    state: { a: 1, b: 2 },
  },
  {
    name: 'a setState whose when is false is skipped, and the run goes on',
    actions: [
      { type: 'setState', values: { a: 1 }, when: false },
      { type: 'setState', values: { b: 2 } },
    ],
    next: 2,
    state: { b: 2 },
  },
  {
    name: 'stops at the first other action; the setState after it is left for runActions',
    actions: [
      { type: 'setState', values: { a: 1 } },
      { type: 'toast', text: 'Hi' },
      { type: 'setState', values: { c: 3 } },
    ],
    next: 1,
    state: { a: 1, c: 3 },
  },
  {
    name: 'an if first: nothing runs at once',
    actions: [{ type: 'if', cond: true, else: [] } as unknown as Action],
    next: 0,
    state: {},
  },
];

describe('runLeadingSetStates', () => {
  it.each(cases)('$name', async ({ actions, next, state }) => {
    const split = recordingHost();
    const leading = runLeadingSetStates(actions, split.host, '/onLoad');
    expect(leading).toEqual({ ok: true, next });
    await runActions(actions, split.host, '/onLoad', undefined, next);
    const whole = recordingHost();
    await runActions(actions, whole.host, '/onLoad');
    expect(split.state()).toEqual(state);
    expect(whole.state()).toEqual(state);
  });

  it('reports a failing setState with its pointer and stops', () => {
    const { host, state } = recordingHost();
    const failing = {
      ...host,
      setState: (values: Record<string, unknown>) => {
        if ('b' in values) throw new Error('storage is full');
        host.setState(values);
      },
    };
    const outcome = runLeadingSetStates(
      [
        { type: 'setState', values: { a: 1 } },
        { type: 'setState', values: { b: 2 } },
        { type: 'setState', values: { c: 3 } },
      ],
      failing,
      '/onLoad',
    );
    expect(outcome).toEqual({ ok: false, error: 'Error: storage is full', pointer: '/onLoad/1' });
    expect(state()).toEqual({ a: 1 });
  });
});
