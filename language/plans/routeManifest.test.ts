import { describe, expect, it } from 'vitest';
import { readsOnlyNavigation, routePlan } from './routeManifest';

/** An `if` action; built from JSON, as its branch is named `then` (lint reads that as a promise). */
function ifAction(then: unknown[], otherwise: unknown[] = []): unknown {
  return JSON.parse(
    `{"type":"if","cond":true,"then":${JSON.stringify(then)},"else":${JSON.stringify(otherwise)}}`,
  );
}

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

  it.each([
    ['a setState (the screen runs it without the chunk)', [{ type: 'setState', values: {} }], false],
    [
      'two setStates, then a modal',
      [
        { type: 'setState', values: {} },
        { type: 'setState', values: {}, when: true },
        { type: 'openModal', modal: 'm' },
      ],
      false,
    ],
    [
      'a setState, then a call',
      [
        { type: 'setState', values: {} },
        { type: 'call', endpoint: 'x' },
      ],
      true,
    ],
    ['a countdown (it sets state each second)', [{ type: 'countdown', key: 'left', seconds: 60 }], true],
    [
      'a setState after a modal opens',
      [
        { type: 'openModal', modal: 'm' },
        { type: 'setState', values: {} },
      ],
      true,
    ],
    ['a setState at the start of an if branch', [ifAction([], [{ type: 'setState', values: {} }])], true],
    [
      'an if that opens a modal or a page',
      [ifAction([{ type: 'openUrl', url: 'x' }], [{ type: 'openModal', modal: 'm' }])],
      false,
    ],
    [
      'a setState after a location fix (it waits)',
      [
        { type: 'geolocation', key: 'here' },
        { type: 'setState', values: {} },
      ],
      false,
    ],
    ['a call the server sees at load (a visit tracked)', [{ type: 'call', endpoint: 'trackVisit' }], true],
    [
      'a call at the start of an if branch',
      [ifAction([{ type: 'openModal', modal: 'm' }], [{ type: 'call', endpoint: 'x' }])],
      true,
    ],
    [
      'a call after a location fix',
      [
        { type: 'geolocation', key: 'here' },
        { type: 'call', endpoint: 'x' },
      ],
      false,
    ],
    [
      'a delay the borrower counts from the load',
      [
        ifAction([
          { type: 'delay', ms: 3000 },
          { type: 'openModal', modal: 'm' },
        ]),
      ],
      true,
    ],
    [
      'a countdown after a call',
      [{ type: 'call', endpoint: 'x', onSuccess: [{ type: 'countdown', key: 'k', seconds: 5 }] }],
      true,
    ],
    ['no onLoad', [], false],
  ])('actionsAtLoad: %s', (_, onLoad, sets) => {
    expect(routePlan({ ...screen, onLoad }, []).actionsAtLoad).toBe(sets);
  });

  it('is empty for a screen without sources or widgets', () => {
    expect(routePlan({ body: [] }, ['text'])).toEqual({
      widgets: [],
      data: {},
      actionsAtLoad: false,
      mainImages: [],
    });
  });

  describe('mainImages: main images chosen by the answers of the calls sent at navigation', () => {
    const banner = (props: Record<string, unknown>) => ({
      type: 'image',
      size: 'banner',
      width: 700,
      height: 240,
      alt: '',
      ...props,
    });
    const byStatus = {
      match: [{ var: 'data.order.orderStatus' }, { 21: '/banners/status-21.svg' }, null],
    };
    const planOf = (body: unknown[], extra: Record<string, unknown> = {}) =>
      routePlan({ ...screen, body, ...extra }, ['image', 'stack', 'list']);

    it('keeps a banner whose src reads a source sent at navigation, with the sources it reads', () => {
      const body = [{ type: 'stack', children: [banner({ src: byStatus })] }];
      expect(planOf(body).mainImages).toEqual([{ src: byStatus, sources: ['order'] }]);
    });

    it('gives the source the image reads its map, so the formula reads the screen’s names', () => {
      const plan = planOf([banner({ src: { var: 'data.order.a' } })]);
      expect(plan.data.order).toEqual({
        endpoint: 'loanDetails',
        params: { orderId: { var: 'session.orderId' } },
        map: { a: 'b' },
      });
      expect(plan.data.plan?.map).toBeUndefined();
    });

    it.each([
      ['a literal src (index.html preloads it)', [banner({ src: '/a.svg' })]],
      ['an image that is not the main one', [banner({ src: byStatus, priority: false })]],
      ['one that reads state', [banner({ src: { var: 'state.banner' } })]],
      [
        'one that reads state under the name of a source sent',
        [banner({ src: { '??': [{ var: 'data.order.a' }, { var: 'state.order' }] } })],
      ],
      ['one that reads a source sent by the screen', [banner({ src: { var: 'data.later.x' } })]],
      ['one that reads no answer', [banner({ src: { var: 'query.banner' } })]],
      [
        'one under a when',
        [{ type: 'stack', when: { var: 'data.order.x' }, children: [banner({ src: byStatus })] }],
      ],
      ['one in a list', [{ type: 'list', items: [], item: banner({ src: byStatus }) }]],
    ])('leaves out %s', (_, body) => {
      expect(planOf(body).mainImages).toEqual([]);
    });

    it('leaves out modals: they open later', () => {
      expect(planOf([], { modals: { m: { body: [banner({ src: byStatus })] } } }).mainImages).toEqual([]);
    });
  });
});
