import { beforeEach, describe, expect, it, vi } from 'vitest';
import casesTable from './initSession.cases.json';
import { PENDING_QUERIES_KEY } from './pendingQuery';
import {
  addressWithoutSecrets,
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

// A prerendered page's floor check keeps its query (src/floor/belowFloor.ts); the app may never start there.
describe('initSession after pages the app never started on', () => {
  it.each([
    {
      name: 'a page left before the app started gives its session to the next page, which has none',
      pending: '?orderId=5&sessionId=s&lang=tl',
      search: '',
      params: { orderId: '5', sessionId: 's', lang: 'tl' },
    },
    {
      name: 'the page’s own query kept by the floor is read once more, to the same session',
      pending: '?orderId=5&lang=fil',
      search: '?orderId=5&lang=fil',
      params: { orderId: '5', lang: 'fil' },
    },
    {
      name: 'queries are read in order: a language alone changes the session before it',
      pending: '?orderId=1&sessionId=a\n?lang=fil',
      search: '?source=ad',
      params: { orderId: '1', sessionId: 'a', lang: 'fil' },
    },
    {
      name: 'this page’s session parameters win over the pages before',
      pending: '?orderId=1&lang=fil',
      search: '?orderId=2',
      params: { orderId: '2' },
    },
  ])('$name', ({ pending, search, params }) => {
    store({ params: { orderId: 'old' }, flags: {} });
    sessionStorage.setItem(PENDING_QUERIES_KEY, pending);
    initSession(search);
    expect(getSessionParams()).toEqual(params);
    expect(sessionStorage.getItem(PENDING_QUERIES_KEY)).toBeNull();
    // Read once: a later start (a reload) does not read them again.
    initSession('');
    expect(getSessionParams()).toEqual(params);
  });

  it('keeps the flags when the queries before were this session’s', () => {
    store({ params: { orderId: '5' }, flags: { showBankTip: '1' } });
    sessionStorage.setItem(PENDING_QUERIES_KEY, '?orderId=5');
    initSession('');
    expect(getSession()).toEqual({ orderId: '5', showBankTip: '1' });
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

describe('addressWithoutSecrets', () => {
  it.each([
    ['?sessionId=s&deviceId=d&gps_adid=g&orderId=5&lang=fil', '?orderId=5&lang=fil'],
    ['?orderId=5&sessionId=s', '?orderId=5'],
    ['?sessionId=s&deviceId=d&gps_adid=g', ''],
    ['?orderId=5&source=loanDetail', '?orderId=5&source=loanDetail'],
    ['', ''],
  ])('%s leaves the address as %j', (search, expected) => {
    expect(addressWithoutSecrets(search)).toBe(expected);
  });
});
