import type { Browser, BrowserContext, Page } from 'playwright-core';
import { freshBorrowerScript, launchChromium } from '../e2e/chromium';
import type { EngineBrowser, EnginePage } from './enginePage';

/**
 * Today's Chromium (Debian's, through Playwright) as an engine of the engine tests: the reference.
 * Its page is kept from state to state (a new one costs a renderer process, about half a second of
 * CPU here, more than the state's own load); a second page asked for while it is open gets a
 * context of its own.
 */
export async function launchCurrentChromium(): Promise<EngineBrowser> {
  const browser: Browser = await launchChromium();
  const engine = `chromium/${browser.version().split('.')[0]}`;
  let kept: { context: BrowserContext; page: Page; inUse: boolean } | undefined;
  const keptPage = async () => {
    if (!kept || kept.page.isClosed()) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      await context.addInitScript(freshBorrowerScript);
      kept = { context, page: await context.newPage(), inUse: false };
    }
    return kept;
  };
  return {
    engine,
    async newPage(): Promise<EnginePage> {
      const reusable = kept?.inUse ? undefined : await keptPage();
      const context =
        reusable?.context ?? (await browser.newContext({ viewport: { width: 390, height: 844 } }));
      const page: Page = reusable?.page ?? (await context.newPage());
      if (reusable) reusable.inUse = true;
      const errors: string[] = [];
      const onError = (error: Error) => errors.push(error.message);
      page.on('pageerror', onError);
      return {
        engine,
        async goto(url) {
          await page.goto(url, { waitUntil: 'load' });
        },
        evaluate: <T>(expression: string) => page.evaluate<T>(expression),
        uncaughtErrors: async () => [...errors],
        async close() {
          page.off('pageerror', onError);
          if (!reusable) return context.close();
          await page.goto('about:blank').catch(() => undefined);
          await context.clearCookies();
          reusable.inUse = false;
        },
      };
    },
    close: () => browser.close(),
  };
}
