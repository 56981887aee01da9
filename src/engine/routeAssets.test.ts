import { afterEach, describe, expect, it } from 'vitest';
import { preloadRouteAssets, ROUTE_ASSETS_ID, type RouteAssets, translatedScreenChunk } from './routeAssets';

const assets: RouteAssets = {
  files: [
    'assets/orderDetails-a.js',
    'assets/widgets-core-b.js',
    'assets/notFound-c.js',
    'assets/landing-d.js',
  ],
  routes: { '/loanDetails': [0, 1], '/': [3, 1], '*': [2, 1] },
  images: { '/': ['/loan/landing/banner.png'] },
};

function writeBlock(text: string): void {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = ROUTE_ASSETS_ID;
  block.textContent = text;
  document.head.appendChild(block);
}

const links = () =>
  [...document.head.querySelectorAll('link')].map((link) => ({
    rel: link.rel,
    href: link.getAttribute('href'),
    ...(link.getAttribute('fetchpriority') ? { fetchpriority: link.getAttribute('fetchpriority') } : {}),
    ...(link.getAttribute('as') ? { as: link.getAttribute('as') } : {}),
  }));

describe('preloadRouteAssets', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it.each([
    {
      name: 'a route: its chunks, under the base',
      route: '/loanDetails',
      expected: [
        { rel: 'modulepreload', href: '/loan/assets/orderDetails-a.js' },
        { rel: 'modulepreload', href: '/loan/assets/widgets-core-b.js' },
      ],
    },
    {
      name: 'a route with a main image: the image first, with high priority',
      route: '/',
      expected: [
        { rel: 'preload', href: '/loan/landing/banner.png', fetchpriority: 'high', as: 'image' },
        { rel: 'modulepreload', href: '/loan/assets/landing-d.js' },
        { rel: 'modulepreload', href: '/loan/assets/widgets-core-b.js' },
      ],
    },
    {
      name: 'an unknown route: the catch-all screen',
      route: '/nowhere',
      expected: [
        { rel: 'modulepreload', href: '/loan/assets/notFound-c.js' },
        { rel: 'modulepreload', href: '/loan/assets/widgets-core-b.js' },
      ],
    },
  ])('$name', ({ route, expected }) => {
    writeBlock(JSON.stringify(assets));
    preloadRouteAssets(route, '/loan/');
    expect(links()).toEqual(expected);
  });

  it('hints each file once, however many routes name it and however often they are visited', () => {
    writeBlock(JSON.stringify(assets));
    preloadRouteAssets('/loanDetails', '/loan/');
    preloadRouteAssets('/', '/loan/');
    preloadRouteAssets('/loanDetails', '/loan/');
    expect(links().map((link) => link.href)).toEqual([
      '/loan/assets/orderDetails-a.js',
      '/loan/assets/widgets-core-b.js',
      '/loan/landing/banner.png',
      '/loan/assets/landing-d.js',
    ]);
  });

  it.each([
    { name: 'no data block (the dev server)', text: undefined },
    { name: 'a broken data block', text: '{"files": [' },
  ])('adds nothing for $name', ({ text }) => {
    if (text !== undefined) writeBlock(text);
    preloadRouteAssets('/loanDetails', '/');
    expect(links()).toEqual([]);
  });
});

describe('translatedScreenChunk: another language’s screen, named by the table, not by the entry', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });
  const withScreens: RouteAssets = {
    ...assets,
    files: [...assets.files, 'assets/orderDetails.fil-e.js'],
    screens: { 'fil:screens/orderDetails.json': 4 },
  };

  it.each([
    {
      name: 'a screen in Filipino, under the base',
      file: 'screens/orderDetails.json',
      block: withScreens,
      expected: '/loan/assets/orderDetails.fil-e.js',
    },
    {
      name: 'a screen the table does not name',
      file: 'screens/landing.json',
      block: withScreens,
      expected: undefined,
    },
    {
      name: 'a table of a build before the screens were listed',
      file: 'screens/orderDetails.json',
      block: assets,
      expected: undefined,
    },
    {
      name: 'no table (the dev server)',
      file: 'screens/orderDetails.json',
      block: undefined,
      expected: undefined,
    },
  ])('$name', ({ file, block, expected }) => {
    if (block) writeBlock(JSON.stringify(block));
    expect(translatedScreenChunk(file, 'fil', '/loan/')).toBe(expected);
  });
});
