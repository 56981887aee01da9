import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordingHost } from '../testing/recordingHost';
import cases from './cases/openUrl.json';
import { runActions } from './runActions';
import type { Action } from './types';

interface Case {
  name: string;
  state?: Record<string, unknown>;
  action: Action;
  /** Where the page goes; null when the URL is refused. `{origin}` stands for the page's origin. */
  expected: { url: string; replace: boolean } | null;
}

describe('openUrl', () => {
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
      expect(log.locations).toEqual([
        { ...c.expected, url: c.expected.url.replace('{origin}', window.location.origin) },
      ]);
    }
  });
});
