import { readyMark } from '../../scripts/bench/readyMark';
import { expect, test } from './fixtures';

// The browser every test and `npm run bench` uses runs only the pages they open: Chromium's own UI
// (the omnibox popup it preloads per window, about a second of one core's time) would compete with
// them for this machine's two cores (tests/e2e/chromium.ts).
test('a new window of the test browser opens no page of Chromium’s own UI', async ({ app }) => {
  await app.open('/aboutUs?sessionId=s-1');
  const browser = app.context.browser();
  if (!browser) throw new Error('no browser');
  const cdp = await browser.newBrowserCDPSession();
  const { targetInfos } = await cdp.send('Target.getTargets');
  await cdp.detach();
  expect(targetInfos.filter((target) => target.type === 'browser_ui').map((target) => target.url)).toEqual(
    [],
  );
  expect(targetInfos.some((target) => target.type === 'page' && target.url.includes('/aboutUs'))).toBe(true);
});

// `npm run bench` times a load to the `screen:ready` mark; reading the mark must not itself run in
// the page it times (scripts/bench/readyMark.ts). Playwright's `waitForFunction` first evaluated its
// injected script (hundreds of KB) in the page, inside the load being measured.
test('the bench reads the screen:ready mark without putting a script of its own into the page', async ({
  app,
}) => {
  const page = await app.context.newPage();
  const cdp = await app.context.newCDPSession(page);
  // Scripts the page parses that no file names: the app's are all files, the fixture's init scripts
  // a few hundred characters, the bench's expression one line; Playwright's injected script is
  // hundreds of thousands.
  const unnamed: number[] = [];
  cdp.on('Debugger.scriptParsed', (script) => {
    if (!script.url) unnamed.push(script.length ?? 0);
  });
  await cdp.send('Debugger.enable');
  await page.goto(`${app.baseURL}/aboutUs?sessionId=s-1`);
  const ready = await readyMark(cdp);
  const parsedLengths = [...unnamed];
  expect(ready).toBeGreaterThan(0);
  expect(ready).toBe(await page.evaluate(() => performance.getEntriesByName('screen:ready')[0]?.startTime));
  expect(parsedLengths.length).toBeGreaterThan(0);
  expect(parsedLengths.filter((length) => length > 10_000)).toEqual([]);
  await page.close();
});

test('the bench gives up on a screen that never marks itself ready', async ({ app }) => {
  const page = await app.context.newPage();
  const cdp = await app.context.newCDPSession(page);
  await page.setContent('<p>no engine here</p>');
  expect(await readyMark(cdp, 300)).toBeNaN();
  await page.close();
});
