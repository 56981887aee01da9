import { describe, expect, it } from 'vitest';
import { matchScreen, type ScreenEntry } from './screens';

const entry = (id: string, routes: string[]): ScreenEntry => ({
  id,
  file: `screens/${id}.json`,
  routes,
  load: () => Promise.resolve({ default: {} }),
});
const MANIFEST = [
  entry('orderDetails', ['/loanDetails', '/orderList']),
  entry('landing', ['/']),
  entry('notFound', ['*']),
];

describe('matchScreen', () => {
  it.each([
    ['a route', '/loanDetails', 'orderDetails'],
    ['another route of the same screen', '/orderList', 'orderDetails'],
    ['the root', '/', 'landing'],
    ['a trailing slash', '/loanDetails/', 'orderDetails'],
    ['another case, as the router matches it', '/LoanDetails', 'orderDetails'],
    ['all capitals', '/ORDERLIST/', 'orderDetails'],
    ['an unknown path: the catch-all', '/nowhere', 'notFound'],
    ['a longer path is not a prefix match', '/loanDetails/x', 'notFound'],
  ])('%s: %s → %s', (_case, path, id) => {
    expect(matchScreen(path, MANIFEST)?.id).toBe(id);
  });

  it('finds nothing without a catch-all', () => {
    expect(matchScreen('/nowhere', MANIFEST.slice(0, 2))).toBeUndefined();
  });
});
