import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { openStartedRoute } from '../testing/startedRoute';
import { getDefaultRegistry } from '../widgets/registry';
import { App, startFirstRoute } from './App';
import type { ScreenEntry } from './screens';
import type { DataSourceDef } from './screenTypes';
import type { WidgetRegistry } from './widgetTypes';

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
  body: [{ type: 'text', variant: 'title', text: { var: 'data.order.productName' } }],
};
const success = { ok: true, data: { productName: 'Peso Agad' }, message: '', code: 0 };

/** A screen whose chunk arrives when the test says, and a registry that records widget loads. */
function setUp(data: ScreenEntry['data']) {
  let arrive: (module: { default: unknown }) => void = () => undefined;
  const entry: ScreenEntry = {
    id: 'orderTest',
    file: 'screens/orderTest.json',
    routes: ['/order'],
    widgets: ['text'],
    ...(data ? { data } : {}),
    load: () => new Promise((resolve) => (arrive = resolve)),
  };
  const defaults = getDefaultRegistry();
  const textLoads = vi.fn(() => defaults.text!.load());
  const registry: WidgetRegistry = { ...defaults, text: { load: textLoads } };
  render(
    <MemoryRouter initialEntries={['/order?orderId=o-1']}>
      <App screens={[entry]} registry={registry} />
    </MemoryRouter>,
  );
  return { arrive: () => act(async () => arrive({ default: screenDef })), textLoads };
}

