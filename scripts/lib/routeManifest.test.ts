import { describe, expect, it } from 'vitest';
import { readsOnlyNavigation, routePlan } from './routeManifest';

describe('readsOnlyNavigation', () => {
  it.each([
    { name: 'a literal', expression: 30, expected: true },
    { name: 'no expression', expression: undefined, expected: true },
    { name: 'a query path', expression: { var: 'query.orderId' }, expected: true },
    { name: 'a session path', expression: { var: 'session.productId' }, expected: true },
    { name: 'a path with a default', expression: { var: ['query.templateId', ''] }, expected: true },
    {
      name: 'a formula over both',
      expression: { default: [{ var: 'query.orderId' }, { var: 'session.orderId' }] },
      expected: true,
    },
    { name: 'state', expression: { var: 'state.page' }, expected: false },
    { name: 'data of another source', expression: { var: 'data.order.id' }, expected: false },
    { name: 'storage', expression: { var: 'storage.repayInfo' }, expected: false },
    { name: 'state deep inside', expression: { '!': [{ '==': [{ var: 'state.x' }, 1] }] }, expected: false },
    {
      name: 'a default that reads state',
      expression: { var: ['query.a', { var: 'state.a' }] },
      expected: false,
    },
    {
      name: 'a literal object that looks like a read',
      expression: { literal: { var: 'state.x' } },
      expected: true,
    },
    { name: 'a computed path', expression: { var: [{ var: 'query.key' }] }, expected: false },
  ])('$name → $expected', ({ expression, expected }) => {
    expect(readsOnlyNavigation(expression)).toBe(expected);
  });
});

describe('routePlan', () => {
  const screen = {
    data: {
      order: { endpoint: 'loanDetails', params: { orderId: { var: 'session.orderId' } }, map: { a: 'b' } },
      plan: { endpoint: 'loanPlayDetail', when: { '!': { var: 'query.amount' } }, loadingToast: 'Loading' },
      later: { endpoint: 'problemList', params: { page: { var: 'state.page' } } },
    },
    body: [
      {
        type: 'stack',
        children: [
          { type: 'text', text: 'a' },
          { type: 'button', onPress: [{ type: 'x' }] },
        ],
      },
    ],
    modals: { sheet: { body: [{ type: 'image', src: '/a.png' }] } },
  };

  it('names every widget type of the body, and only widget types; those only modals use come later', () => {
    expect(routePlan(screen, ['stack', 'text', 'button', 'image', 'list']).widgets).toEqual([
      'button',
      'stack',
      'text',
    ]);
  });

  it('keeps the sources that read only query and session, with only what their call needs', () => {
    expect(routePlan(screen, []).data).toEqual({
      order: { endpoint: 'loanDetails', params: { orderId: { var: 'session.orderId' } } },
      plan: { endpoint: 'loanPlayDetail', when: { '!': { var: 'query.amount' } }, loadingToast: 'Loading' },
    });
  });

  it('tells whether the screen runs actions before its content shows', () => {
    expect(routePlan({ ...screen, onLoad: [{ type: 'setState', values: {} }] }, []).onLoad).toBe(true);
    expect(routePlan({ ...screen, onLoad: [] }, []).onLoad).toBe(false);
  });

  it('is empty for a screen without sources or widgets', () => {
    expect(routePlan({ body: [] }, ['text'])).toEqual({ widgets: [], data: {}, onLoad: false });
  });
});
