import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordingHost } from '../testing/recordingHost';
import cases from './cases/openApp.json';
import { runActions } from './runActions';
import type { Action } from './types';

interface Case {
  name: string;
  state?: Record<string, unknown>;
  action: Action;
  /** Where the page goes; null when the link is refused. */
  expected: { url: string; replace: boolean } | null;
}

describe('openApp', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each(cases as Case[])('$name', async (c) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { host, log } = recordingHost({ state: c.state ?? {} });
    const outcome = await runActions([c.action], host, '');
    if (c.expected === null) {
      expect(outcome).toMatchObject({ ok: false, pointer: '/0' });
      expect(log.locations).toEqual([]);
    } else {
      expect(outcome).toEqual({ ok: true });
      expect(log.locations).toEqual([c.expected]);
    }
  });
});
