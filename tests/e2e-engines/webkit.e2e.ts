import { describe } from 'vitest';
import { moneyPathsSuite, routesSuite } from './suites';
import { launchWebKit } from './webkit';

/**
 * WebKit, the engine of iOS's WKWebView: Debian's WebKitGTK under Xvfb, over WebDriver. The slowest
 * engine here: half its routes are in `webkit.routes.e2e.ts`, which the other worker runs meanwhile.
 */
describe('WebKit (WebKitGTK MiniBrowser)', () => {
  routesSuite(launchWebKit, { index: 0, count: 2 });
  moneyPathsSuite(launchWebKit);
});
