import { describe } from 'vitest';
import { launchOldChromium } from './oldChromium';
import { moneyPathsSuite, routesSuite } from './suites';

/** Chromium 80, the floor (DESIGN §11): an Android System WebView not updated since 2020. */
describe('Chromium 80 (chrome-aws-lambda 2.1.1), the floor', () => {
  const launch = () => launchOldChromium('chrome-aws-lambda');
  routesSuite(launch);
  moneyPathsSuite(launch);
});
