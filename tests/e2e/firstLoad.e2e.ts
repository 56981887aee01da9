import type { Page, Route } from 'playwright-core';
import { brand, literally } from './brand';
import { expect, test } from './fixtures';

const SESSION = 'productId=1&sessionId=s-1&appVersion=1.0.0&deviceId=d-1';

const ENTRY_CHUNK = /\/assets\/index-[^/]*\.js$/;

/**
 * Holds the entry chunk (React and the engine) until the page asks for a URL `wanted` matches, or
 * 5 s; resolves to what released it (`name`, or 'the time-out'). Only the boot chunk index.html
 * runs first can ask for anything before the entry has arrived.
 */
async function holdEntryUntil(page: Page, wanted: (url: string) => boolean, name: string) {
  const asked = new Promise<string>((resolve) => {
    page.on('request', (request) => {
      if (wanted(request.url())) resolve(name);
    });
  });
  let releasedBy = '';
  await page.route(ENTRY_CHUNK, async (route) => {
    releasedBy = await Promise.race([
      asked,
      new Promise<string>((resolve) => setTimeout(() => resolve('the time-out'), 5000)),
    ]);
    await route.continue();
  });
  return () => releasedBy;
}

/**
 * Holds every chunk `pattern` matches from now on, until `release`; `count` says how many the
 * page has asked for. A later request after the release goes through.
 */
async function holdChunks(page: Page, pattern: RegExp) {
  const held: Route[] = [];
  let released = false;
  await page.route(pattern, (route) => {
    if (released) return route.continue();
    held.push(route);
  });
  return {
    count: () => held.length,
    release: async () => {
      released = true;
      for (const route of held.splice(0)) await route.continue();
    },
  };
}

test('the order call goes out at navigation, while the screen and widget chunks are still on their way', async ({
  app,
}) => {
  // Hold every screen and widget chunk until the order call has reached the server: a call that
  // waited for any of them would never go out. (It may also go out before they are asked for.)
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
  const screenChunk = /\/assets\/orderDetails-[^/]*\.js$/;
  const releasedBy = await holdEntryUntil(app.page, (url) => screenChunk.test(url), 'the screen chunk');
  await app.open(`/loanDetails?${SESSION}&orderId=order-174-delay1`);
  await app.page.getByRole('button', { name: 'REPAY', exact: true }).waitFor();
  expect(releasedBy()).toBe('the screen chunk');
  expect(app.problems).toEqual([]);
});

test("React's chunk downloads beside the entry, not after it", async ({ app }) => {
  const releasedBy = await holdEntryUntil(
    app.page,
    (url) => /\/assets\/react-[^/]*\.js$/.test(url),
    "React's chunk",
  );
  await app.open(`/loanDetails?${SESSION}&orderId=order-174-delay1`);
  await app.page.getByRole('button', { name: 'REPAY', exact: true }).waitFor();
  expect(releasedBy()).toBe("React's chunk");
  expect(app.problems).toEqual([]);
});

test('the order call reaches the server while the entry chunk is still downloading, and is sent once', async ({
  app,
}) => {
  const releasedBy = await holdEntryUntil(
    app.page,
    (url) => url.includes('/api/v3/loan-details/'),
    'the order call',
  );
  await app.open(`/loanDetails?${SESSION}&orderId=order-174-delay1`);
  await app.page.getByRole('button', { name: 'REPAY', exact: true }).waitFor();
  expect(releasedBy()).toBe('the order call');
  // The call went out with the session, and the screen took it over: the server got it once.
  const calls = await app.requests('loanDetails');
  expect(calls).toHaveLength(1);
  expect(calls[0]?.query).toMatchObject({ productId: '1', sessionId: 's-1', orderId: 'order-174-delay1' });
  expect(app.problems).toEqual([]);
});

test('an address in other capitals (/LoanDetails) shows order details and starts its call and chunks as early', async ({
  app,
}) => {
  // The entry is held until both the order call and the screen chunk have been asked for.
  const seen = { call: false, chunk: false };
  const releasedBy = await holdEntryUntil(
    app.page,
    (url) => {
      if (url.includes('/api/v3/loan-details/')) seen.call = true;
      if (/\/assets\/orderDetails-[^/]*\.js$/.test(url)) seen.chunk = true;
      return seen.call && seen.chunk;
    },
    'the order call and the screen chunk',
  );
  await app.open(`/LoanDetails?${SESSION}&orderId=order-174-delay1`);
  await app.page.getByRole('button', { name: 'REPAY', exact: true }).waitFor();
  expect(releasedBy()).toBe('the order call and the screen chunk');
  expect(await app.requests('loanDetails')).toHaveLength(1);
  expect(app.problems).toEqual([]);
});

