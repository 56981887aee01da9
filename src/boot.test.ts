import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from './engine/nextTask';

const prefetchRoute = vi.fn();
vi.mock('./engine/prefetch', () => ({
  prefetchRoute: (...args: unknown[]) => prefetchRoute(...args),
}));
const preloadRouteAssets = vi.fn();
vi.mock('./engine/routeAssets', () => ({
  preloadRouteAssets: (...args: unknown[]) => preloadRouteAssets(...args),
}));

/** Runs the boot module as index.html does, on this address, and records what it did and when. */
async function boot(address: string) {
  vi.resetModules();
  prefetchRoute.mockReset();
  preloadRouteAssets.mockReset();
  window.history.replaceState(null, '', address);
  await import('./boot');
  const atEvaluation = {
    calls: prefetchRoute.mock.calls.length,
    hints: preloadRouteAssets.mock.calls.length,
  };
  await nextTask();
  const afterOneTask = {
    calls: prefetchRoute.mock.calls.length,
    hints: preloadRouteAssets.mock.calls.length,
  };
  await new Promise((resolve) => setTimeout(resolve, 0));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return { atEvaluation, afterOneTask };
}

describe('the boot chunk', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  // Each step costs the main thread; in one task they made the page's longest (Lighthouse's TBT).
  it('sends the route’s calls in a task after its own evaluation, and gives the hints after the calls', async () => {
    const { atEvaluation, afterOneTask } = await boot('/loanDetails?orderId=o-1&sessionId=s-1');
    expect(atEvaluation).toEqual({ calls: 0, hints: 0 });
    expect(afterOneTask).toEqual({ calls: 1, hints: 0 });
    expect(prefetchRoute).toHaveBeenCalledTimes(1);
    expect(prefetchRoute.mock.calls[0]?.[0]).toMatchObject({ file: 'screens/orderDetails.json' });
    // The query the calls read, once the session has taken its secrets out of the address (DESIGN §3).
    expect(prefetchRoute.mock.calls[0]?.[1]).toEqual({ orderId: 'o-1' });
    expect(window.location.search).toBe('?orderId=o-1');
    expect(preloadRouteAssets).toHaveBeenCalledTimes(1);
    expect(preloadRouteAssets.mock.calls[0]?.[0]).toBe('/loanDetails');
  });

  it.each([
    {
      name: 'an address in other capitals',
      address: '/LoanDetails?orderId=o-1',
      file: 'screens/orderDetails.json',
      route: '/loanDetails',
    },
    // The not-found screen's route is `*`.
    {
      name: 'an address no other screen has',
      address: '/nowhere',
      file: 'screens/notFound.json',
      route: '*',
    },
  ])(
    'starts the screen the address matches and hints its route’s chunks, for $name',
    async ({ address, file, route }) => {
      await boot(address);
      expect(prefetchRoute.mock.calls.map(([entry]) => entry.file)).toEqual([file]);
      expect(preloadRouteAssets.mock.calls).toEqual([[route, '/', document, 'en']]);
    },
  );
});
