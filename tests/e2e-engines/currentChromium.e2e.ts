import { describe } from 'vitest';
import { launchCurrentChromium } from './currentChromium';
import { moneyPathsSuite } from './suites';

/** The money paths in today's Chromium, through the same steps as the old engines take them. */
describe("today's Chromium", () => {
  moneyPathsSuite(launchCurrentChromium);
});
