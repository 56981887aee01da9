import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { readCatalog } from '../../language/locale/catalog';
import { SESSION_QUERY } from './complaintSupport';
import { type App, describe, expect, test } from './fixtures';
import { HYDRATED } from './prerenderSuite';

/**
 * Every route in Filipino (DESIGN §12): chosen by the session parameter `lang`, or by a phone whose
 * language is Filipino; the screens' texts and the engine's are the catalog's, `<html lang>` follows,
 * and no English text of a screen is left (each route's texts are compared with its English run).
 */

const catalog = readCatalog(resolve(import.meta.dirname, '../..'), 'fil');
if (!catalog) throw new Error('locales/fil.po is missing');
/** English texts whose Filipino differs: none of them may show on a Filipino page. */
const translated = new Map(
  [...catalog.entries.values()]
    .filter((entry) => entry.translation !== '' && entry.translation !== entry.id && !entry.id.includes('{{'))
    .map((entry) => [entry.id, entry.translation]),
);
const filipino = new Set(translated.values());

/** Every text the sandbox's answers hold: the server's copy, which the app shows as the server sends it. */
function serverTexts(dir: string, into = new Set<string>()): Set<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) serverTexts(path, into);
    else if (entry.name.endsWith('.json'))
      JSON.stringify(JSON.parse(readFileSync(path, 'utf8')), (_key, value: unknown) => {
        if (typeof value === 'string') into.add(value.trim());
        return value;
      });
  }
  return into;
}
const fromServer = serverTexts(resolve(import.meta.dirname, '../../sandbox/fixtures'));
/** An English text of the screens or the engine that must not show in Filipino (the server's own copy aside). */
const english = (text: string) => translated.has(text) && !fromServer.has(text);

/** Every text the page shows or names: its text nodes, accessible names, alternatives, placeholders, title. */
async function shownTexts(page: Page): Promise<string[]> {
  await page.waitForFunction(() => document.documentElement.dataset.screenReady);
  return page.evaluate(() => {
    const out = new Set<string>([document.title.trim()]);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (text) out.add(text);
    }
    for (const element of document.querySelectorAll('[aria-label],[alt],[placeholder],[title]'))
      for (const name of ['aria-label', 'alt', 'placeholder', 'title']) {
        const value = element.getAttribute(name)?.trim();
        if (value) out.add(value);
      }
    return [...out];
  });
}

/**
 * Opens privacy policy without `lang`: the server sends it in English (an English phone), and the
 * session's language must draw it in Filipino.
 */
async function expectNextPageFilipino(app: App): Promise<void> {
  await app.open('/privacyPolicy');
  const fil = await shownTexts(app.page);
  expect(await app.page.getAttribute('html', 'lang')).toBe('fil');
  expect(fil.filter(english)).toEqual([]);
  expect(fil).toContain(translated.get('Contents'));
}

/**
 * Filipino runs longer: what of the page does not fit its width, as failure lines (none: every
 * button, tab and link is whole on screen and nothing scrolls sideways).
 */
async function offScreen(page: Page): Promise<string[]> {
  await page.waitForFunction(() => document.documentElement.dataset.screenReady);
  return page.evaluate(() => {
    const out: string[] = [];
    if (document.documentElement.scrollWidth > window.innerWidth + 1)
      out.push(`the page scrolls sideways (${document.documentElement.scrollWidth} px)`);
    for (const element of document.querySelectorAll<HTMLElement>(
      'button, [role="button"], [role="tab"], a',
    )) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim();
      if (box.left < -0.5 || box.right > window.innerWidth + 0.5)
        out.push(`"${name}" runs off the screen (${Math.round(box.left)}–${Math.round(box.right)} px)`);
      else if (element.scrollWidth > element.clientWidth + 1)
        out.push(`"${name}" is cut (${element.scrollWidth} px of text in ${element.clientWidth} px)`);
    }
    return out;
  });
}

const withLang = (path: string, lang: string) => `${path}${path.includes('?') ? '&' : '?'}lang=${lang}`;

describe('every route in Filipino, by the session parameter lang', () => {
  // One phone per worker, kept from test to test (fixtures.ts): each test loads and reads.
  test.override({ reuse: true });
  for (const path of HYDRATED)
    test(`${path.split('?')[0]} with lang=fil has no English text left and every button on screen at 390 px, lang=en has no Filipino`, async ({
      app,
    }) => {
      await app.open(withLang(path, 'en'));
      const inEnglish = await shownTexts(app.page);
      expect(await app.page.getAttribute('html', 'lang')).toBe('en');
      expect(inEnglish.filter((text) => filipino.has(text) && !translated.has(text))).toEqual([]);

      await app.open(withLang(path, 'fil'));
      const fil = await shownTexts(app.page);
      expect(await app.page.getAttribute('html', 'lang')).toBe('fil');
      const left = inEnglish.filter((text) => english(text) && fil.includes(text));
      expect(left).toEqual([]);
      expect(fil.some((text) => filipino.has(text))).toBe(true);
      expect(await offScreen(app.page)).toEqual([]);
    });

  test('the language is kept for the session: a page opened later without lang stays Filipino', async ({
    app,
  }) => {
    await app.open('/aboutUs?lang=tl');
    expect(await app.page.getAttribute('html', 'lang')).toBe('fil');
    await expectNextPageFilipino(app);
  });
});