test('before any script has run, the page already shows the screen’s frame, which gives way to the screen', async ({
  app,
}) => {
  // The entry chunk is held until the frame has been seen painted.
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await app.page.route(ENTRY_CHUNK, async (route) => {
    await released;
    await route.continue();
  });
  const opened = app.open(`/loanDetails?${SESSION}&orderId=order-174-delay1`);
  // The build's prerendered page of the route (scripts/prerenderPlugin.ts): the screen's own frame,
  // busy, with the box of its status banner.
  const busy = app.page.locator('main[data-screen="orderDetails"][aria-busy="true"]');
  await busy.waitFor();
  // Its spinner is painted (an SVG: the page's first content) and the status says what is happening;
  // the half-drawn screen is not read out meanwhile.
  const status = app.page.locator('.frame-busy[role="status"]');
  expect(await status.locator('svg').isVisible()).toBe(true);
  expect(await status.textContent()).toBe('Loading…');
  expect(await busy.getAttribute('aria-hidden')).toBe('true');
  expect(await busy.locator('.skeleton').count()).toBeGreaterThan(0);
  // Nothing turns in the first second (a frame drawn every 16 ms while the scripts run), and then
  // only an HTML box, which the compositor turns without the main thread.
  const animations = await app.page.evaluate(() =>
    document.getAnimations().map((animation) => ({
      target: (animation.effect as KeyframeEffect | null)?.target?.nodeName,
      delay: animation.effect?.getTiming().delay,
    })),
  );
  expect(animations).toEqual([{ target: 'SPAN', delay: 1000 }]);
  // The paint entry is recorded once the frame is presented, a moment after the spinner is in the page.
  await expect
    .poll(() => app.page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length))
    .toBe(1);
  release();
  await opened;
  await app.page.getByRole('button', { name: 'REPAY', exact: true }).waitFor();
  expect(await app.page.locator('main[aria-busy="true"]').count()).toBe(0);
  expect(await app.page.locator('.skeleton').count()).toBe(0);
  expect(app.problems).toEqual([]);
});

test('the landing page asks for its main image while the entry chunk is still downloading', async ({
  app,
}) => {
  const releasedBy = await holdEntryUntil(
    app.page,
    (url) => url.endsWith('/landing/hero.svg'),
    'the main image',
  );
  await app.open('/');
  await app.page.getByRole('img', { name: new RegExp(`^${literally(brand.name)}: cash loans`) }).waitFor();
  expect(releasedBy()).toBe('the main image');
  expect(app.problems).toEqual([]);
});

test('the landing page shows Home without waiting for the contact form’s widgets, which load after it', async ({
  app,
}) => {
  // The Contact us tab's text fields: held until Home shows. Were the first paint to wait for them, it never would.
  const fields = await holdChunks(app.page, /\/assets\/(Input|TextArea)-[^/]*\.js$/);
  await app.open('/');
  await app.page.getByRole('img', { name: new RegExp(`^${literally(brand.name)}: cash loans`) }).waitFor();
  // Asked for after the first paint, so they are there by the time the borrower opens the tab.
  await expect.poll(() => fields.count()).toBe(2);
  await fields.release();
  await app.page.getByRole('tab', { name: 'Contact us' }).click();
  await app.page.getByRole('textbox', { name: 'Name' }).waitFor();
  await app.page.getByRole('textbox', { name: 'Remark' }).waitFor();
  expect(app.problems).toEqual([]);
});

test('a client-side navigation asks for every chunk of the next route at once, the imports of its widgets too', async ({
  app,
}) => {
  await app.open(`/loanDetails?${SESSION}&orderId=order-cardpop`);
  const dialog = app.page.getByRole('dialog', { name: 'Add a repayment account' });
  await dialog.getByRole('button', { name: 'Bind account' }).waitFor();
  // Bind bank's form widget is held; the field formats it imports (in the input's chunk) are asked
  // for all the same.
  const form = await holdChunks(app.page, /\/assets\/Form-[^/]*\.js$/);
  let formatsAsked = false;
  app.page.on('request', (request) => {
    if (/\/assets\/Input-[^/]*\.js$/.test(request.url())) formatsAsked = true;
  });
  await dialog.getByRole('button', { name: 'Bind account' }).click();
  await app.page.waitForURL((url) => url.pathname === '/bindBank');
  await expect.poll(() => form.count()).toBe(1);
  await expect.poll(() => formatsAsked).toBe(true);
  await form.release();
  await app.page.getByRole('button', { name: 'Next', exact: true }).waitFor();
  expect(app.problems).toEqual([]);
});

test('the scripts index.html loads ask V8 to compile them as they download; the lazy chunks do not', async ({
  app,
}) => {
  const scripts = new Map<string, string>();
  app.page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    // A chunk asked for after the paint may still be arriving when the test ends and closes the page.
    response.text().then(
      (text) => scripts.set(response.url(), text),
      () => undefined,
    );
  });
  await app.open(`/loanDetails?${SESSION}&orderId=order-174-delay1`);
  await app.page.getByRole('button', { name: 'REPAY', exact: true }).waitFor();
  const firstLine = (pattern: RegExp) =>
    [...scripts].filter(([url]) => pattern.test(url)).map(([, text]) => text.split('\n')[0]);
  await expect
    .poll(() => firstLine(/\/assets\/(boot|index|react)-[^/]*\.js$/))
    .toEqual([
      '//# allFunctionsCalledOnLoad',
      '//# allFunctionsCalledOnLoad',
      '//# allFunctionsCalledOnLoad',
    ]);
  // Each body is read once its response is in: wait for both lazy chunks' too.
  const lazy = () => firstLine(/\/assets\/(orderDetails|widgets-core)-[^/]*\.js$/);
  await expect.poll(() => lazy().length).toBe(2);
  for (const line of lazy()) expect(line).not.toContain('allFunctionsCalledOnLoad');
});

