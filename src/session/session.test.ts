import { beforeEach, describe, expect, it, vi } from 'vitest';
import casesTable from './initSession.cases.json';
import {
  clearSessionFlag,
  currencySign,
  getCommonParams,
  getSession,
  getSessionParams,
  initSession,
  setSessionFlag,
  subscribeSession,
} from './session';
import { SESSION_STORAGE_KEY } from './sessionKeys';

interface StoredCase {
  params: Record<string, string>;
  flags: Record<string, string>;
}

interface InitSessionCase {
  name: string;
  stored: StoredCase | null;
  search: string;
  params: Record<string, string>;
  flags: Record<string, string>;
}

const cases = casesTable as InitSessionCase[];

function store(stored: StoredCase | null): void {
  sessionStorage.clear();
  if (stored) sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(stored));
}

beforeEach(() => {
  store(null);
  initSession('');
});

describe('initSession', () => {
  it.each(cases)('$name', ({ stored, search, params, flags }) => {
    store(stored);
    initSession(search);
    expect(getSessionParams()).toEqual(params);
    expect(getSession()).toEqual({ ...flags, ...params });
    const saved: unknown = JSON.parse(sessionStorage.getItem(SESSION_STORAGE_KEY) ?? 'null');
    if (stored !== null || Object.keys(params).length > 0) expect(saved).toEqual({ params, flags });
  });

  it('survives a corrupt stored value', () => {
    sessionStorage.setItem(SESSION_STORAGE_KEY, '{not json');
    initSession('');
    expect(getSession()).toEqual({});
  });
});

describe('session accessors', () => {
  it('getCommonParams returns only the six common parameters present', () => {
    initSession('?deviceId=d&sessionId=s&orderId=9&building=b');
    expect(getCommonParams()).toEqual({ deviceId: 'd', sessionId: 's' });
  });

  it('flags are in getSession, never in getSessionParams, and persist', () => {
    initSession('?orderId=1');
    setSessionFlag('showBankTip', '1');
    expect(getSession()).toEqual({ orderId: '1', showBankTip: '1' });
    expect(getSessionParams()).toEqual({ orderId: '1' });
    initSession('');
    expect(getSession().showBankTip).toBe('1');
    clearSessionFlag('showBankTip');
    expect(getSession()).toEqual({ orderId: '1' });
  });

  it('getSession keeps its reference until the session changes', () => {
    const first = getSession();
    expect(getSession()).toBe(first);
    setSessionFlag('a', '1');
    expect(getSession()).not.toBe(first);
    expect(Object.isFrozen(getSession())).toBe(true);
  });

  it.each([
    ['?real=1', '₹'],
    ['?real=0', '₱'],
    ['?orderId=1', '₱'],
  ])('currencySign for %s is %s', (search, sign) => {
    initSession(search);
    expect(currencySign()).toBe(sign);
  });

  it('notifies subscribers on changes until unsubscribed', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);
    setSessionFlag('x', '1');
    setSessionFlag('x', '1');
    clearSessionFlag('x');
    initSession('?orderId=2');
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    setSessionFlag('y', '1');
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
