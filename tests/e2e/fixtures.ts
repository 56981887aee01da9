import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, BrowserContextOptions, ConsoleMessage, Page } from 'playwright-core';
import { test as base, inject } from 'vitest';
import { freshBorrowerScript, launchChromium, PHONE } from './chromium';

/** What the sandbox recorded of one request (see sandbox/README.md). */
export interface RecordedRequest {
  endpoint: string | null;
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: Record<string, string> | null;
  files: { field: string; filename: string; mimeType: string; size: number }[];
}

/** A telemetry batch the sandbox received from this test's pages (`POST <base>telemetry`). */
export interface ReceivedTelemetry {
  time: number;
  /** The body as the page sent it. */
  body: string;
  events: Array<Record<string, unknown> & { type: string }>;
}

export interface BridgeMessage {
  action: string;
  params?: Record<string, unknown>;
}

let browser: Promise<Browser> | undefined;
function sharedBrowser(): Promise<Browser> {
  browser ??= launchChromium();
  return browser;
}

export interface App {
  page: Page;
  context: BrowserContext;
  baseURL: string;
  /** Opens an app path (with query) in the page. */
  open(path: string, options?: { scenario?: string }): Promise<void>;
  /**
   * Puts `values` in the app's localStorage in each document the page opens, before its scripts:
   * what an earlier visit saved. The app's document only: a sandboxed frame it shows (an agreement)
   * has no storage, and a script reading it there fails the test as a page error.
   */
  seedStorage(values: Record<string, string>): Promise<void>;
  /** Requests the sandbox received from this test, oldest first, optionally for one endpoint. */
  requests(endpoint?: string): Promise<RecordedRequest[]>;
  /** Bridge messages the page posted (browser fallback events). */
  bridge(): Promise<BridgeMessage[]>;
  /** Telemetry batches this test's pages sent, oldest first (`GET /api/__sandbox/telemetry`). */
  telemetry(): Promise<ReceivedTelemetry[]>;
  /**
   * Waits until the screen `id` has settled: its onLoad has run to its end (its delays and calls
   * too) and every modal it opened is drawn. Then "no dialog" means none will open, not none yet.
   */
  settled(id: string): Promise<void>;
  /** Problems seen so far: console errors, page errors, CSP violations. */
  problems: string[];
  /**
   * Declares a console error this test provokes on purpose (e.g. Chromium's "Failed to load
   * resource ... 500" for a fault scenario); any other problem still fails the test.
   */
  expectConsoleError(pattern: RegExp): void;
}

/**
 * `app`: a fresh browser context per test at 390×844 with its own sandbox client id
 * (cookie `sbx`), so sandbox state and request logs never mix between tests. The test
 * fails on any console error, uncaught page error or CSP violation.
 *
 * `userAgent`: the browser's user agent, empty for Chromium's own; a suite sets another with
 * `test.override({ userAgent })` (say, the in-app browser of a messaging app). `locale`: the
 * phone's language (navigator.languages, Accept-Language), `en-PH` unless a suite sets another.
 * `density`: the device pixel ratio, `PHONE`'s 1× unless a suite reads pixels (a barcode's scan).
 * `reuse`: a suite keeps its phones from test to test instead (`reusedPhone` below), each left as
 * a fresh tab: one blank page, no history, cookie, route, listener or permission. A suite that
 * times or counts a first load's downloads does not (the kept phone's HTTP cache is warm), nor one
 * whose tests add init scripts or install the clock, which nothing takes back.
 */
