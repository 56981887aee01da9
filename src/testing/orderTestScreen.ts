import type { ScreenEntry } from '../engine/screens';
import type { DataSourceDef } from '../engine/screenTypes';

const order: DataSourceDef = { endpoint: 'loanDetails', params: { orderId: { var: 'query.orderId' } } };

/**
 * A screen whose call the route sends at navigation and whose `onLoad` starts with a `setState`,
 * then opens a modal: for the tests of what its first render draws and when the rest of `onLoad`
 * runs. Each such test needs a module graph where no screen has loaded the actions' chunk yet
 * (a file of its own).
 */
export const orderTestScreen = {
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

export const orderTestEntry: ScreenEntry = {
  id: 'orderTest',
  file: 'screens/orderTest.json',
  routes: ['/order'],
  widgets: ['text'],
  data: { order },
  load: () => Promise.resolve({ default: orderTestScreen }),
};
