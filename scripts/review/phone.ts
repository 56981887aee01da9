import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, ConsoleMessage, Page, Request } from 'playwright-core';

/** What a borrower gets in one state of a screen. */
export interface Capture {
  /**
   * The page's accessibility tree as Playwright prints it (roles, names, text), a modal open at load
   * included, then the toasts the page showed while it loaded (not the toast region as it happened to
   * be at the capture: a toast lasts 3 s).
   */
  snapshot: string;
  /** The whole page, 390 CSS pixels wide. */
  png: Buffer;
  /** Set when the state did not render: why. The snapshot and screenshot are what was on screen then, if anything. */
  failure?: string;
  /** Errors the page reported while it loaded (console errors, uncaught exceptions), for the reader. */
  notes: string[];
}

/** Where and how to open a state. */
export interface CaptureTarget {
  /** The app's origin, e.g. `http://127.0.0.1:4173`. */
  origin: string;
  /** The route with its query, e.g. `/loanDetails?productId=7&...`. */
  path: string;
  /** The sandbox scenario (sent as its `scenario` cookie). */
  scenario: string;
  /** How long the state may take to settle. Default {@link SETTLE_TIMEOUT_MS}. */
  settleTimeoutMs?: number;
}

/** The phone's screen in CSS pixels, as the browser tests and the studio's previews have it. */
const PHONE = { width: 390, height: 844 };

/** Device pixels per CSS pixel of the screenshots, as the browser tests' phone has. */
export const DEVICE_SCALE = 2;

/** How long a state may take to settle before it is reported as failing. */
export const SETTLE_TIMEOUT_MS = 15_000;

/**
 * The clock every page reads: dates a screen computes on the device are the same on both sides and
 * on every run. Timers still run (Playwright's `setFixedTime`), so delays and countdowns end.
 */
export const FIXED_TIME = new Date('2026-01-15T10:00:00+08:00');

/** The app's toast region (src/engine/Toaster.tsx), a polite live region. */
const TOASTER = '.toaster';

/**
 * What a screen shows once it is done: settled (its onLoad ran to its end, its modals are drawn,
 * `data-screen-settled`, as the browser tests wait for), or the message of a data source that failed
 * (a fault scenario: the screen shows the server's message and Retry, and never settles). Anything
 * else that ends the wait is the app's own error page: a screen that crashed, or a route that did not load.
 */
const DONE = 'html[data-screen-settled], main[data-screen] > [role="alert"], #root [role="alert"]';

/**
 * A browser context as the browser tests make one (tests/e2e/fixtures.ts): a phone, 390×844. Motion
 * is reduced (the stylesheet then stops its only animation, the spinner) and the screenshot stops
 * any other, so two renders of one state paint the same pixels.
 */
async function phoneContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: PHONE,
    deviceScaleFactor: DEVICE_SCALE,
    isMobile: true,
    hasTouch: true,
    locale: 'en-PH',
    timezoneId: 'Asia/Manila',
    reducedMotion: 'reduce',
  });
  await context.clock.setFixedTime(FIXED_TIME);
  await context.addInitScript((toaster: string) => {
    const page = window as { __reviewLeaving?: boolean; __reviewToasts?: string[] };
    window.addEventListener('beforeunload', () => {
      page.__reviewLeaving = true;
    });
    // Every toast the page shows, in order: a toast lasts 3 s, so whether one is still on screen
    // when the page is captured depends on how busy the machine is. The review compares the toasts
    // shown at load instead, and hides the toast region from the snapshot and the screenshot.
    const toasts: string[] = [];
    page.__reviewToasts = toasts;
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll(`${toaster} > *`)) {
        const text = (toast.textContent ?? '').trim();
        if (text && toasts[toasts.length - 1] !== text) toasts.push(text);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, TOASTER);
  return context;
}

/**
 * Makes the phone as tall as its page, so the screenshot shows all of it once: a full-page capture of
 * the 844 px phone draws a bar fixed at the bottom of the screen (Go Loan, Pay) over the content
 * that scrolls under it there, which hid a change to that content.
 */
async function stretchToPage(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  if (height > PHONE.height)
    await page.setViewportSize({ width: PHONE.width, height: Math.min(height, 16_000) });
}

