import { describe } from 'vitest';
import { moneyPathsSuite, routesSuite } from './suites';
import { launchWebKit } from './webkit';

/** WebKit, the engine of iOS's WKWebView: Debian's WebKitGTK under Xvfb, over WebDriver. */
describe('WebKit (WebKitGTK MiniBrowser)', () => {
  routesSuite(launchWebKit);
  moneyPathsSuite(launchWebKit);
});
