import { beforeEach, describe, expect, it } from 'vitest';
import { initSession } from '../session';
import { buildHref, navigate, readLocation } from './router';

describe('router', () => {
  beforeEach(() => {
    sessionStorage.clear();
    initSession('?sessionId=s-1&productId=7&real=1');
    window.history.replaceState(null, '', '/start');
  });

  it.each([
    {
      path: '/repayPeriod',
      query: { source: 'loanDetail' },
      expected: '/repayPeriod?sessionId=s-1&productId=7&product_id=7&real=1&source=loanDetail',
    },
    {
      path: '/complainDetails?problemId=5',
      query: {},
      expected: '/complainDetails?sessionId=s-1&productId=7&product_id=7&real=1&problemId=5',
    },
    {
      path: '/x',
      query: { sessionId: 'override' },
      expected: '/x?sessionId=override&productId=7&product_id=7&real=1',
    },
  ])('buildHref($path) carries the session', ({ path, query, expected }) => {
    const href = buildHref(path, query as Record<string, string>);
    expect(new URLSearchParams(href.split('?')[1]).toString().split('&').sort()).toEqual(
      new URLSearchParams(expected.split('?')[1]).toString().split('&').sort(),
    );
    expect(href.split('?')[0]).toBe(expected.split('?')[0]);
  });

  it('navigate pushes, replace replaces', () => {
    const length = window.history.length;
    navigate('/a', { k: '1' });
    expect(window.history.length).toBe(length + 1);
    expect(readLocation()).toMatchObject({ pathname: '/a', query: { k: '1', sessionId: 's-1' } });
    navigate('/b', {}, true);
    expect(window.history.length).toBe(length + 1);
    expect(readLocation().pathname).toBe('/b');
  });
});