describe('a prerendered page left before its app started', () => {
  test('still gives the next page its language: the floor kept the query for the app', async ({ app }) => {
    // A prerendered page starts the app once it has painted, so its load can come first; here the app's
    // first chunk never arrives, and the next address (without lang) is opened over the painted page.
    let hold = true;
    await app.page.route(/\/assets\/boot-[\w-]+\.js$/, async (route) => {
      if (!hold) await route.continue();
    });
    await app.page.goto(`${app.baseURL}/aboutUs?lang=tl`, { waitUntil: 'domcontentloaded' });
    await app.page.locator('head script[src*="/assets/boot-"]').waitFor({ state: 'attached' });
    expect(await app.page.getAttribute('html', 'lang')).toBe('fil');
    expect(await app.page.getAttribute('html', 'data-app')).toBeNull();
    hold = false;

    await expectNextPageFilipino(app);
  });
});

describe('a server error that comes back before the engine texts in Filipino', () => {
  test('is shown and toasted in Filipino, never in English', async ({ app }) => {
    app.expectConsoleError(/status of 500/);
    // The route's call starts with the page; its 500 comes back at once, the texts' chunk late.
    await app.page.route(/\/assets\/fil-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await app.open(`/complainDetails?${SESSION_QUERY}&problemId=C1003&lang=fil`, {
      scenario: 'fault-500:problemDetail',
    });
    const english = 'The server answered with an error (HTTP 500). Please try again.';
    const shown = catalog.entries
      .get('The server answered with an error (HTTP {{status}}). Please try again.')
      ?.translation.replace('{{status}}', '500');
    expect(shown).toMatch(/HTTP 500/);
    const alert = app.page.getByRole('alert').filter({ hasText: 'HTTP 500' });
    await expect.poll(() => alert.textContent()).toContain(shown);
    expect(await alert.textContent()).not.toContain(english);
    expect(await app.page.locator('.toaster').textContent()).not.toContain(english);
  });
});

describe('the engine texts in Filipino cannot load (the network dropped)', () => {
  test('the screen still draws, in Filipino, with the engine in English', async ({ app }) => {
    app.expectConsoleError(/Failed to load resource|Failed to fetch dynamically imported module/);
    await app.page.route(/\/assets\/fil-[\w-]+\.js$/, (route) => route.abort());
    await app.open(withLang('/aboutUs', 'fil'));
    const shown = await shownTexts(app.page);
    expect(shown).toContain(translated.get('About us'));
  });
});

describe('every route in Filipino, on a small phone set to Filipino', () => {
  test.override({ locale: 'fil-PH', reuse: true });
  for (const path of HYDRATED)
    test(`${path.split('?')[0]} without lang follows navigator.languages, every button on screen at 320 px`, async ({
      app,
    }) => {
      await app.page.setViewportSize({ width: 320, height: 844 });
      await app.open(path);
      expect(await app.page.evaluate(() => navigator.language)).toBe('fil-PH');
      const fil = await shownTexts(app.page);
      expect(await app.page.getAttribute('html', 'lang')).toBe('fil');
      expect(fil.filter(english)).toEqual([]);
      expect(fil.some((text) => filipino.has(text))).toBe(true);
      expect(await offScreen(app.page)).toEqual([]);
    });
});

describe("the lender's server hears the borrower's language", () => {
  test('every API call of a Filipino page asks for Filipino first, and the server text shows in Filipino', async ({
    app,
  }) => {
    await app.open(`/loanDetails?${SESSION_QUERY}&orderId=order-174-delay1&lang=fil`);
    // The sandbox writes the order's status in the language the call asked for (sandbox/serverLanguage.ts).
    await app.page.getByText('Malapit na ang takdang araw').first().waitFor();
    expect(await app.page.getByText('Due soon', { exact: true }).count()).toBe(0);
    const calls = await app.requests();
    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls)
      expect(call.headers['accept-language'], call.path).toBe('fil-PH, fil;q=0.9, en;q=0.5');
  });

  test('an English page asks for English first', async ({ app }) => {
    await app.open(`/loanDetails?${SESSION_QUERY}&orderId=order-174-delay1&lang=en`);
    await app.page.getByText('Due soon', { exact: true }).waitFor();
    for (const call of await app.requests())
      expect(call.headers['accept-language'], call.path).toBe('en-PH, en;q=0.9');
  });
});
