import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordingHost } from '../testing/recordingHost';
import { runActions } from './runActions';
import type { Action } from './types';

describe('copy', () => {
  let copied: string[];
  beforeEach(() => {
    copied = [];
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (text: string) => void copied.push(text) },
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('copies the text', async () => {
    const { host } = recordingHost({ state: { code: 'PC-1' } });
    expect(await runActions([{ type: 'copy', text: { var: 'state.code' } }], host, '')).toEqual({ ok: true });
    expect(copied).toEqual(['PC-1']);
  });

  it("copies an app page's full address, without the page's query (no session in the clipboard)", async () => {
    window.history.replaceState(null, '', '/promotion?sessionId=s-1&deviceId=d-1');
    const { host } = recordingHost({});
    expect(await runActions([{ type: 'copy', link: '/download' }], host, '')).toEqual({ ok: true });
    expect(copied).toEqual([`${window.location.origin}/download`]);
  });

  it.each([
    ['another site', '//example.ph/x'],
    ['no route', 'download'],
  ])('refuses a link that is %s', async (_what, link) => {
    const { host } = recordingHost({});
    const outcome = await runActions([{ type: 'copy', link } as Action], host, '');
    expect(outcome).toMatchObject({ ok: false, pointer: '/0' });
    expect(copied).toEqual([]);
  });
});