/** Waits for every image to load or fail (lazy ones are made eager: the screenshot is the whole page), then for a paint. */
async function waitForImages(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const images = [...document.images];
    for (const image of images) image.loading = 'eager';
    const loaded = Promise.all(
      images.map((image) =>
        image.complete
          ? undefined
          : new Promise<void>((resolve) => {
              image.addEventListener('load', () => resolve(), { once: true });
              image.addEventListener('error', () => resolve(), { once: true });
            }),
      ),
    );
    await Promise.race([loaded, new Promise((resolve) => setTimeout(resolve, 5000))]);
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/** Why a page that stopped waiting is not a rendered screen, or undefined when it is. */
async function renderFailure(page: Page): Promise<string | undefined> {
  return page.evaluate(() => {
    if (document.documentElement.dataset.screenSettled) return undefined;
    if (document.querySelector('main[data-screen] > [role="alert"]')) return undefined;
    const alert = document.querySelector('#root [role="alert"]');
    // Its message and its button, one after the other ("This page could not be shown. Try again").
    const parts = alert ? [...alert.children].map((child) => child.textContent ?? '') : [];
    const text = parts.join(' ').replace(/\s+/g, ' ').trim();
    return `the app showed its error page: "${text}"`;
  });
}

/** A phone that opens states one after another, to capture what the borrower gets in each. */
export interface Phone {
  /**
   * Opens one state and captures the accessibility snapshot of the page (a modal open at load is in
   * it, as a `dialog`) and a screenshot of the whole page. A state that does not render (no page, a
   * crash, no end within {@link SETTLE_TIMEOUT_MS}) comes back with `failure` set, never thrown.
   */
  capture(target: CaptureTarget): Promise<Capture>;
  close(): Promise<void>;
}

/**
 * A phone for a review's worker: one browser context and page, reused from state to state. A new
 * context per state started a renderer process each time (0.2–0.6 s of a 1.2 s capture here), and a
 * reused one keeps the app's files in its HTTP cache (revalidated, as the server asks). Between
 * states the phone forgets what a state could leave behind: cookies (each state gets a sandbox
 * client of its own and its scenario), local and session storage, the stretched viewport.
 */
export async function openPhone(browser: Browser): Promise<Phone> {
  const context = await phoneContext(browser);
  let page = await context.newPage();
  return {
    async capture(target) {
      if (page.isClosed()) page = await context.newPage();
      await page.setViewportSize(PHONE);
      await context.clearCookies();
      await context.addCookies([
        { name: 'sbx', value: `review-${randomUUID()}`, url: target.origin },
        { name: 'scenario', value: target.scenario, url: target.origin },
      ]);
      const current = page;
      try {
        return await captureOn(current, target);
      } finally {
        await current
          .evaluate(() => {
            localStorage.clear();
            sessionStorage.clear();
          })
          .catch(() => undefined);
      }
    },
    async close() {
      await context.close().catch(() => undefined);
    },
  };
}

/** {@link Phone.capture} on a page whose cookies are set. */
async function captureOn(page: Page, target: CaptureTarget): Promise<Capture> {
  const timeout = target.settleTimeoutMs ?? SETTLE_TIMEOUT_MS;
  const notes: string[] = [];
  let failure: string | undefined;
  const onPageError = (error: Error) => notes.push(`page error: ${error.message}`);
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error') notes.push(`console error: ${message.text()}`);
  };
  const onCrash = () => {
    failure ??= 'the page crashed';
  };
  // A screen may leave the app at load (order details goes to a continue URL with `openUrl`): the
  // page it goes to is what the borrower gets, not a failure. Its onLoad ends, and the screen
  // settles, as the navigation starts; the page notes it at `beforeunload` (an init script), and
  // the review waits for the page it went to. The first navigation is the review's own.
  let navigations = 0;
  let leftFor: string | undefined;
  let onLeft = () => {};
  const left = new Promise<void>((resolve) => {
    onLeft = resolve;
  });
  const onRequest = (request: Request) => {
    if (!request.isNavigationRequest() || request.frame() !== page.mainFrame() || request.redirectedFrom())
      return;
    if (++navigations > 1 && leftFor === undefined) {
      leftFor = request.url();
      // The next page's load, listened for before it can happen.
      page.waitForEvent('load', { timeout }).then(onLeft, onLeft);
    }
  };
  page.on('pageerror', onPageError);
  page.on('console', onConsole);
  page.on('crash', onCrash);
  page.on('request', onRequest);
  const leaving = () =>
    page
      .evaluate(() => (window as { __reviewLeaving?: boolean }).__reviewLeaving === true)
      // A page whose context is gone has navigated.
      .catch(() => true);
  try {
    try {
      const response = await page.goto(`${target.origin}${target.path}`, { timeout });
      if (response && !response.ok()) failure = `the page answered HTTP ${response.status()}`;
      await Promise.race([page.locator(DONE).first().waitFor({ state: 'attached', timeout }), left]);
      if (leftFor !== undefined || (await leaving())) {
        await Promise.race([left, page.waitForTimeout(timeout)]);
        notes.push(`the page left the app for ${(leftFor ?? page.url()).replace(target.origin, '')}`);
      } else failure ??= await renderFailure(page);
      await waitForImages(page);
      await stretchToPage(page);
      await waitForImages(page);
    } catch (error) {
      const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
      failure ??= /Timeout/i.test(message ?? '')
        ? `did not settle within ${timeout / 1000} s`
        : `could not open the page: ${message}`;
    }
    const toasts = await page
      .evaluate((toaster) => {
        const region = document.querySelector<HTMLElement>(toaster);
        if (region) region.style.visibility = 'hidden';
        return (window as { __reviewToasts?: string[] }).__reviewToasts ?? [];
      }, TOASTER)
      .catch(() => [] as string[]);
    const tree = await page
      .locator('body')
      .ariaSnapshot({ timeout: 5000 })
      .catch(() => '');
    const snapshot =
      toasts.length > 0
        ? `${tree}\n- toasts shown at load:\n${toasts.map((text) => `  - ${JSON.stringify(text)}`).join('\n')}`
        : tree;
    const png = await page
      .screenshot({ fullPage: true, animations: 'disabled', caret: 'hide', timeout: 15000 })
      .catch(() => Buffer.alloc(0));
    return { snapshot, png, notes, ...(failure ? { failure } : {}) };
  } finally {
    page.off('pageerror', onPageError);
    page.off('console', onConsole);
    page.off('crash', onCrash);
    page.off('request', onRequest);
  }
}
