import type { Route } from 'playwright-core';
import { expect, test } from './fixtures';

const SESSION = 'productId=1&sessionId=s-1&appVersion=1.0.0&deviceId=d-1';

test('the order call goes out at navigation, while the screen and widget chunks are still on their way', async ({
  app,
}) => {
  // Hold every screen and widget chunk until the order call has reached the server.
  const held: Route[] = [];
  let callSent = false;
  await app.page.route(
    /\/assets\/(orderDetails|Text|Button|Stack|Image|Row|DetailList|List)-[^/]*\.js$/,
    (route) => {
      if (callSent) return route.continue();
      held.push(route);
    },
  );
  app.page.on('request', (request) => {
    if (!request.url().includes('/api/v3/loan-details/')) return;
    callSent = true;
    expect(held.length).toBeGreaterThan(0);
    for (const route of held.splice(0)) void route.continue();
  });
  await app.open(`/loanDetails?${SESSION}&orderId=order-174-delay1`);
  await expect.poll(() => callSent).toBe(true);
  await app.page.getByRole('button', { name: 'REPAY', exact: true }).waitFor();
  // The screen took over that call: the server got it once.
  expect(await app.requests('loanDetails')).toHaveLength(1);
  expect(app.problems).toEqual([]);
});

test('a client-side navigation sends the next screen’s call at navigation too, once', async ({ app }) => {
  await app.open(`/loanDetails?${SESSION}&orderId=order-174-delay1`);
  await app.page.getByRole('button', { name: 'REPAY', exact: true }).click();
  await app.page.waitForURL(/\/repayPeriod\?/);
  await app.page.getByText('Payment Method').first().waitFor();
  expect(await app.requests('loanPlayDetail')).toHaveLength(1);
  expect(await app.requests('loanDetails')).toHaveLength(1);
  expect(app.problems).toEqual([]);
});

test('the route’s screen and widget chunks are fetched while the entry chunk is still downloading', async ({
  app,
}) => {
  // The entry chunk is held until the screen's chunk has been asked for (or 5 s): only the route
  // preload that index.html runs first can ask for it before the entry has arrived.
  const screenChunk = /\/assets\/orderDetails-[^/]*\.js$/;
  const screenAsked = new Promise<string>((resolve) => {
    app.page.on('request', (request) => {
      if (screenChunk.test(request.url())) resolve('the screen chunk');
    });
  });
  let releasedBy = '';
  await app.page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
    releasedBy = await Promise.race([
      screenAsked,
      new Promise<string>((resolve) => setTimeout(() => resolve('the time-out'), 5000)),
    ]);
    await route.continue();
  });
  await app.open(`/loanDetails?${SESSION}&orderId=order-174-delay1`);
  await app.page.getByRole('button', { name: 'REPAY', exact: true }).waitFor();
  expect(releasedBy).toBe('the screen chunk');
  expect(app.problems).toEqual([]);
});

test('the order call reaches the server while the entry chunk is still downloading, and is sent once', async ({
  app,
}) => {
  // The entry chunk (React and the engine) is held until the order call has been asked for (or
  // 5 s): only the boot chunk index.html runs first can send it before the entry has arrived.
  const callAsked = new Promise<string>((resolve) => {
    app.page.on('request', (request) => {
      if (request.url().includes('/api/v3/loan-details/')) resolve('the order call');
    });
  });
  let releasedBy = '';
  await app.page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
    releasedBy = await Promise.race([
      callAsked,
      new Promise<string>((resolve) => setTimeout(() => resolve('the time-out'), 5000)),
    ]);
    await route.continue();
  });
  await app.open(`/loanDetails?${SESSION}&orderId=order-174-delay1`);
  await app.page.getByRole('button', { name: 'REPAY', exact: true }).waitFor();
  expect(releasedBy).toBe('the order call');
  // The call went out with the session, and the screen took it over: the server got it once.
  const calls = await app.requests('loanDetails');
  expect(calls).toHaveLength(1);
  expect(calls[0]?.query).toMatchObject({ productId: '1', sessionId: 's-1', orderId: 'order-174-delay1' });
  expect(app.problems).toEqual([]);
});

test('before any script has run, the page already shows its loading state, which gives way to the screen', async ({
  app,
}) => {
  // The entry chunk is held until the loading state has been seen painted.
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await app.page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  const opened = app.open(`/loanDetails?${SESSION}&orderId=order-174-delay1`);
  const busy = app.page.locator('main[aria-busy="true"]');
  await busy.waitFor();
  // Its spinner is painted (an SVG: the page's first content) and the text says what is happening.
  expect(await busy.locator('svg').isVisible()).toBe(true);
  expect(await busy.textContent()).toBe('Loading…');
  expect(await app.page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length)).toBe(
    1,
  );
  release();
  await opened;
  await app.page.getByRole('button', { name: 'REPAY', exact: true }).waitFor();
  expect(await app.page.locator('main[aria-busy="true"]').count()).toBe(0);
  expect(app.problems).toEqual([]);
});

test('the landing page asks for its main image while the entry chunk is still downloading', async ({
  app,
}) => {
  const heroAsked = new Promise<string>((resolve) => {
    app.page.on('request', (request) => {
      if (request.url().endsWith('/landing/hero.svg')) resolve('the main image');
    });
  });
  let releasedBy = '';
  await app.page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
    releasedBy = await Promise.race([
      heroAsked,
      new Promise<string>((resolve) => setTimeout(() => resolve('the time-out'), 5000)),
    ]);
    await route.continue();
  });
  await app.open('/');
  await app.page.getByRole('img', { name: /^PesoAgad: cash loans/ }).waitFor();
  expect(releasedBy).toBe('the main image');
  expect(app.problems).toEqual([]);
});
