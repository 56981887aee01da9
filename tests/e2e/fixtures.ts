import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { test as base, inject } from 'vitest';
import { launchChromium, PHONE } from './chromium';

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
 */
export const test = base.extend<{ userAgent: string; locale: string; density: number; app: App }>({
  userAgent: '',
  locale: 'en-PH',
  density: PHONE.deviceScaleFactor ?? 1,
  app: async ({ userAgent, locale, density }, use) => {
    const baseURL = inject('baseURL');
    const context = await (await sharedBrowser()).newContext({
      ...PHONE,
      deviceScaleFactor: density,
      locale,
      ...(userAgent ? { userAgent } : {}),
    });
    const client = randomUUID();
    await context.addCookies([{ name: 'sbx', value: client, url: baseURL }]);
    await context.addInitScript(() => {
      const w = window as unknown as { __bridge: unknown[]; __csp: string[] };
      w.__bridge = [];
      w.__csp = [];
      window.addEventListener('loanbridge', (event) => w.__bridge.push((event as CustomEvent).detail));
      document.addEventListener('securitypolicyviolation', (event) =>
        w.__csp.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    const page = await context.newPage();
    const problems: string[] = [];
    const expected: RegExp[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    const api = (path: string) => `${baseURL}/api/__sandbox/${path}`;
    const app: App = {
      page,
      context,
      baseURL,
      problems,
      expectConsoleError(pattern) {
        expected.push(pattern);
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
    await context.close();
    const unexpected = problems.filter((problem) => !expected.some((pattern) => pattern.test(problem)));
    if (unexpected.length > 0) throw new Error(`The page reported problems:\n${unexpected.join('\n')}`);
  },
});

export { describe, expect } from 'vitest';
