import { screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { openStartedRoute } from '../testing/startedRoute';
import type { ScreenEntry } from './screens';
import type { DataSourceDef } from './screenTypes';

// A file of its own: the actions' chunk must not have been loaded by an earlier screen.
const callEndpoint = vi.fn();
vi.mock('../api', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  callEndpoint: (...args: unknown[]) => callEndpoint(...args),
}));

const order: DataSourceDef = { endpoint: 'loanDetails', params: { orderId: { var: 'query.orderId' } } };
const screenDef = {
  id: 'orderTest',
  routes: ['/order'],
  title: 'Order',
  data: { order },
  state: { greeting: 'Hello' },
  onLoad: [
    { type: 'setState', values: { greeting: 'Welcome back' } },
    { type: 'openModal', modal: 'rate' },
  ],
  body: [
    { type: 'text', variant: 'title', text: { var: 'data.order.productName' } },
    { type: 'text', text: { var: 'state.greeting' } },
  ],
  modals: { rate: { title: 'Rate us', body: [{ type: 'text', text: 'How did we do?' }] } },
};

it('draws the content in the first render when the answer came first, then runs the rest of onLoad', async () => {
  callEndpoint.mockResolvedValue({ ok: true, data: { productName: 'Peso Agad' }, message: '', code: 0 });
  const entry: ScreenEntry = {
    id: 'orderTest',
    file: 'screens/orderTest.json',
    routes: ['/order'],
    widgets: ['text'],
    data: { order },
    load: () => Promise.resolve({ default: screenDef }),
  };
  const loadingSeen = await openStartedRoute(entry, '/order?orderId=o-1');
  // Drawn by the render itself, with onLoad's leading setState applied: nothing moves after.
  expect(screen.getByRole('heading', { name: 'Peso Agad' })).toBeInTheDocument();
  expect(screen.getByText('Welcome back')).toBeInTheDocument();
  // The rest of onLoad runs once its chunk is here.
  expect(await screen.findByRole('dialog', { name: 'Rate us' })).toBeInTheDocument();
  expect(loadingSeen()).toBe(false);
  expect(callEndpoint).toHaveBeenCalledTimes(1);
});
