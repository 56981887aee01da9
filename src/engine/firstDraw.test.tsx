import { screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { orderTestEntry } from '../testing/orderTestScreen';
import { openStartedRoute } from '../testing/startedRoute';

// A file of its own: the actions' chunk must not have been loaded by an earlier screen.
const callEndpoint = vi.fn();
vi.mock('../api', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  callEndpoint: (...args: unknown[]) => callEndpoint(...args),
}));

it('draws the content in the first render when the answer came first, then runs the rest of onLoad', async () => {
  callEndpoint.mockResolvedValue({ ok: true, data: { productName: 'Peso Agad' }, message: '', code: 0 });
  const loadingSeen = await openStartedRoute(orderTestEntry, '/order?orderId=o-1');
  // Drawn by the render itself, with onLoad's leading setState applied: nothing moves after.
  expect(screen.getByRole('heading', { name: 'Peso Agad' })).toBeInTheDocument();
  expect(screen.getByText('Welcome back')).toBeInTheDocument();
  // The rest of onLoad runs once its chunk is here.
  expect(await screen.findByRole('dialog', { name: 'Rate us' })).toBeInTheDocument();
  expect(loadingSeen()).toBe(false);
  expect(callEndpoint).toHaveBeenCalledTimes(1);
});