describe('App: what starts at navigation', () => {
  beforeEach(() => {
    callEndpoint.mockReset();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('sends the calls the manifest names and loads the widget chunks before the screen chunk has arrived', async () => {
    callEndpoint.mockResolvedValue(success);
    const { arrive, textLoads } = setUp({ order });
    expect(callEndpoint).toHaveBeenCalledWith('loanDetails', { orderId: 'o-1' }, {});
    expect(textLoads).toHaveBeenCalledTimes(1);
    await arrive();
    expect(await screen.findByRole('heading', { name: 'Peso Agad' })).toBeInTheDocument();
    // The screen took over the call sent at navigation: one request, not two.
    expect(callEndpoint).toHaveBeenCalledTimes(1);
  });

  it('sends a new call on Retry after a prefetched call failed', async () => {
    callEndpoint.mockResolvedValueOnce({ ok: false, kind: 'server', code: 1, message: 'Try later' });
    callEndpoint.mockResolvedValueOnce(success);
    const { arrive } = setUp({ order });
    await arrive();
    expect(await screen.findByRole('alert')).toHaveTextContent('Try later');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Peso Agad' })).toBeInTheDocument();
    expect(callEndpoint).toHaveBeenCalledTimes(2);
  });

  it('calls a source the manifest does not name only once the screen is there', async () => {
    callEndpoint.mockResolvedValue(success);
    const { arrive } = setUp(undefined);
    expect(callEndpoint).not.toHaveBeenCalled();
    await arrive();
    expect(await screen.findByRole('heading', { name: 'Peso Agad' })).toBeInTheDocument();
    expect(callEndpoint).toHaveBeenCalledTimes(1);
  });

  it('does not hand over a call sent with other params than the screen sends', async () => {
    callEndpoint.mockResolvedValue(success);
    const stale: DataSourceDef = { endpoint: 'loanDetails', params: { orderId: 'another' } };
    const { arrive } = setUp({ order: stale });
    expect(callEndpoint).toHaveBeenCalledWith('loanDetails', { orderId: 'another' }, {});
    await arrive();
    expect(await screen.findByRole('heading', { name: 'Peso Agad' })).toBeInTheDocument();
    expect(callEndpoint).toHaveBeenLastCalledWith('loanDetails', { orderId: 'o-1' }, {});
    expect(callEndpoint).toHaveBeenCalledTimes(2);
  });
});

describe('App: the widgets a screen waits for', () => {
  it('waits for every widget of the body when its entry names none (an entry not from the build)', async () => {
    callEndpoint.mockResolvedValue(success);
    const defaults = getDefaultRegistry();
    // The title's widget arrives late; the screen shows only once it is there, never without it.
    const registry: WidgetRegistry = {
      ...defaults,
      text: { load: () => new Promise((resolve) => setTimeout(() => resolve(defaults.text!.load()), 100)) },
    };
    const entry: ScreenEntry = {
      id: 'orderTest',
      file: 'screens/orderTest.json',
      routes: ['/order'],
      load: () => Promise.resolve({ default: screenDef }),
    };
    const seen: boolean[] = [];
    const observer = new MutationObserver(() => {
      if (document.documentElement.dataset.screenReady && seen.length === 0)
        seen.push(screen.queryByRole('heading', { name: 'Peso Agad' }) !== null);
    });
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-screen-ready'] });
    render(
      <MemoryRouter initialEntries={['/order?orderId=o-1']}>
        <App screens={[entry]} registry={registry} />
      </MemoryRouter>,
    );
    // The mark is set by an effect after the commit that draws the title: wait for the mark itself.
    await waitFor(() => expect(seen).toHaveLength(1));
    observer.disconnect();
    expect(seen).toEqual([true]);
  });
});

describe("App: the page's own route", () => {
  beforeEach(() => {
    callEndpoint.mockReset();
  });

  /** The order screen as the build's manifest names it, its chunk arriving when `load` says. */
  const orderEntry = (load: ScreenEntry['load']): ScreenEntry => ({
    id: 'orderTest',
    file: 'screens/orderTest.json',
    routes: ['/order'],
    widgets: ['text'],
    data: { order },
    load,
  });

  it('draws its screen at once when its chunks are all here before the first render', async () => {
    // The call is still on its way: the screen shows its own loading state, not the route's.
    let answer: (value: unknown) => void = () => undefined;
    callEndpoint.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const entry = orderEntry(() => Promise.resolve({ default: screenDef }));
    // The text widget's module once first imported (a test machine's first import can take longer than a task).
    await getDefaultRegistry().text?.load();
    startFirstRoute('/order', '?orderId=o-1', getDefaultRegistry(), [entry]);
    // The chunks arrive (and the entry is evaluated) before React renders.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    const loadingSeen: boolean[] = [];
    const observer = new MutationObserver(() =>
      loadingSeen.push(document.querySelector('main.screen[aria-busy="true"]:not([data-screen])') !== null),
    );
    observer.observe(document.body, { childList: true, subtree: true });
    render(
      <MemoryRouter initialEntries={['/order?orderId=o-1']}>
        <App screens={[entry]} />
      </MemoryRouter>,
    );
    // The first thing in the page is the screen's own frame (data-screen), never the route's loading frame.
    expect(document.querySelector('main.screen[aria-busy="true"]:not([data-screen])')).toBeNull();
    await act(async () => answer(success));
    expect(await screen.findByRole('heading', { name: 'Peso Agad' })).toBeInTheDocument();
    observer.disconnect();
    expect(loadingSeen).not.toContain(true);
    // One call: the screen took over the one sent at navigation.
    expect(callEndpoint).toHaveBeenCalledTimes(1);
  });

  it('draws the answer in the first render when the call has answered before the screen mounts', async () => {
    callEndpoint.mockResolvedValue(success);
    const loadingSeen = await openStartedRoute(
      orderEntry(() => Promise.resolve({ default: screenDef })),
      '/order?orderId=o-1',
    );
    // Drawn by the render itself: nothing awaited.
    expect(screen.getByRole('heading', { name: 'Peso Agad' })).toBeInTheDocument();
    expect(loadingSeen()).toBe(false);
    expect(callEndpoint).toHaveBeenCalledTimes(1);
  });

  it('shows the route loading while its chunks are still on their way', async () => {
    callEndpoint.mockResolvedValue(success);
    let arrive: (module: { default: unknown }) => void = () => undefined;
    const entry = orderEntry(() => new Promise((resolve) => (arrive = resolve)));
    startFirstRoute('/order', '?orderId=o-1', getDefaultRegistry(), [entry]);
    render(
      <MemoryRouter initialEntries={['/order?orderId=o-1']}>
        <App screens={[entry]} />
      </MemoryRouter>,
    );
    expect(document.querySelector('main.screen[aria-busy="true"]:not([data-screen])')).not.toBeNull();
    await act(async () => arrive({ default: screenDef }));
    expect(await screen.findByRole('heading', { name: 'Peso Agad' })).toBeInTheDocument();
  });
});
