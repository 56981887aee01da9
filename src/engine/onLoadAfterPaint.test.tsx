import { screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { orderTestEntry, orderTestScreen } from '../testing/orderTestScreen';
import { openStartedRoute } from '../testing/startedRoute';
import { loadActions } from './afterPaint';
import { nextTask } from './nextTask';

// A file of its own: the actions' chunk must not have been loaded by an earlier screen.
const callEndpoint = vi.fn();
vi.mock('../api', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  callEndpoint: (...args: unknown[]) => callEndpoint(...args),
}));

it('runs the rest of onLoad once the content drawn at once is on screen, not in the commit that draws it', async () => {
  callEndpoint.mockResolvedValue({ ok: true, data: { productName: 'Peso Agad' }, message: '', code: 0 });
  // Animation frames held: jsdom reports no largest contentful paint, so the screen counts frames.
  const frames: FrameRequestCallback[] = [];
  const raf = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    frames.push(callback);
    return frames.length;
  });
  try {
    // After its setState, onLoad sends a call (the request is what a server would see).
    const onLoad = [
      orderTestScreen.onLoad[0],
      { type: 'call', endpoint: 'loanDetails', payload: { orderId: 'o-9' } },
    ];
    const screenDef = { ...orderTestScreen, onLoad };
    await openStartedRoute(
      { ...orderTestEntry, load: () => Promise.resolve({ default: screenDef }) },
      '/order?orderId=o-1',
    );
    expect(screen.getByRole('heading', { name: 'Peso Agad' })).toBeInTheDocument();
    expect(screen.getByText('Welcome back')).toBeInTheDocument();
    // The actions' chunk is here: had onLoad not waited for the paint, its call would have gone out.
    await loadActions();
    await nextTask();
    expect(callEndpoint.mock.calls.map(([, params]) => params)).toEqual([{ orderId: 'o-1' }]);
    // Two frames: the content is presented, and the rest of onLoad runs.
    for (let round = 0; round < 2; round++) for (const frame of frames.splice(0)) frame(performance.now());
    await vi.waitFor(() => expect(callEndpoint).toHaveBeenCalledTimes(2));
    expect(callEndpoint.mock.calls[1]?.[1]).toEqual({ orderId: 'o-9' });
  } finally {
    raf.mockRestore();
  }
});
