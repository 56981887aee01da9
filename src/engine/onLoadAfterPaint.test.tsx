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
// What the screen asks the actions' module to run, by pointer.
const ran = vi.fn();
vi.mock('../actions/runActions', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../actions/runActions')>();
  return {
    ...actual,
    runActions: (...args: Parameters<typeof actual.runActions>) => {
      ran(args[2]);
      return actual.runActions(...args);
    },
  };
});

// Animation frames held: jsdom reports no largest contentful paint, so the screen counts frames.
const frames: FrameRequestCallback[] = [];
vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
  frames.push(callback);
  return frames.length;
});
// orderTestScreen's onLoad: a setState, then a modal; the build's plan says so (actionsAtLoad false).
it('where onLoad opens a modal, its rest runs once the content drawn at once is on screen', async () => {
  callEndpoint.mockResolvedValue({ ok: true, data: { productName: 'Peso Agad' }, message: '', code: 0 });
  expect(orderTestScreen.onLoad[1]).toEqual({ type: 'openModal', modal: 'rate' });
  await openStartedRoute({ ...orderTestEntry, actionsAtLoad: false }, '/order?orderId=o-1');
  expect(screen.getByRole('heading', { name: 'Peso Agad' })).toBeInTheDocument();
  expect(screen.getByText('Welcome back')).toBeInTheDocument();
  // The actions' chunk is here: had onLoad not waited for the paint, its rest would have run.
  await loadActions();
  await nextTask();
  expect(ran).not.toHaveBeenCalled();
  // Two frames: the content is presented.
  for (let round = 0; round < 2; round++) for (const frame of frames.splice(0)) frame(performance.now());
  await vi.waitFor(() => expect(ran.mock.calls).toEqual([['/onLoad']]));
});