export const test = base.extend<{
  userAgent: string;
  locale: string;
  density: number;
  reuse: boolean;
  app: App;
}>({
  userAgent: '',
  locale: 'en-PH',
  density: PHONE.deviceScaleFactor ?? 1,
  reuse: false,
  app: async ({ task, userAgent, locale, density, reuse }, use) => {
    const baseURL = inject('baseURL');
    const options: BrowserContextOptions = {
      ...PHONE,
      deviceScaleFactor: density,
      locale,
      ...(userAgent ? { userAgent } : {}),
    };
    // Kept phones are the test file's own: what a suite sets on its pages stays in its file.
    const key = `${task.file.filepath} ${JSON.stringify(options)}`;
    const { context, page } = reuse ? await reusedPhone(key, options) : await newPhone(options);
    const client = randomUUID();
    await context.addCookies([{ name: 'sbx', value: client, url: baseURL }]);
    const problems: string[] = [];
    const expected: RegExp[] = [];
    let seeded = false;
    const onConsole = (message: ConsoleMessage) => {
      if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
    };
    const onError = (error: Error) => problems.push(`page error: ${error.message}`);
    page.on('console', onConsole);
    page.on('pageerror', onError);
    const api = (path: string) => `${baseURL}/api/__sandbox/${path}`;
    const app: App = {
      page,
      context,
      baseURL,
      problems,
      expectConsoleError(pattern) {
        expected.push(pattern);
      },
      async seedStorage(values) {
        // Nothing takes an init script back: this phone is not kept for the next test.
        seeded = true;
        await page.addInitScript((saved: Record<string, string>) => {
          if (window !== window.top) return;
          for (const [key, value] of Object.entries(saved)) localStorage.setItem(key, value);
        }, values);
      },
      async open(path, options) {
        if (options?.scenario)
          await context.addCookies([{ name: 'scenario', value: options.scenario, url: baseURL }]);
        await page.goto(`${baseURL}${path}`);
      },
      async requests(endpoint) {
        const response = await context.request.get(api('requests'));
        const all = (await response.json()) as RecordedRequest[];
        return endpoint ? all.filter((r) => r.endpoint === endpoint) : all;
      },
      async telemetry() {
        const response = await context.request.get(api('telemetry'));
        return (await response.json()) as ReceivedTelemetry[];
      },
      async bridge() {
        return page.evaluate(() => (window as unknown as { __bridge: BridgeMessage[] }).__bridge);
      },
      async settled(id) {
        await page.locator(`html[data-screen-settled="${id}"]`).waitFor({ state: 'attached' });
      },
    };
    await use(app);
    const csp = await page
      .evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])
      .catch(() => [] as string[]);
    for (const violation of csp) problems.push(`CSP violation: ${violation}`);
    page.off('console', onConsole);
    page.off('pageerror', onError);
    if (reuse && !seeded) await leavePhone(key, { context, page }, options);
    else await context.close();
    const unexpected = problems.filter((problem) => !expected.some((pattern) => pattern.test(problem)));
    if (unexpected.length > 0) throw new Error(`The page reported problems:\n${unexpected.join('\n')}`);
  },
});

/** In every document of a test's phone, before the app's scripts: the bridge's and the CSP's records. */
function phoneScript(): void {
  const w = window as unknown as { __bridge: unknown[]; __csp: string[] };
  w.__bridge = [];
  w.__csp = [];
  window.addEventListener('loanbridge', (event) => w.__bridge.push((event as CustomEvent).detail));
  document.addEventListener('securitypolicyviolation', (event) =>
    w.__csp.push(`${event.violatedDirective} ${event.blockedURI}`),
  );
}

async function newPhone(
  options: BrowserContextOptions,
  kept = false,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await (await sharedBrowser()).newContext(options);
  await context.addInitScript(phoneScript);
  if (kept) await context.addInitScript(freshBorrowerScript);
  return { context, page: await context.newPage() };
}

/**
 * Phones kept from test to test, for the suites that load a screen per test and read it
 * (`test.override({ reuse: true })`): a new page costs Chromium a renderer process, about half a
 * second of CPU here, more than the screen's own load. Each test still gets a sandbox client and
 * storage of its own (`freshBorrowerScript`) and no cookie of the last; its HTTP cache is the last
 * test's, as a borrower's phone keeps the app's files. Free phones by file and options; tests that
 * run at once (`describe.concurrent`) each take one.
 */
interface Phone {
  context: BrowserContext;
  page: Page;
}
const freePhones = new Map<string, Phone[]>();

/** The events of a page or a context a test may listen to, which a kept phone forgets after it. */
const TEST_EVENTS = [
  'console',
  'dialog',
  'download',
  'filechooser',
  'framenavigated',
  'load',
  'domcontentloaded',
  'pageerror',
  'popup',
  'request',
  'requestfailed',
  'requestfinished',
  'response',
  'weberror',
] as const;

async function reusedPhone(key: string, options: BrowserContextOptions): Promise<Phone> {
  const free = freePhones.get(key) ?? [];
  for (let phone = free.pop(); phone; phone = free.pop()) if (!phone.page.isClosed()) return phone;
  return newPhone(options, true);
}

/**
 * Leaves a kept phone as the next test expects a new one (one blank page of its size, no history,
 * cookie, route, listener or permission), and frees it.
 */
async function leavePhone(key: string, phone: Phone, options: BrowserContextOptions): Promise<void> {
  const { context, page } = phone;
  for (const other of context.pages()) if (other !== page) await other.close();
  // What the test listened to, or allowed, ends with it. By event: playwright-core listens to a page's
  // and a context's `close` (and a context's `page`) itself, and waits on them to close one.
  for (const event of TEST_EVENTS) {
    await page.removeAllListeners(event);
    await context.removeAllListeners(event);
  }
  await context.clearPermissions();
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.goto('about:blank').catch(() => undefined);
  // A fresh tab's history: the next test's Back leaves its own first screen, not for this test's.
  const devtools = await context.newCDPSession(page);
  await devtools.send('Page.resetNavigationHistory');
  await devtools.detach();
  if (options.viewport) await page.setViewportSize(options.viewport);
  await context.clearCookies();
  freePhones.set(key, [...(freePhones.get(key) ?? []), phone]);
}

export { describe, expect } from 'vitest';
