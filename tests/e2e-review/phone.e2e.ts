import { createServer, type Server } from 'node:http';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPhone, type Phone } from '../../scripts/review/phone.ts';
import { launchChromium } from '../e2e/chromium.ts';

/**
 * How the review decides a state is done, or failing, on small pages that act as the app does:
 * the settled mark, a data source's failure, the app's error page, a page that never settles, a
 * screen that leaves the app at load, a toast shown while it loads.
 */
const PAGES: Record<string, string> = {
  '/settled': `<div id="root"><main data-screen="a"><h2>Loan details</h2></main></div>
    <script>setTimeout(() => { document.documentElement.dataset.screenSettled = 'a'; }, 200);</script>`,
  '/source-failed': `<div id="root"><main data-screen="a"><div role="alert"><p>HTTP 500</p><button>Retry</button></div></main></div>`,
  '/error-page': `<div id="root"><div role="alert"><p>This page could not be shown.</p><button>Try again</button></div></div>`,
  '/never': '<div id="root"><main data-screen="a" aria-busy="true">Loading…</main></div>',
  '/leaves': `<div id="root"><main data-screen="a"></main></div>
    <script>setTimeout(() => { location.replace('/elsewhere'); document.documentElement.dataset.screenSettled = 'a'; }, 100);</script>`,
  '/elsewhere': '<h1>Continue your application</h1>',
  '/toast': `<div id="root"><main data-screen="a"><p>Copied</p></main><div class="toaster" role="status" aria-live="polite"></div></div>
    <script>
      const toaster = document.querySelector('.toaster');
      setTimeout(() => { toaster.innerHTML = '<div>Copied to the clipboard</div>'; }, 50);
      setTimeout(() => { toaster.innerHTML = ''; document.documentElement.dataset.screenSettled = 'a'; }, 300);
    </script>`,
};

let server: Server;
let origin = '';
let browser: Browser;
let phone: Phone;

beforeAll(async () => {
  server = createServer((req, res) => {
    const page = PAGES[(req.url ?? '/').split('?')[0] ?? '/'];
    res.writeHead(page ? 200 : 404, { 'Content-Type': 'text/html' });
    res.end(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"></head><body>${page ?? 'not found'}</body></html>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  browser = await launchChromium();
  phone = await openPhone(browser);
});

afterAll(async () => {
  await phone?.close();
  await browser?.close();
  server?.close();
});

const capture = (path: string) => phone.capture({ origin, path, scenario: 'default', settleTimeoutMs: 2000 });

describe('a state is captured once it is done', () => {
  it('when the screen has settled', async () => {
    const done = await capture('/settled');
    expect(done.failure).toBeUndefined();
    expect(done.snapshot).toContain('heading "Loan details"');
    expect(done.png.length).toBeGreaterThan(0);
  });

  it("when a data source's failure is on screen (a fault scenario), which is no failure of the review", async () => {
    const done = await capture('/source-failed');
    expect(done.failure).toBeUndefined();
    expect(done.snapshot).toContain('button "Retry"');
  });

  it('on the page a screen went to as it loaded', async () => {
    const done = await capture('/leaves');
    expect(done.failure).toBeUndefined();
    expect(done.snapshot).toContain('heading "Continue your application"');
    expect(done.notes).toContain('the page left the app for /elsewhere');
  });

  it('with the toasts it showed while loading, whether or not one is still on screen', async () => {
    const done = await capture('/toast');
    expect(done.snapshot).toMatch(/- toasts shown at load:\n {2}- "Copied to the clipboard"$/);
  });
});

describe('a state that does not render is failing', () => {
  it('when the app shows its error page', async () => {
    expect((await capture('/error-page')).failure).toBe(
      'the app showed its error page: "This page could not be shown. Try again"',
    );
  });

  it('when it does not settle in time', async () => {
    const done = await capture('/never');
    expect(done.failure).toBe('did not settle within 2 s');
    expect(done.snapshot).toContain('Loading…');
  });

  it('when its page is not there', async () => {
    expect((await capture('/missing')).failure).toMatch(/^the page answered HTTP 404/);
  });
});
