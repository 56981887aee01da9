import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, inject } from 'vitest';
import { type App, expect, test } from './fixtures';
import { SESSION } from './screenStates';

/**
 * The prerendered pages (scripts/prerenderPlugin.ts), as a borrower's browser and a crawler get them:
 * shared by the default build's suite, the second brand's and the one served under `/loan/`.
 */

interface Brand {
  name: string;
  legalName: string;
  secRegistrationNo: string;
  certificateOfAuthorityNo: string;
  storeUrls: { android: string; ios: string };
  servicePhone: string;
  supportEmail: string;
}

function brand(): Brand {
  const id = process.env.BRAND ?? 'pesoagad';
  return JSON.parse(readFileSync(join(import.meta.dirname, '../../brands', `${id}.json`), 'utf8')) as Brand;
}

/** The text of an HTML page as a reader without JavaScript sees it: no scripts or styles, tags dropped. */
function readableText(html: string): string {
  const root = html.slice(html.indexOf('<div id="root"'));
  return root
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ');
}

/** The page as the server sends it, not run. */
async function pageSource(path: string): Promise<string> {
  const response = await fetch(`${inject('baseURL')}${path}`, { headers: { accept: 'text/html' } });
  expect(response.status).toBe(200);
  return response.text();
}

/** Routes whose first screen needs no answer: their HTML is the whole screen. */
const WHOLE = ['/', '/download', '/privacyPolicy', '/loanTerms', '/aboutUs', '/carpmm', '/testPreview'];

/** Every route, with the query a borrower comes with: the page must hydrate, nothing drawn twice. */
export const HYDRATED = [
  ...WHOLE,
  '/promotion?templateId=t-1',
  '/promotionAgreement',
  '/repaymentOfCode',
  '/repaymentOfCode2?showType=1&payCode=1234567890&repayAmount=54500',
  `/loanDetails?${SESSION}&orderId=order-174-delay1`,
  `/repayPeriod?${SESSION}&orderId=o-1&source=loanDetail`,
  `/bindBank?${SESSION}`,
  `/complaint?${SESSION}&orderId=order-9`,
  `/customerService?${SESSION}`,
  `/loanConfirm?${SESSION}`,
  `/loanConfirm2?${SESSION}`,
  `/loanAgreement?${SESSION}&orderId=o-9`,
  `/repayChoice?${SESSION}&orderId=order-174-delay1`,
  `/repayChoiceList?${SESSION}&orderId=o-1`,
  `/repayDelay?${SESSION}&orderId=o-1&source=loanDetail`,
  `/paymentWay?${SESSION}&orderId=o-1&amount=545000`,
  `/complainPageNext?${SESSION}&problemType=2&orderNo=PA20260101001`,
  `/complaintList?${SESSION}`,
  `/complainDetails?${SESSION}&problemId=p-1`,
];

export function prerenderSuite(): void {
  const b = brand();
  // The page as a reader without JavaScript gets it: one such page for the suite, navigated route by route.
  let noScript: Promise<BrowserContext> | undefined;
  let bare: Promise<Page> | undefined;
  const barePage = (app: App): Promise<Page> => {
    noScript ??= (async () => {
      const browser = app.context.browser();
      if (!browser) throw new Error('the app runs in no browser');
      return browser.newContext({ javaScriptEnabled: false });
    })();
    bare ??= noScript.then((context) => context.newPage());
    return bare;
  };
  afterAll(async () => {
    await (await noScript)?.close();
  });

  test('each prerendered page holds its screen’s texts and links, read without running it', async () => {
    const promotion = readableText(await pageSource('/promotion?x=1'));
    for (const label of [
      'Mobile number',
      'Image code',
      'SMS code',
      'Get code',
      'Apply',
      'Registration Agreement',
    ])
      expect(promotion).toContain(label);
    const privacy = readableText(await pageSource('/privacyPolicy'));
    for (const fact of [b.legalName, b.secRegistrationNo, b.certificateOfAuthorityNo])
      expect(privacy).toContain(fact);
    const download = await pageSource('/download');
    expect(download).toContain(`href="${b.storeUrls.android.replace(/&/g, '&amp;')}"`);
    expect(download).toContain(`href="${b.storeUrls.ios.replace(/&/g, '&amp;')}"`);
    expect(readableText(download)).toContain(`Get the ${b.name} app`);
    expect(readableText(await pageSource('/'))).toContain(b.name);
    // The hotline and the e-mail work as links where no script runs.
    const about = await pageSource('/aboutUs');
    expect(about).toContain(`href="tel:${b.servicePhone.replace(/[^\d+]/g, '')}"`);
    expect(about).toContain(`href="mailto:${b.supportEmail}"`);
    // A data screen comes with its frame: its own heading and the shapes of what its answer fills.
    const details = await pageSource(`/loanDetails?${SESSION}&orderId=order-174-delay1`);
    expect(details).toContain('data-screen="orderDetails"');
    expect(details).toMatch(/class="skeleton skeleton-/);
  });

  for (const path of HYDRATED) {
    test(`${path.split('?')[0]} hydrates its prerendered page, with nothing drawn twice`, async ({ app }) => {
      const whole = WHOLE.includes(path);
      const bare = await barePage(app);
      await bare.goto(`${app.baseURL}${path}`);
      const served = await bare.evaluate(() => document.getElementById('root')?.innerHTML ?? '');
      // Every element the page loses from #root until it has settled, but for the skeletons and the
      // busy note, which give way to what they stood for.
      await app.context.addInitScript(() => {
        const w = window as unknown as { __lost: string[] };
        w.__lost = [];
        new MutationObserver((records) => {
          for (const record of records)
            for (const node of record.removedNodes) {
              if (!(node instanceof Element)) continue;
              if (/skeleton/.test(node.className) || node.getAttribute('role') === 'status') continue;
              w.__lost.push(node.outerHTML.slice(0, 120));
            }
        }).observe(document, { childList: true, subtree: true });
      });
      await app.open(path);
      await app.page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      await app.page.waitForFunction(() => document.documentElement.dataset.screenReady);
      expect(await app.page.evaluate(() => (window as unknown as { __lost: string[] }).__lost)).toEqual([]);
      if (whole)
        expect(await app.page.evaluate(() => document.getElementById('root')?.innerHTML ?? '')).toBe(
          // As served, but for the frame's mark that nothing acts yet.
          served?.replace(' aria-disabled="true"', ''),
        );
      // A hydration mismatch is a console error (src/main.tsx): the fixture fails the test on it.
      expect(app.problems).toEqual([]);
    });
  }
}