// What each screen needs only after its first paint: the actions, the modal frame and the widgets
// only modals use (payment way's account form: the input, with its formats), or a form's picker frame.
const AFTER_PAINT = [
  {
    name: 'payment way',
    path: `/paymentWay?${SESSION}&orderId=o-1&amount=545000`,
    shown: '₱5,450.00',
    chunks: /\/assets\/(runActions|Modal|Input)-[^/]*\.js$/,
    count: 3,
  },
  {
    name: 'bind bank (the picker of its form)',
    path: `/bindBank?${SESSION}`,
    shown: 'Next',
    chunks: /\/assets\/(runActions|Modal)-[^/]*\.js$/,
    count: 2,
  },
];

for (const { name, path, shown, chunks, count } of AFTER_PAINT) {
  test(`${name}: what the screen needs only after its first paint is asked for once that paint is on screen`, async ({
    app,
  }) => {
    // The time of each largest-contentful-paint the page reports, as Lighthouse reads them.
    await app.page.addInitScript(() => {
      const paints: number[] = [];
      Object.assign(window, { paints });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) paints.push(entry.startTime);
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await app.open(path);
    await app.page.getByText(shown).first().waitFor();
    const asked = () =>
      app.page.evaluate(
        (source) =>
          performance
            .getEntriesByType('resource')
            .filter((entry) => new RegExp(source).test(entry.name))
            .map((entry) => entry.startTime),
        chunks.source,
      );
    await expect.poll(async () => (await asked()).length).toBe(count);
    const paints = await app.page.evaluate(() => (window as unknown as { paints: number[] }).paints);
    expect(paints.length).toBeGreaterThan(0);
    expect(Math.min(...(await asked()))).toBeGreaterThan(Math.max(...paints));
    expect(app.problems).toEqual([]);
  });
}

for (const [name, path, whole] of [
  ['the download page', '/download', true],
  ['loan terms', `/loanTerms?${SESSION}`, true],
  ['order details', `/loanDetails?${SESSION}&orderId=order-174-delay1`, false],
] as const)
  test(`${name}: the app's scripts are asked for once the content has painted${whole ? ', its largest too' : ''}`, async ({
    app,
  }) => {
    await app.page.addInitScript(() => {
      const w = window as unknown as { __largest: number[] };
      w.__largest = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.__largest.push(entry.startTime);
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await app.open(path);
    await app.page.locator('html[data-app]').waitFor({ state: 'attached' });
    const times = await app.page.evaluate(() => ({
      contentful: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      largest: (window as unknown as { __largest: number[] }).__largest[0] ?? Number.NaN,
      entry:
        performance
          .getEntriesByType('resource')
          .find((resource) => /\/assets\/index-[^/]*\.js$/.test(resource.name))?.startTime ?? Number.NaN,
    }));
    // A script asked for before a paint is one that paint waited for, to Lighthouse's slow phone.
    expect(times.entry).toBeGreaterThanOrEqual(times.contentful);
    if (whole) expect(times.entry).toBeGreaterThanOrEqual(times.largest);
    expect(app.problems).toEqual([]);
  });

test("the landing page, its picture late: the app's scripts are asked for once the picture has painted", async ({
  app,
}) => {
  // The picture arrives after the text has painted: the text is the first largest paint, the picture
  // the next. Asked for in between, the scripts were ones the picture's paint waited for.
  await app.context.route('**/landing/hero.svg', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await app.page.addInitScript(() => {
    const w = window as unknown as { __largest: { time: number; src: string }[] };
    w.__largest = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[])
        w.__largest.push({ time: entry.startTime, src: entry.element?.getAttribute('src') ?? '' });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await app.open('/');
  await app.page.locator('html[data-app]').waitFor({ state: 'attached' });
  const { largest, entry } = await app.page.evaluate(() => ({
    largest: (window as unknown as { __largest: { time: number; src: string }[] }).__largest,
    entry:
      performance
        .getEntriesByType('resource')
        .find((resource) => /\/assets\/index-[^/]*\.js$/.test(resource.name))?.startTime ?? Number.NaN,
  }));
  expect(largest[0]?.src).not.toMatch(/hero\.svg$/);
  const picture = largest.find((paint) => paint.src.endsWith('hero.svg'));
  expect(picture).toBeDefined();
  expect(entry).toBeGreaterThanOrEqual(picture?.time ?? Number.POSITIVE_INFINITY);
  expect(app.problems).toEqual([]);
});
