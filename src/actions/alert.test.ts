import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordingHost } from '../testing/recordingHost';
import cases from './cases/alert.json';
import { runActions } from './runActions';
import type { Action } from './types';

interface Case {
  name: string;
  state?: Record<string, unknown>;
  action: Action;
  /** The texts alerted, in order. */
  expected: string[];
}

describe('alert', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each(cases as Case[])('$name', async (c) => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { host } = recordingHost({ state: c.state ?? {} });
    expect(await runActions([c.action], host, '')).toEqual({ ok: true });
    expect(alert.mock.calls.map(([text]) => text)).toEqual(c.expected);
  });

  it('waits for the alert before the next action', async () => {
    const order: string[] = [];
    vi.spyOn(window, 'alert').mockImplementation(() => order.push('alert'));
    const { host, log } = recordingHost();
    await runActions(
      [
        { type: 'alert', text: 'first' },
        { type: 'openModal', modal: 'second' },
      ],
      host,
      '',
    );
    order.push(...log.modals);
    expect(order).toEqual(['alert', 'open:second']);
  });
});
