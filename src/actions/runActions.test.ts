import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getToasts } from '../api/toastBus';
import { clearSessionFlag, getSession } from '../session';
import { recordingHost } from '../testing/recordingHost';
import cases from './cases/runActions.json';
import { runActions } from './runActions';
import type { Action } from './types';

interface Case {
  name: string;
  state?: Record<string, unknown>;
  query?: Record<string, string>;
  storage?: Record<string, string>;
  actions: Action[];
  expected: {
    state?: Record<string, unknown>;
    toasts?: string[];
    modals?: string[];
    bridge?: unknown[];
    navigations?: unknown[];
    locations?: unknown[];
    storage?: Record<string, string>;
    session?: Record<string, string>;
    reloads?: string[];
    failedAt?: string;
  };
}

/** A host that records what actions did, instead of a screen. */
function hostFor(c: Case) {
  return recordingHost({ state: c.state ?? {}, query: c.query ?? {}, session: { ...getSession() } });
}

describe('runActions', () => {
  const bridge: unknown[] = [];
  const onBridge = (event: Event) => bridge.push((event as CustomEvent).detail);
  beforeEach(() => {
    bridge.length = 0;
    localStorage.clear();
    clearSessionFlag('showBankTip');
    window.addEventListener('loanbridge', onBridge);
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    window.removeEventListener('loanbridge', onBridge);
    vi.restoreAllMocks();
  });

  it.each(cases as Case[])('$name', async (c) => {
    for (const [key, value] of Object.entries(c.storage ?? {})) localStorage.setItem(key, value);
    const before = getToasts().length;
    const { host, log, state } = hostFor(c);
    const outcome = await runActions(c.actions, host, '');
    const e = c.expected;
    if (e.failedAt) expect(outcome).toMatchObject({ ok: false, pointer: e.failedAt });
    else expect(outcome).toEqual({ ok: true });
    if (e.state) expect(state()).toEqual(e.state);
    if (e.toasts)
      expect(
        getToasts()
          .slice(before)
          .map((t) => t.text),
      ).toEqual(e.toasts);
    if (e.modals) expect(log.modals).toEqual(e.modals);
    if (e.bridge) expect(bridge).toEqual(e.bridge);
    if (e.navigations) expect(log.navigations).toEqual(e.navigations);
    if (e.locations) expect(log.locations).toEqual(e.locations);
    if (e.reloads) expect(log.reloads).toEqual(e.reloads);
    if (e.session) expect(getSession()).toMatchObject(e.session);
    if (e.storage) expect({ ...localStorage }).toEqual(e.storage);
  });

  it('delay waits before the next step', async () => {
    vi.useFakeTimers();
    const c: Case = {
      name: '',
      actions: [
        { type: 'delay', ms: 1500 },
        { type: 'openModal', modal: 'after' },
      ],
      expected: {},
    };
    const { host, log } = hostFor(c);
    const done = runActions(c.actions, host, '');
    await vi.advanceTimersByTimeAsync(1499);
    expect(log.modals).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(log.modals).toEqual(['open:after']);
    vi.useRealTimers();
  });

  it('countdown lowers the state each second in the background, and 0 resets it', async () => {
    vi.useFakeTimers();
    const c: Case = {
      name: '',
      actions: [
        { type: 'countdown', stateKey: 'left', seconds: 3 },
        { type: 'openModal', modal: 'sent' },
      ],
      expected: {},
    };
    const { host, log, state } = hostFor(c);
    await runActions(c.actions, host, '');
    expect(log.modals).toEqual(['open:sent']);
    expect(state().left).toBe(3);
    await vi.advanceTimersByTimeAsync(1000);
    expect(state().left).toBe(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(state().left).toBe(0);
    await runActions([{ type: 'countdown', stateKey: 'left', seconds: 60 }], host, '');
    await vi.advanceTimersByTimeAsync(5000);
    expect(state().left).toBe(55);
    await runActions([{ type: 'countdown', stateKey: 'left', seconds: 0 }], host, '');
    await vi.advanceTimersByTimeAsync(5000);
    expect(state().left).toBe(0);
    vi.useRealTimers();
  });
});
