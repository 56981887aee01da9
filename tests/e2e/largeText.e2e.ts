import { type BenchRoute, ROUTES } from '../../scripts/bench/routes';
import { type App, describe, expect, test } from './fixtures';
import { clippedText, viewportOverflow } from './viewportOverflow';

/**
 * Reflow with large text (DESIGN §7; WCAG 1.4.4 resize text, 1.4.10 reflow): every route, in English
 * and in Filipino, on a 320×640 screen with the browser's default font size doubled (16 → 32 px, as
 * Chromium's font size setting does through `Page.setFontSizes`, and as a phone's font size setting
 * does to rem-sized text), once the screen has settled: the page does not scroll sideways, no control
 * and no line of text lies past either edge, and no text is cut by a box that hides its overflow (a
 * box of fixed size, or a text of `lines` lines clamped with an ellipsis: at 200 % the reserved lines
 * must still hold the copy). Each failure names route, language and element.
 */

const WIDTH = 320;
const HEIGHT = 640;
/** Chromium's default font sizes (standard, monospace), doubled. */
const FONT_SIZES = { standard: 32, fixed: 26 };
/** The smallest text the stylesheets set, 0.75rem (.text-tag), at the doubled size. */
const SMALLEST_TEXT_PX = 0.75 * FONT_SIZES.standard;

const LANGUAGES = [
  { name: 'English', lang: 'en', query: '' },
  { name: 'Filipino', lang: 'fil', query: 'lang=fil' },
] as const;

const withQuery = (route: BenchRoute, query: string) =>
  query ? `${route.path}${route.path.includes('?') ? '&' : '?'}${query}` : route.path;

/** Opens `path` at 320×640 with the default font size doubled and waits until its screen has settled. */
async function openLarge(app: App, path: string): Promise<void> {
  await app.page.setViewportSize({ width: WIDTH, height: HEIGHT });
  // The page's own setting: it holds for every document the page loads while the session that set
  // it stays attached (detached, Chromium drops it), so the session lives as long as the page.
  const cdp = await app.context.newCDPSession(app.page);
  await cdp.send('Page.setFontSizes', { fontSizes: FONT_SIZES });
  // A busy machine (two cores, two test files at once) can take longer than 30 s to load a page.
  app.page.setDefaultNavigationTimeout(60_000);
  app.page.setDefaultTimeout(60_000);
  await app.open(path);
  await app.page.locator('html[data-screen-settled]').waitFor({ state: 'attached' });
  await app.page.waitForFunction(() => document.readyState === 'complete');
  await app.page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/**
 * How the text is sized: the root's font size, what 1rem measures, the body text's size, the page's
 * language, and every visible text or field whose font is smaller than the smallest the stylesheets
 * set at the doubled size (a size in px, which the setting does not reach).
 */
function textSizes(app: App, smallest: number) {
  return app.page.evaluate((smallest) => {
    const probe = document.createElement('div');
    probe.style.cssText = 'position:absolute;visibility:hidden;width:1rem;height:1em';
    document.querySelector('main')?.append(probe);
    const rem = probe.getBoundingClientRect().width;
    const em = probe.getBoundingClientRect().height;
    probe.remove();
    const tooSmall: string[] = [];
    const px = (element: Element) => Number.parseFloat(getComputedStyle(element).fontSize);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim() || parent.getClientRects().length === 0) continue;
      if (parent.getBoundingClientRect().width <= 1) continue; // .visually-hidden
      if (px(parent) < smallest - 0.01)
        tooSmall.push(
          `${parent.tagName.toLowerCase()} "${node.textContent.trim().slice(0, 30)}" ${px(parent)}px`,
        );
    }
    for (const field of document.querySelectorAll(
      'input:not([type="checkbox"]):not([type="radio"]), select, textarea',
    ))
      if (field.getClientRects().length > 0 && px(field) < smallest - 0.01)
        tooSmall.push(`${field.tagName.toLowerCase()} ${px(field)}px`);
    return {
      root: px(document.documentElement),
      rem,
      mainEm: em,
      lang: document.documentElement.lang,
      tooSmall: tooSmall.slice(0, 8),
    };
  }, smallest);
}

describe.concurrent('at 320 px with the text doubled, every route reflows', () => {
  // Phones kept from test to test (fixtures.ts): each test loads a route and reads it.
  test.override({ reuse: true });
  for (const route of ROUTES)
    for (const language of LANGUAGES)
      test(`${route.name}, in ${language.name}`, { timeout: 90_000 }, async ({ app }) => {
        const where = `${route.name} (${withQuery(route, language.query)}), in ${language.name}`;
        await openLarge(app, withQuery(route, language.query));
        const sizes = await textSizes(app, SMALLEST_TEXT_PX);
        // The setting reached the app: rem and the body text's em are twice Chromium's 16 px.
        expect({ ...sizes, tooSmall: undefined }, where).toEqual({
          root: 32,
          rem: 32,
          mainEm: 32,
          lang: language.lang,
          tooSmall: undefined,
        });
        expect(sizes.tooSmall, `${where}: text the doubled size did not reach`).toEqual([]);
        expect(await viewportOverflow(app.page, WIDTH), `${where}: past the screen's edge`).toEqual([]);
        expect(await clippedText(app.page), `${where}: text cut`).toEqual([]);
      });
});
