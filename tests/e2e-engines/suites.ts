import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { RecordedRequest } from '../e2e/fixtures';
import { SCREENS, type ScreenState } from '../e2e/screenStates';
import { launchCurrentChromium } from './currentChromium';
import type { EngineBrowser, EnginePage } from './enginePage';
import {
  click,
  fill,
  has,
  hasButtonLike,
  PAGE_CONTENT,
  SANDBOX_CLIENT,
  SANDBOX_REQUESTS,
  SCREEN_READY,
} from './inPage';

/** Polls an expression in the page until `done` holds of its value; the last value on time-out. */
export async function waitFor<T>(
  page: EnginePage,
  expression: string,
  done: (value: T) => boolean,
  what: string,
  timeout = 15000,
): Promise<T> {
  const until = Date.now() + timeout;
  for (;;) {
    // A page between two documents (a click that navigates) has nothing to evaluate in: try again.
    const value = await page.evaluate<T>(expression).catch((error: Error) => error);
    if (!(value instanceof Error) && done(value)) return value;
    if (Date.now() > until) {
      throw new Error(
        `${page.engine}: ${what} (last: ${value instanceof Error ? value.message : JSON.stringify(value)})`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A page of its own sandbox client: its requests, state and telemetry are this page's alone. */
export async function openClient(browser: EngineBrowser): Promise<EnginePage> {
  const page = await browser.newPage();
  await page.goto(`${inject('baseURL')}/api/__sandbox/requests`);
  expect(await page.evaluate<boolean>(SANDBOX_CLIENT(randomUUID()))).toBe(true);
  return page;
}

/** Opens a screen state and waits until it has drawn and settled and shows its `ready` text. */
async function openState(page: EnginePage, state: ScreenState): Promise<void> {
  await page.goto(`${inject('baseURL')}${state.path}`);
  await waitFor<string>(
    page,
    `document.documentElement.getAttribute('data-screen-settled') || ''`,
    (id) => id !== '',
    `${state.name}: the screen never settled`,
  );
  if (state.ready !== undefined) {
    await waitFor<boolean>(
      page,
      hasButtonLike(state.ready),
      Boolean,
      `${state.name}: "${state.ready}" never showed`,
    );
  }
}

/**
 * Every route of the sandbox (tests/e2e/screenStates.ts) in an engine shows what it shows in today's
 * Chromium (its text, its images' alternative texts, its controls' names and values), with no
 * uncaught error.
 */
export function routesSuite(launch: () => Promise<EngineBrowser>): void {
  let engine: EngineBrowser;
  let reference: EngineBrowser;
  beforeAll(async () => {
    [engine, reference] = await Promise.all([launch(), launchCurrentChromium()]);
  });
  afterAll(async () => {
    await Promise.all([engine?.close(), reference?.close()]);
  });

  for (const state of SCREENS) {
    it(`${state.name}: the same content as today's Chromium, no uncaught error`, async () => {
      const [page, expected] = await Promise.all([openClient(engine), openClient(reference)]);
      try {
        await Promise.all([openState(page, state), openState(expected, state)]);
        const want = await expected.evaluate<string[]>(PAGE_CONTENT);
        // The same answers arrive in their own time: the content is compared once both have it.
        const got = await waitFor<string[]>(
          page,
          PAGE_CONTENT,
          (content) => JSON.stringify(content) === JSON.stringify(want),
          `${state.name}: the content differs`,
          5000,
        ).catch(() => page.evaluate<string[]>(PAGE_CONTENT));
        expect(got, `${engine.engine}: ${state.name}`).toEqual(want);
        expect(await page.uncaughtErrors()).toEqual([]);
      } finally {
        await Promise.all([page.close(), expected.close()]);
      }
    });
  }
}

const SESSION = 'productId=7&sessionId=sess-abc&appVersion=3.2.1&deviceId=dev-42';

/** Clicks an element once it shows. */
async function tap(page: EnginePage, role: string, name: string): Promise<void> {
  await waitFor<boolean>(page, has(role, name), Boolean, `no ${role} "${name}"`);
  expect(await page.evaluate<boolean>(click(role, name))).toBe(true);
}

async function onRoute(page: EnginePage, path: string): Promise<void> {
  await waitFor<string>(page, 'location.pathname', (now) => now === path, `never reached ${path}`);
}

async function requests(page: EnginePage, endpoint: string): Promise<RecordedRequest[]> {
  const all = await page.evaluate<RecordedRequest[]>(SANDBOX_REQUESTS(inject('baseURL')));
  return all.filter((request) => request.endpoint === endpoint);
}

/**
 * The money paths, as a borrower takes them, in an engine: order details → Repay → a pay code;
 * confirm a loan; bind a card. Each checks what the server received.
 */
export function moneyPathsSuite(launch: () => Promise<EngineBrowser>): void {
  let engine: EngineBrowser;
  let page: EnginePage;
  beforeAll(async () => {
    engine = await launch();
  });
  afterAll(async () => {
    await engine?.close();
  });

  describe('money paths', () => {
    it('order details → Repay → a pay code', async () => {
      page = await openClient(engine);
      await page.goto(`${inject('baseURL')}/loanDetails?${SESSION}&orderId=order-174-delay1`);
      await tap(page, 'button', 'REPAY');
      await onRoute(page, '/repayPeriod');
      await tap(page, 'button', 'Pay code PA7Q4K9M2X');
      await onRoute(page, '/repaymentOfCode2');
      // The address changes first, and the instalments (which show the code too) stay until the pay code draws.
      await waitFor<string>(page, SCREEN_READY, (id) => id === 'repaymentOfCode2', 'the pay code never drew');
      await waitFor<boolean>(page, has('button', 'Copy pay code'), Boolean, 'no Copy pay code');
      expect(await page.evaluate<string>('document.body.innerText')).toContain('PA7Q4K9M2X');
      const [plan] = await requests(page, 'loanPlayDetail');
      expect(plan?.body).toMatchObject({ productId: '7', orderId: 'order-174-delay1' });
      expect(await page.uncaughtErrors()).toEqual([]);
      await page.close();
    });

    it('confirm a loan: Go Loan posts once and lands on the order', async () => {
      page = await openClient(engine);
      await page.goto(`${inject('baseURL')}/loanConfirm?${SESSION}&orderId=PA20260101001&position=2`);
      await waitFor<string>(page, SCREEN_READY, (id) => id === 'loanConfirm', 'loan confirm never drew');
      await tap(page, 'button', 'Go Loan');
      await onRoute(page, '/loanDetails');
      await waitFor<string>(page, SCREEN_READY, (id) => id === 'orderDetails', 'the order never drew');
      const calls = await requests(page, 'loanDetailPush');
      expect(calls).toHaveLength(1);
      expect(calls[0]?.body).toEqual({ amount: '500000', periods: '91', termUnit: 'day', productId: '7' });
      expect(await page.uncaughtErrors()).toEqual([]);
      await page.close();
    });

    it('bind a card: the bank, the account and the ID go to the server', async () => {
      page = await openClient(engine);
      await page.goto(`${inject('baseURL')}/bindBank?${SESSION}&source=loanDetail`);
      await tap(page, 'button', '/^Bank /');
      await tap(page, 'radio', 'Security Bank');
      await tap(page, 'button', 'Confirm');
      await waitFor<boolean>(page, fill('Account number', '4444333322221111'), Boolean, 'no Account number');
      await waitFor<boolean>(page, fill('Valid ID number', '1'), Boolean, 'no Valid ID number');
      await tap(page, 'button', 'Next');
      await onRoute(page, '/loanDetails');
      const [bind] = await requests(page, 'bindCardDetail');
      expect(bind?.body).toMatchObject({
        bank_code: 'SECB',
        bank_card_no: '4444333322221111',
        product_id: '7',
      });
      expect(await page.uncaughtErrors()).toEqual([]);
      await page.close();
    });
  });
}
