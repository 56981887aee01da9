import type { Locator, Page } from 'playwright-core';
import { type App, expect, test } from './fixtures';
import cases from './longServerText.cases.json';
import { viewportOverflow } from './viewportOverflow';

test.override({ reuse: true });

/**
 * Text from the server with no space in it (a URL, a reference, a long name) wraps inside its box:
 * at 320 and 390 px, every widget that shows server text, given 200 such characters, leaves the
 * page without a sideways scroll, keeps every dialog and button inside the viewport and every line
 * of text on screen. The answers are the sandbox's own with the fields each case lists lengthened
 * (longServerText.cases.json; `<LONG>` there stands for the long text).
 */

/** 200 characters without a space, of the widest letters and digits. */
const LONG = 'REF'.concat('W0M9'.repeat(50)).slice(0, 200);
const PLACEHOLDER = '<LONG>';

// dev-42: the published loan confirm screen of experiments/goLoanButton.json, every run.
const SESSION = {
  productId: '7',
  orderId: 'PA20260101001',
  sessionId: 's-1',
  swift: 'sw-1',
  eyes: 'ey-1',
  deviceId: 'dev-42',
};

type Role = Parameters<Page['getByRole']>[0];

/** One thing the borrower does, or waits for, to reach a view. */
interface Step {
  /** Taps the element of this role named `name`. */
  click?: Role;
  name?: string;
  /** The name holds `name` (a field's picker is named by its label and value), else is it. */
  partial?: boolean;
  /** Looks inside the open dialog, or the page's main content, only. */
  within?: 'dialog' | 'main';
  /** The last of several matches (else the first). */
  last?: boolean;
  /** Waits for an element of this role (with `text`, one holding that text). */
  waitFor?: Role;
  text?: string;
  /** Waits until no element of this role is left. */
  gone?: Role;
  /** From now on, a call to this API path is refused with the long text as its message. */
  refuse?: string;
}

interface Case {
  name: string;
  path: string;
  query?: Record<string, string>;
  scenario?: string;
  screen: string;
  /** API path (under /api) → the fields of its answer to lengthen (`*`: every item or key). */
  answers?: Record<string, string[]>;
  /** Local storage the page reads, set before its scripts run. */
  storage?: Record<string, unknown>;
  /** Further views, each checked after its steps. */
  views?: { name: string; steps: Step[] }[];
}

/** The case's data with every `<LONG>` (value or key) made the long text. */
function withLong(value: unknown): unknown {
  if (value === PLACEHOLDER) return LONG;
  if (Array.isArray(value)) return value.map(withLong);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key === PLACEHOLDER ? LONG : key, withLong(item)]),
  );
}

/** Sets every string a JSON path names to the long text. */
function lengthen(value: unknown, path: string[]): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return typeof value === 'string' ? LONG : value;
  if (Array.isArray(value)) return head === '*' ? value.map((item) => lengthen(item, rest)) : value;
  if (value === null || typeof value !== 'object') return value;
  const record = { ...(value as Record<string, unknown>) };
  for (const key of head === '*' ? Object.keys(record) : [head])
    if (key in record) record[key] = lengthen(record[key], rest);
  return record;
}

/** Answers an API path with the sandbox's own answer, the fields at `paths` lengthened. */
async function lengthenAnswer(page: Page, apiPath: string, paths: string[]): Promise<void> {
  await page.route(
    (url) => url.pathname === `/api${apiPath}`,
    async (route) => {
      const response = await route.fetch();
      let body: unknown = await response.json();
      for (const path of paths) body = lengthen(body, path.split('.'));
      await route.fulfill({ response, json: body });
    },
  );
}

