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
