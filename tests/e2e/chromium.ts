import { existsSync } from 'node:fs';
import type { Browser, BrowserContextOptions } from 'playwright-core';

/**
 * Chromium features Playwright 1.65 turns off itself (its `chromiumSwitches.ts`). Chromium reads
 * only the last `--disable-features`, so ours must repeat them; `scripts/bench/browserFlags.test.ts`
 * fails when a Playwright upgrade adds one this list lacks.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
] as const;

/**
 * Chromium's own UI a page never sees: each new window (every browser context here) preloads the
 * omnibox popup, a WebUI page in a renderer of its own, which then keeps one core busy for about a
 * second (0.9–1.1 s of CPU, read from /proc). On this 2-core machine it ran beside every page a test
 * or `npm run bench` loaded and took the CPU from it: the bench's loopback loads took 340 ms with
 * it and 245 ms without (order details, median of 30), and swung twice as much.
 */
export const BROWSER_UI_FEATURES_OFF = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'] as const;

/**
 * Flags that let a headless Chromium run here, today's or an old one (tests/e2e-engines): no sandbox
 * as root, no GPU, no background networking (this machine's closed network refuses it, noisily).
 */
export const HEADLESS_HERE_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The borrower's phone, as the browser tests open it: 390×844, touch, in Manila's time zone and in
 * English (a test for another language or browser overrides `locale`, `userAgent`). At 1× a page
 * lays out and paints as at 2× (CSS pixels; layout shifts and the main thread's tasks are the same)
 * and rasters a quarter of the pixels: three suites' runs took 118 → 98 s of CPU. What is read from
 * the pixels themselves, a barcode a cashier scans, is taken at the phone's own density
 * (`PHONE_DENSITY`, the fixture's `density`).
 */
export const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 1,
  isMobile: true,
  hasTouch: true,
  locale: 'en-PH',
  timezoneId: 'Asia/Manila',
};

/** A borrower's phone's pixel density, for what a test reads from the screen's pixels. */
export const PHONE_DENSITY = 2;

/** Debian's Chromium under Playwright: those, and none of the browser UI above. */
const CHROMIUM_ARGS = [
  ...HEADLESS_HERE_ARGS,
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...BROWSER_UI_FEATURES_OFF].join(',')}`,
];

/**
 * Debian's `chromium-headless-shell`: the same Chromium release as `/usr/bin/chromium`, built as
 * the headless shell Playwright itself runs its headless tests in, without the full browser's
 * windows and UI. A context with its page costs it about half the CPU here (a fresh context and one
 * page load: 1.0 → 0.47 s of CPU, 548 → 290 ms), and the browser tests open one per test
 * (`npm run e2e`: 896 → 633 s, every test passing on both).
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * Launches the system Chromium (`CHROMIUM_PATH` where set); `npx playwright install` cannot
 * download one here. The tests take the headless shell where it is installed (`.ci/run` installs
 * it); `full` takes `/usr/bin/chromium`, the browser Lighthouse runs, for the bench's figures.
 */
export async function launchChromium(options: { full?: boolean } = {}): Promise<Browser> {
  // Imported here: the studio's dev server reaches this module (its change review) and starts
  // faster without the driver it needs only once a review runs (Vite's config bundle inlines
  // our own dynamic imports, not a package's).
  const { chromium } = await import('playwright-core');
  const fallback = !options.full && existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium';
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? fallback,
    args: CHROMIUM_ARGS,
    headless: true,
  });
}

/**
 * In a page kept from test to test (`fixtures.ts`'s `reuse`, the engines' reference), a fresh
 * borrower: the first document of a new sandbox client (cookie `sbx`, new for every test or state)
 * empties the origin's storage before the app reads it, as tests/e2e/layoutShift.ts does between
 * its loads.
 */
export function freshBorrowerScript(): void {
  if (window !== window.top) return;
  const marker = 'e2e:sandbox-client';
  try {
    const client = /(?:^|; )sbx=([^;]*)/.exec(document.cookie)?.[1];
    if (client && sessionStorage.getItem(marker) !== client) {
      localStorage.clear();
      sessionStorage.clear();
      sessionStorage.setItem(marker, client);
    }
  } catch {
    // A document without cookies or storage (a sandboxed one).
  }
}