async function run(page: Page, step: Step): Promise<void> {
  const scope: Page | Locator =
    step.within === 'dialog'
      ? page.getByRole('dialog')
      : step.within === 'main'
        ? page.locator('main')
        : page;
  const name = step.name === PLACEHOLDER ? LONG : step.name;
  if (step.refuse !== undefined) {
    const path = `/api${step.refuse}`;
    await page.route(
      (url) => url.pathname === path,
      (route) => route.fulfill({ json: { status: '07', message: LONG, attach: null } }),
    );
  }
  if (step.click !== undefined) {
    const matches = scope.getByRole(step.click, { name, exact: !step.partial });
    await (step.last ? matches.last() : matches.first()).click();
  }
  if (step.waitFor !== undefined) {
    const found = scope.getByRole(step.waitFor);
    await (step.text === undefined ? found : found.getByText(withLong(step.text) as string))
      .first()
      .waitFor();
  }
  if (step.gone !== undefined) await scope.getByRole(step.gone).waitFor({ state: 'detached' });
}

async function open(app: App, entry: Case): Promise<void> {
  for (const [apiPath, paths] of Object.entries(entry.answers ?? {}))
    await lengthenAnswer(app.page, apiPath, paths);
  if (entry.storage)
    await app.seedStorage(
      Object.fromEntries(
        Object.entries(withLong(entry.storage) as Record<string, unknown>).map(([key, value]) => [
          key,
          JSON.stringify(value),
        ]),
      ),
    );
  const query = new URLSearchParams({ ...SESSION, ...entry.query });
  await app.open(`${entry.path}?${query}`, entry.scenario ? { scenario: entry.scenario } : undefined);
  await app.settled(entry.screen);
}

for (const width of [320, 390]) {
  for (const entry of cases as Case[]) {
    test(`${width} px, ${entry.name}: 200 characters without a space stay inside the viewport`, async ({
      app,
    }) => {
      await app.page.setViewportSize({ width, height: 740 });
      await open(app, entry);
      // The page really shows the long text (an answer the page refused would prove nothing).
      await expect.poll(() => app.page.getByText(LONG).count()).toBeGreaterThan(0);
      expect(await viewportOverflow(app.page, width), 'as the screen settles').toEqual([]);
      for (const view of entry.views ?? []) {
        for (const step of view.steps) await run(app.page, step);
        expect(await viewportOverflow(app.page, width), view.name).toEqual([]);
      }
    });
  }
}

/**
 * Where texts share a row, wrapping anywhere must not reach ordinary words: at 320 px, where these
 * rows are tight, each text breaks only between its words or after a hyphen, as before.
 */
const WHOLE_WORDS: { path: string; screen: string; texts: string[] }[] = [
  {
    path: `/loanDetails?${new URLSearchParams({ ...SESSION, orderId: 'order-174-delay0' })}`,
    screen: 'orderDetails',
    texts: ['Order number', 'PA20260101001'],
  },
  {
    path: `/?${new URLSearchParams(SESSION)}`,
    screen: 'landing',
    texts: ['Lender Info', 'Privacy Policy', 'Contact us'],
  },
  { path: '/promotion?templateId=tpl-spring', screen: 'promotion', texts: ['Registration Agreement'] },
  {
    path: `/customerService?${new URLSearchParams(SESSION)}`,
    screen: 'customerService',
    texts: ['E-mail', 'support@sandbox.example'],
  },
];

for (const { path, screen, texts } of WHOLE_WORDS) {
  test(`320 px, ${screen}: ordinary words in a shared row stay whole`, async ({ app }) => {
    await app.page.setViewportSize({ width: 320, height: 740 });
    await app.open(path);
    await app.settled(screen);
    for (const text of texts) {
      // The words (a hyphen ends one) that lie on more than one line.
      const broken = await app.page
        .getByText(text, { exact: true })
        .first()
        .evaluate((element) => {
          const range = document.createRange();
          const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
          const split: string[] = [];
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            for (const word of (node.textContent ?? '').matchAll(/[^\s-]+-?/g)) {
              range.setStart(node, word.index);
              range.setEnd(node, word.index + word[0].length);
              const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
              if (lines.size > 1) split.push(word[0]);
            }
          }
          return split;
        });
      expect(broken, text).toEqual([]);
    }
  });
}
