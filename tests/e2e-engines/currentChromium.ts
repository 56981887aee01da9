import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../e2e/chromium';
import type { EngineBrowser, EnginePage } from './enginePage';

/** Today's Chromium (Debian's, through Playwright) as an engine of the engine tests: the reference. */
export async function launchCurrentChromium(): Promise<EngineBrowser> {
  const browser: Browser = await launchChromium();
  const engine = `chromium/${browser.version().split('.')[0]}`;
  return {
    engine,
    async newPage(): Promise<EnginePage> {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page: Page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      return {
        engine,
        async goto(url) {
          await page.goto(url, { waitUntil: 'load' });
        },
        evaluate: <T>(expression: string) => page.evaluate<T>(expression),
        uncaughtErrors: async () => [...errors],
        close: () => context.close(),
      };
    },
    close: () => browser.close(),
  };
}
