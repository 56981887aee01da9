import { beforeEach, describe, expect, it } from 'vitest';
import { initSession } from '../session';
import { withBase } from '../session/appBase';
import { appPath, buildHref, queryOf } from './router';

describe('router', () => {
  beforeEach(() => {
    sessionStorage.clear();
    initSession('?sessionId=s-1&productId=7&real=1');
  });

  it.each([
    {
      path: '/repayPeriod',
      query: { source: 'loanDetail' },
      expected: '/repayPeriod?productId=7&product_id=7&real=1&source=loanDetail',
    },
    {
      path: '/complainDetails?problemId=5',
      query: {},
      expected: '/complainDetails?productId=7&product_id=7&real=1&problemId=5',
    },
    {
      path: '/x',
      query: { sessionId: 'override' },
      expected: '/x?productId=7&product_id=7&real=1&sessionId=override',
    },
  ])('buildHref($path) carries the session but its secrets', ({ path, query, expected }) => {
    const href = buildHref(path, query as Record<string, string>);
    expect(new URLSearchParams(href.split('?')[1]).toString().split('&').sort()).toEqual(
      new URLSearchParams(expected.split('?')[1]).toString().split('&').sort(),
    );
    expect(href.split('?')[0]).toBe(expected.split('?')[0]);
  });

  it('queryOf reads the query string', () => {
    expect(queryOf('?a=1&b=x%20y')).toEqual({ a: '1', b: 'x y' });
  });

  it.each([
    { url: '/landing/home.png', base: '/loan/', expected: '/loan/landing/home.png' },
    { url: '/loan/api/x', base: '/loan/', expected: '/loan/api/x' },
    { url: '/landing/home.png', base: '/', expected: '/landing/home.png' },
    { url: 'https://cdn.example/x.png', base: '/loan/', expected: 'https://cdn.example/x.png' },
    { url: '//cdn.example/x.png', base: '/loan/', expected: '//cdn.example/x.png' },
    { url: 'data:image/png;base64,AA', base: '/loan/', expected: 'data:image/png;base64,AA' },
  ])('withBase($url, $base) is $expected', ({ url, base, expected }) => {
    expect(withBase(url, base)).toBe(expected);
  });

  it.each([
    { pathname: '/loanDetails', basename: '', expected: '/loanDetails' },
    { pathname: '/loanDetails/', basename: '', expected: '/loanDetails' },
    { pathname: '/', basename: '', expected: '/' },
    { pathname: '/loan/loanDetails', basename: '/loan', expected: '/loanDetails' },
    { pathname: '/loan/loanDetails/', basename: '/loan', expected: '/loanDetails' },
    { pathname: '/loan', basename: '/loan', expected: '/' },
    { pathname: '/loan/', basename: '/loan', expected: '/' },
  ])('appPath($pathname) under "$basename" is $expected', ({ pathname, basename, expected }) => {
    expect(appPath(pathname, basename)).toBe(expected);
  });
});
