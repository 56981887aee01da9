import userAgents from '../../src/device/detectDevice.cases.json';
import { brand, literally } from './brand';
import { type App, describe, expect, test } from './fixtures';

/** A real user agent of the detection table (src/device/detectDevice.cases.json), by its case name. */
function userAgentOf(name: string): string {
  const found = userAgents.find((c) => c.name === name);
  if (!found) throw new Error(`no user agent "${name}" in detectDevice.cases.json`);
  return found.userAgent;
}

/** Opens the download page and waits until it has drawn. */
async function openDownload(app: App): Promise<void> {
  await app.open('/download');
  await app.page.getByRole('heading', { name: `Get the ${brand.name} app` }).waitFor();
  await app.settled('download');
}

/** The buttons that need the stores or the app: blocked in an in-app browser. */
const STORE_AND_APP_BUTTONS = [/Google Play/, /App Store/, /^Open the app$/];

const IN_APP_BROWSERS = [
  { app: 'Facebook', userAgent: 'Facebook on Android' },
  { app: 'Facebook', userAgent: 'Facebook on iOS' },
  { app: 'Messenger', userAgent: 'Messenger on iOS' },
  { app: 'Instagram', userAgent: 'Instagram on Android' },
  { app: 'LINE', userAgent: 'LINE on iOS' },
  { app: 'WeChat', userAgent: 'WeChat on Android' },
  { app: 'TikTok', userAgent: 'TikTok on iOS' },
  { app: 'Viber', userAgent: 'Viber on Android' },
];

for (const browser of IN_APP_BROWSERS) {
  describe(`in ${browser.userAgent}'s in-app browser`, () => {
    test.override({ userAgent: userAgentOf(browser.userAgent) });

    test('the download page explains how to open it in the browser, with no store or app button', async ({
      app,
    }) => {
      await openDownload(app);
      const help = app.page.getByRole('region', { name: 'Open in your browser' });
      await help.getByRole('heading', { name: 'Open this page in your browser' }).waitFor();
      expect(await help.getByText(`${browser.app} opened this page in its own browser`).isVisible()).toBe(
        true,
      );
      expect(
        await help
          .getByRole('list', { name: 'How to open this page in your browser' })
          .getByRole('listitem')
          .allTextContents(),
      ).toEqual([
        `In ${browser.app}, tap ⋯ (or ⋮) in a corner of the screen.`,
        'Choose “Open in browser” (it may read “Open in Chrome”, “Open in Safari” or “Open in external browser”).',
        'Download the app from the page that opens.',
      ]);
      expect(await help.getByRole('button', { name: 'Copy link' }).isVisible()).toBe(true);
      for (const name of STORE_AND_APP_BUTTONS)
        expect(await app.page.getByRole('button', { name }).count()).toBe(0);
    });
  });
}

describe('in an in-app browser, Copy link', () => {
  test.override({ userAgent: userAgentOf('Facebook on Android') });

  test("copies the page's address, without its query, and says so", async ({ app }) => {
    await app.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.baseURL });
    await app.open('/download?sessionId=s-1&deviceId=d-1');
    await app.page.getByRole('button', { name: 'Copy link' }).click();
    await app.page
      .getByRole('status')
      .filter({ hasText: 'Link copied. Paste it into Chrome or Safari.' })
      .waitFor();
    expect(await app.page.evaluate(() => navigator.clipboard.readText())).toBe(`${app.baseURL}/download`);
  });
});

describe('in a phone browser', () => {
  test.override({ userAgent: userAgentOf('Chrome on Android') });

  test("Open the app opens the brand's app link", async ({ app }) => {
    await openDownload(app);
    expect(await app.page.getByRole('region', { name: 'Open in your browser' }).count()).toBe(0);
    expect(await app.page.getByRole('button', { name: 'Copy link' }).count()).toBe(0);
    // The browser hands an app link to the app that owns its scheme: the request is seen, the page stays.
    const opened = new Promise<string>((resolve) => {
      app.page.on('request', (request) => {
        if (request.url().startsWith(`${brand.appScheme}:`)) resolve(request.url());
      });
    });
    await app.page.getByRole('button', { name: 'Open the app' }).click();
    expect(
      await Promise.race([opened, new Promise((resolve) => setTimeout(() => resolve('none'), 3000))]),
    ).toBe(`${brand.appScheme}://`);
  });

  for (const row of [
    { store: 'Google Play', button: /^Get it on Google Play/, url: brand.storeUrls.android },
    { store: 'App Store', button: /^Download on the App Store/, url: brand.storeUrls.ios },
  ])
    test(`the ${row.store} button opens the brand's store page`, async ({ app }) => {
      // The stores are not reachable from here: answer for them, and see the page go there.
      await app.context.route(row.url, (route) => route.fulfill({ contentType: 'text/html', body: 'store' }));
      await openDownload(app);
      await app.page.getByRole('button', { name: row.button }).click();
      await app.page.waitForURL(new RegExp(`^${literally(row.url)}$`));
    });
});
