import { beforeEach, describe, expect, it, vi } from 'vitest';
import { initSession } from '../session';
import { prefetchRoute, takePrefetched } from './prefetch';
import type { ScreenEntry } from './screens';
import type { DataSourceDef } from './screenTypes';

const callEndpoint = vi.fn();
vi.mock('../api', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  callEndpoint: (...args: unknown[]) => callEndpoint(...args),
}));

const order: DataSourceDef = {
  endpoint: 'loanDetails',
  params: { orderId: { default: [{ var: 'query.orderId' }, { var: 'session.orderId' }] } },
};
const entry: ScreenEntry = {
  id: 'order',
  file: 'screens/order.json',
  routes: ['/order'],
  data: { order },
  load: () => Promise.resolve({ default: {} }),
};
const success = { ok: true, data: {}, message: '', code: 0 };

describe('prefetchRoute', () => {
  beforeEach(() => {
    callEndpoint.mockReset();
    callEndpoint.mockResolvedValue(success);
    sessionStorage.clear();
    initSession('?sessionId=s-1&orderId=o-session');
    // Whatever an earlier case left behind is taken.
    takePrefetched(entry.file, 'order', order, { orderId: 'o-1' });
    takePrefetched(entry.file, 'order', order, { orderId: 'o-2' });
    takePrefetched(entry.file, 'order', order, { orderId: 'o-session' });
  });

  it.each([
    {
      name: 'the same query twice (boot, then main.tsx)',
      queries: [{ orderId: 'o-1' }, { orderId: 'o-1' }],
      calls: 1,
    },
    { name: 'another order the second time', queries: [{ orderId: 'o-1' }, { orderId: 'o-2' }], calls: 2 },
    { name: 'the session order, twice', queries: [{}, {}], calls: 1 },
  ])('sends a call on its way once: $name', ({ queries, calls }) => {
    for (const query of queries) prefetchRoute(entry, query);
    expect(callEndpoint).toHaveBeenCalledTimes(calls);
  });

  it('sends the params the screen sends, and hands that call over once', async () => {
    prefetchRoute(entry, {});
    expect(callEndpoint).toHaveBeenCalledWith('loanDetails', { orderId: 'o-session' }, {});
    expect(await takePrefetched(entry.file, 'order', order, { orderId: 'o-session' })).toBe(success);
    expect(takePrefetched(entry.file, 'order', order, { orderId: 'o-session' })).toBeUndefined();
  });

  it('sends again once the first call has been taken (a later visit to the route)', () => {
    prefetchRoute(entry, { orderId: 'o-1' });
    takePrefetched(entry.file, 'order', order, { orderId: 'o-1' });
    prefetchRoute(entry, { orderId: 'o-1' });
    expect(callEndpoint).toHaveBeenCalledTimes(2);
  });
});

describe('prefetchRoute: a main image chosen by the answer', () => {
  const banner = {
    src: {
      match: [
        { var: 'data.order.orderStatus' },
        { 174: '/banners/status-174.svg', 180: 'data:image/svg+xml,x' },
        null,
      ],
    },
    sources: ['order'],
  };
  const withBanner: ScreenEntry = { ...entry, mainImages: [banner] };
  const hinted = () =>
    [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((link) => [
      link.getAttribute('href'),
      link.getAttribute('fetchpriority'),
    ]);
  // The hint follows the answer by a few microtasks; a task later they have all run.
  const answered = () => new Promise((resolve) => setTimeout(resolve, 0));

  beforeEach(() => {
    callEndpoint.mockReset();
    for (const link of document.head.querySelectorAll('link')) link.remove();
    takePrefetched(entry.file, 'order', order, { orderId: 'o-1' });
  });

  it('asks for the banner of the status the answer carries, with high priority, once', async () => {
    callEndpoint.mockResolvedValue({ ...success, data: { orderStatus: 174 } });
    prefetchRoute(withBanner, { orderId: 'o-1' });
    // The entry runs it again for the same route: the same call, the same hint.
    prefetchRoute(withBanner, { orderId: 'o-1' });
    expect(hinted()).toEqual([]);
    await answered();
    expect(hinted()).toEqual([['/banners/status-174.svg', 'high']]);
    expect(callEndpoint).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a status without a banner', { ...success, data: { orderStatus: 175 } }],
    ['a banner already in the page (data:)', { ...success, data: { orderStatus: 180 } }],
    ['a refused call', { ok: false, kind: 'server', message: 'no', code: 1 }],
  ])('asks for nothing for %s', async (_, result) => {
    callEndpoint.mockResolvedValue(result);
    prefetchRoute(withBanner, { orderId: 'o-1' });
    await answered();
    expect(hinted()).toEqual([]);
  });
});
