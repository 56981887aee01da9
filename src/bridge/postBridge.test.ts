import { afterEach, describe, expect, it, vi } from 'vitest';
import { BRIDGE_ACTIONS, isBridgeAction } from './bridgeActions';
import type { BridgeMessage } from './bridgeMessage';
import { BRIDGE_EVENT, postBridge } from './postBridge';
import messagesTable from './postBridge.messages.json';

const messages = messagesTable as BridgeMessage[];

interface Host {
  name: string;
  /** Installs the host and returns what it received, as the host sees it. */
  install(): () => unknown[];
}

/** The window as a bag of host objects, so tests can install and remove them. */
const hostWindow = window as unknown as Record<string, unknown>;

const hosts: Host[] = [
  {
    name: 'iOS webkit handler gets the object',
    install() {
      const received: unknown[] = [];
      hostWindow.webkit = {
        messageHandlers: { loanBridge: { postMessage: (m: unknown) => received.push(m) } },
      };
      return () => received;
    },
  },
  {
    name: 'Android LoanBridge gets a JSON string',
    install() {
      const received: unknown[] = [];
      hostWindow.LoanBridge = { postMessage: (m: string) => received.push(JSON.parse(m)) };
      return () => received;
    },
  },
  {
    name: 'plain browser gets a loanbridge event',
    install() {
      const received: unknown[] = [];
      window.addEventListener(BRIDGE_EVENT, (event) => received.push((event as CustomEvent).detail));
      return () => received;
    },
  },
];

afterEach(() => {
  delete hostWindow.webkit;
  delete hostWindow.LoanBridge;
  vi.restoreAllMocks();
});

describe('postBridge', () => {
  it.each(hosts)('$name', ({ install }) => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const received = install();
    for (const message of messages) postBridge(message);
    expect(received()).toEqual(messages);
  });

  it('the Android host receives a string, not an object', () => {
    const postMessage = vi.fn();
    hostWindow.LoanBridge = { postMessage };
    postBridge({ action: 'toHome' });
    expect(postMessage).toHaveBeenCalledWith('{"action":"toHome"}');
  });

  it('a plain browser logs the message', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    postBridge({ action: 'toMine' });
    expect(info).toHaveBeenCalledWith('[bridge]', { action: 'toMine' });
  });
});

describe('isBridgeAction', () => {
  it.each(BRIDGE_ACTIONS.map((action) => [action, true] as const))('%s is an action', (action, expected) => {
    expect(isBridgeAction(action)).toBe(expected);
  });
  it.each([['eval'], ['TOHOME'], [''], [null], [42], [{ action: 'to' }]])('%j is not an action', (value) => {
    expect(isBridgeAction(value)).toBe(false);
  });
});
