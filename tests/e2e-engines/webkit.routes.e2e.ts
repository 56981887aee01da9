import { describe } from 'vitest';
import { routesSuite } from './suites';
import { launchWebKit } from './webkit';

/** WebKit's other half of the routes (see `webkit.e2e.ts`), in an Xvfb and a WebKit of its own. */
describe('WebKit (WebKitGTK MiniBrowser), the other routes', () => {
  routesSuite(launchWebKit, { index: 1, count: 2 });
});
