import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Scope } from '../expressions/types';
import { runActions } from './runActions';
import type { Action, ActionHost } from './types';

const callEndpoint = vi.fn();
vi.mock('../api', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  callEndpoint: (...args: unknown[]) => callEndpoint(...args),
}));

function host(state: Record<string, unknown> = {}) {
  const modals: string[] = [];
  let current = { ...state };
  const h: ActionHost = {
    scope: (): Scope => ({
      data: { order: { productId: 7 } },
      state: current,
      query: {},
      session: { orderId: 'o-1' },
    }),
    setState: (values) => {
      current = { ...current, ...values };
    },
    openModal: (id) => modals.push(id),
    closeModal: () => undefined,
    reload: () => undefined,
    navigate: () => undefined,
    assignLocation: () => undefined,
    origin: { file: 'screens/test.json', pointer: '' },
  };
  return { h, modals, state: () => current };
}

describe('call action', () => {
  beforeEach(() => {
    callEndpoint.mockReset();
  });

  it.each([
    {
      name: 'a record payload is evaluated field by field, undefined fields left out',
      payload: {
        score: { var: 'state.stars' },
        problemId: { var: 'session.orderId' },
        missing: { var: 'state.none' },
      },
      sent: { score: 4, problemId: 'o-1' },
    },
    {
      name: 'a one-key record whose key is not an operator is still a record',
      payload: { orderId: { var: 'session.orderId' } },
      sent: { orderId: 'o-1' },
    },
    {
      name: 'an operator payload gives the whole object',
      payload: {
        merge: [{ var: 'state.form' }, { object: { product_id: { var: 'data.order.productId' } } }],
      },
      sent: { bank: '0123', product_id: 7 },
    },
  ])('$name', async ({ payload, sent }) => {
    callEndpoint.mockResolvedValue({ ok: true, data: null, message: 'ok', code: '00' });
    const { h } = host({ stars: 4, form: { bank: '0123' } });
    await runActions([{ type: 'call', endpoint: 'saveScore', payload } as Action], h, '');
    expect(callEndpoint).toHaveBeenCalledWith('saveScore', sent, {});
  });

  it('runs onSuccess with result.data and stores it under resultKey', async () => {
    callEndpoint.mockResolvedValue({ ok: true, data: { lk: 'https://x.ph' }, message: 'ok', code: '00' });
    const { h, modals, state } = host();
    const actions = [
      {
        type: 'call',
        endpoint: 'tesa',
        loadingToast: 'Loading...',
        resultKey: 'link',
        onSuccess: [{ type: 'setState', values: { got: { var: 'result.data.lk' } } }],
        onFailure: [{ type: 'openModal', modal: 'failed' }],
      },
    ] as Action[];
    await runActions(actions, h, '');
    expect(callEndpoint).toHaveBeenCalledWith('tesa', {}, { loadingToast: 'Loading...' });
    expect(state()).toEqual({ link: { lk: 'https://x.ph' }, got: 'https://x.ph' });
    expect(modals).not.toContain('failed');
  });

  it('runs onFailure with the server message', async () => {
    callEndpoint.mockResolvedValue({ ok: false, kind: 'server', code: 1, message: 'Card not supported' });
    const { h, state } = host();
    await runActions(
      [
        {
          type: 'call',
          endpoint: 'bindCardNew',
          onFailure: [{ type: 'setState', values: { error: { var: 'result.message' } } }],
        },
      ] as Action[],
      h,
      '',
    );
    expect(state()).toEqual({ error: 'Card not supported' });
  });
});
