import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../testing/renderScreen';
import { watchForLoading } from '../testing/startedRoute';
import { getDefaultRegistry } from '../widgets/registry';
import type { WidgetProps } from './widgetTypes';

const callEndpoint = vi.fn();
vi.mock('../api', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  callEndpoint: (...args: unknown[]) => callEndpoint(...args),
}));

/** A modal's widget, loaded late in one test. */
function Stars(_: WidgetProps) {
  return <p>Five stars</p>;
}

/** A widget that fails to render, standing in for a bug in a real one. */
function Broken(_: WidgetProps): never {
  throw new Error('boom');
}

/** Every screen here opens at `/t?orderId=o-1`. */
const openScreen = (
  def: Parameters<typeof renderScreen>[0],
  options: Parameters<typeof renderScreen>[1] = {},
) => renderScreen(def, { query: { orderId: 'o-1' }, ...options });

const orderSource = { order: { endpoint: 'loanDetails', params: { orderId: { var: 'query.orderId' } } } };

describe('ScreenView', () => {
  beforeEach(() => {
    callEndpoint.mockReset();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('shows loading, then the body bound to the data source', async () => {
    let answer: (value: unknown) => void = () => undefined;
    callEndpoint.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    await openScreen({
      data: orderSource,
      body: [{ type: 'text', variant: 'title', text: '{{data.order.productName}}' }],
    });
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(callEndpoint).toHaveBeenCalledWith('loanDetails', { orderId: 'o-1' }, {});
    await act(async () => answer({ ok: true, data: { productName: 'Peso Agad' }, message: '', code: 0 }));
    expect(await screen.findByRole('heading', { name: 'Peso Agad' })).toBeInTheDocument();
  });

  it('shows the server message and retries on Retry', async () => {
    callEndpoint.mockResolvedValueOnce({
      ok: false,
      kind: 'server',
      code: 1,
      message: 'Service unavailable',
    });
    callEndpoint.mockResolvedValueOnce({
      ok: true,
      data: { productName: 'Peso Agad' },
      message: '',
      code: 0,
    });
    await openScreen({ data: orderSource, body: [{ type: 'text', text: '{{data.order.productName}}' }] });
    expect(await screen.findByRole('alert')).toHaveTextContent('Service unavailable');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Peso Agad')).toBeInTheDocument();
    expect(callEndpoint).toHaveBeenCalledTimes(2);
  });

  it.each([
    { name: 'false', when: false, calls: 1 },
    { name: 'an empty list (falsy, as in every condition)', when: { var: 'state.none' }, calls: 1 },
    { name: 'true', when: true, calls: 2 },
  ])("sends a source's call only when its `when` holds: $name", async ({ when, calls }) => {
    callEndpoint.mockResolvedValue({ ok: true, data: { productName: 'Peso Agad' }, message: '', code: 0 });
    await openScreen({
      state: { none: [] },
      data: { ...orderSource, extra: { endpoint: 'loanDetails', params: { orderId: 'x' }, when } },
      body: [{ type: 'text', variant: 'title', text: '{{data.order.productName}}' }],
    });
    expect(await screen.findByRole('heading', { name: 'Peso Agad' })).toBeInTheDocument();
    expect(callEndpoint).toHaveBeenCalledTimes(calls);
  });

  it('draws the content in its first render when it has no call to wait for, with what onLoad sets', async () => {
    const loadingSeen = watchForLoading();
    await openScreen({
      state: { name: 'nobody' },
      onLoad: [{ type: 'setState', values: { name: 'Ana' } }],
      body: [{ type: 'text', variant: 'title', text: 'Hello {{state.name}}' }],
    });
    expect(screen.getByRole('heading', { name: 'Hello Ana' })).toBeInTheDocument();
    expect(loadingSeen()).toBe(false);
  });

  it("shows a source's errorText instead of the server message when it fails", async () => {
    callEndpoint.mockResolvedValue({ ok: false, kind: 'http', code: 500, message: 'HTTP 500' });
    await openScreen({
      data: { way: { endpoint: 'repaymentWay', errorText: '查询银行卡列表失败' } },
      body: [{ type: 'text', text: 'cards' }],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('查询银行卡列表失败');
    expect(screen.getByRole('alert')).not.toHaveTextContent('HTTP 500');
  });

  it('shows the empty text when emptyWhen holds', async () => {
    callEndpoint.mockResolvedValue({ ok: true, data: { tabs: [] }, message: '', code: '00' });
    await openScreen({
      data: {
        list: {
          endpoint: 'problemList',
          emptyWhen: { '==': [{ len: { var: 'item.tabs' } }, 0] },
          emptyText: 'No complaints yet',
        },
      },
      body: [{ type: 'text', text: 'list' }],
    });
    expect(await screen.findByText('No complaints yet')).toBeInTheDocument();
    expect(screen.queryByText('list')).not.toBeInTheDocument();
  });

  it('runs onLoad after the data arrives and opens a modal with focus inside', async () => {
    callEndpoint.mockResolvedValue({ ok: true, data: { isScore: 1 }, message: '', code: 0 });
    await openScreen({
      data: orderSource,
      onLoad: [{ type: 'openModal', modal: 'rating', when: { '==': [{ var: 'data.order.isScore' }, 1] } }],
      modals: {
        rating: {
          title: 'Rate us',
          body: [{ type: 'button', label: 'Close', onClick: [{ type: 'closeModal' }] }],
        },
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Rate us' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is settled once onLoad has ended and the modal it opened is drawn, not before', async () => {
    callEndpoint.mockResolvedValue({ ok: true, data: { isScore: 1 }, message: '', code: 0 });
    await openScreen({
      data: orderSource,
      body: [{ type: 'text', text: 'Order' }],
      onLoad: [
        { type: 'delay', ms: 80 },
        { type: 'openModal', modal: 'rating' },
      ],
      modals: { rating: { title: 'Rate us', body: [{ type: 'text', text: 'Stars' }] } },
    });
    await screen.findByText('Order');
    // The content shows while onLoad still waits: not settled yet.
    expect(document.documentElement.dataset.screenSettled).toBeUndefined();
    await waitFor(() => expect(document.documentElement.dataset.screenSettled).toBe('test'));
    expect(screen.getByRole('dialog', { name: 'Rate us' })).toBeInTheDocument();
  });

  it('is settled only once a modal whose widget loads late is drawn', async () => {
    callEndpoint.mockResolvedValue({ ok: true, data: {}, message: '', code: 0 });
    const registry = {
      ...getDefaultRegistry(),
      stars: { load: () => new Promise<typeof Stars>((resolve) => setTimeout(() => resolve(Stars), 150)) },
    };
    await openScreen(
      {
        data: orderSource,
        body: [{ type: 'text', text: 'Order' }],
        onLoad: [{ type: 'openModal', modal: 'rating' }],
        modals: { rating: { title: 'Rate us', body: [{ type: 'stars' }] } },
      },
      { registry, preload: false },
    );
    await waitFor(() => expect(document.documentElement.dataset.screenSettled).toBe('test'));
    expect(screen.getByRole('dialog', { name: 'Rate us' })).toHaveTextContent('Five stars');
  });

  it('is never settled over the loading state: the content and the modal are drawn when it is', async () => {
    callEndpoint.mockResolvedValue({ ok: true, data: {}, message: '', code: 0 });
    // What the page shows at the moment the mark appears, not a moment later.
    const seen: { content: boolean; dialog: boolean }[] = [];
    const observer = new MutationObserver(() => {
      if (document.documentElement.dataset.screenSettled && seen.length === 0)
        seen.push({
          content: screen.queryByText('Order') !== null,
          dialog: screen.queryByRole('dialog') !== null,
        });
    });
    observer.observe(document.documentElement, {
      attributes: true,
      attributeFilter: ['data-screen-settled'],
    });
    await openScreen({
      data: orderSource,
      body: [{ type: 'text', text: 'Order' }],
      onLoad: [{ type: 'openModal', modal: 'rating' }],
      modals: { rating: { title: 'Rate us', body: [{ type: 'text', text: 'Stars' }] } },
    });
    await waitFor(() => expect(seen).toHaveLength(1));
    observer.disconnect();
    expect(seen).toEqual([{ content: true, dialog: true }]);
  });

  it('is settled with no dialog when onLoad opens none', async () => {
    callEndpoint.mockResolvedValue({ ok: true, data: { isScore: 0 }, message: '', code: 0 });
    await openScreen({
      data: orderSource,
      body: [{ type: 'text', text: 'Order' }],
      onLoad: [{ type: 'openModal', modal: 'rating', when: { '==': [{ var: 'data.order.isScore' }, 1] } }],
      modals: { rating: { title: 'Rate us', body: [{ type: 'text', text: 'Stars' }] } },
    });
    await waitFor(() => expect(document.documentElement.dataset.screenSettled).toBe('test'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('names the file and JSON pointer of an unknown widget', async () => {
    await openScreen({ body: [{ type: 'stack', children: [{ type: 'carousel' }] }] });
    expect(await screen.findByRole('note')).toHaveTextContent(
      'Unknown widget “carousel” in screens/test.json at /body/0/children/0',
    );
  });

  it('catches a widget that throws and offers to try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const registry = { ...getDefaultRegistry(), text: { load: async () => Broken } };
    await openScreen({ body: [{ type: 'text', text: 'x' }] }, { registry });
    expect(await screen.findByRole('alert')).toHaveTextContent('This page could not be shown.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('disables a button while its call runs, so it cannot be sent twice', async () => {
    let answer: (value: unknown) => void = () => undefined;
    callEndpoint.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    await openScreen({
      body: [{ type: 'button', label: 'Pay', onClick: [{ type: 'call', endpoint: 'repaymentCommit' }] }],
    });
    const pay = await screen.findByRole('button', { name: 'Pay' });
    await userEvent.click(pay);
    expect(pay).toBeDisabled();
    await userEvent.click(pay);
    expect(callEndpoint).toHaveBeenCalledTimes(1);
    await act(async () => answer({ ok: true, data: null, message: '', code: '00' }));
    expect(pay).toBeEnabled();
  });

  it('reads the local-storage keys it declares', async () => {
    localStorage.setItem('repayInfo', JSON.stringify({ payCode: 'PC-123' }));
    localStorage.setItem('other', JSON.stringify({ payCode: 'hidden' }));
    await openScreen({
      storage: ['repayInfo'],
      body: [{ type: 'text', text: 'Code {{storage.repayInfo.payCode}}{{storage.other.payCode}}' }],
    });
    expect(await screen.findByText('Code PC-123')).toBeInTheDocument();
  });

  it('runs onLoad on the Retry that recovers from a failed first load', async () => {
    callEndpoint.mockResolvedValueOnce({ ok: false, kind: 'network', message: 'Network error' });
    callEndpoint.mockResolvedValue({ ok: true, data: { productName: 'Peso Agad' }, message: '', code: 0 });
    await openScreen({
      data: orderSource,
      state: { seeded: 'no' },
      onLoad: [{ type: 'setState', values: { seeded: 'yes' } }],
      body: [{ type: 'text', text: 'seeded={{state.seeded}}' }],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('seeded=yes')).toBeInTheDocument();
  });

  it('a reload of one source keeps the body and what was typed', async () => {
    callEndpoint.mockResolvedValue({ ok: true, data: { productName: 'Peso Agad' }, message: '', code: 0 });
    await openScreen({
      data: orderSource,
      state: { name: '' },
      body: [
        { type: 'input', label: 'Name', stateKey: 'name' },
        { type: 'button', label: 'Refresh', onClick: [{ type: 'reload', source: 'order' }] },
      ],
    });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Name' }), 'Juan');
    let answer: (value: unknown) => void = () => undefined;
    callEndpoint.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Juan');
    await act(async () => answer({ ok: true, data: { productName: 'Peso Agad' }, message: '', code: 0 }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Juan');
  });
});
