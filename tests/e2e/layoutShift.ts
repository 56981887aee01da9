import { randomUUID } from 'node:crypto';
import type { APIResponse, Browser, Page, Request, Route } from 'playwright-core';
import { PHONE } from './chromium';
import { type HeldKind, type HeldRequest, pause, type Release, type Timing } from './layoutShiftTimings';

/**
 * Loads a page with its answers, images and lazy chunks held back, lets them go in a chosen order
 * and timing (a `Timing`), and sums the page's `layout-shift` entries once it has settled: what
 * tests/e2e/layoutShift.e2e.ts runs on every route, and on the fixtures that prove it sees a shift.
 */

/** One `layout-shift` entry as the page saw it, with what moved. */
export interface Shift {
  value: number;
  /** ms since navigation. */
  time: number;
  sources: string[];
}

/** What a load in one timing came to. */
export interface ShiftReport {
  /** The sum of the page's shifts (its CLS, without windows). */
  total: number;
  shifts: Shift[];
  /** Console errors and page errors. */
  problems: string[];
  /** The kinds of request the load held. */
  kinds: HeldKind[];
}

/** The cookie that names a load: a sandbox client of its own, new for every load. */
const LOAD_COOKIE = 'sbx';

/**
 * In the page before any of its scripts: a buffered observer of `layout-shift` that describes each
 * source as it is reported (the node may be gone by the end): its tag, id, classes, the screen's
 * JSON pointer it draws, a snippet of its text, and the rects it moved between.
 *
 * Every shift counts, `hadRecentInput` or not. The test gives no input, yet Chromium flags the
 * shifts of the first 500 ms or so after the emulated phone's viewport is applied to a new document
 * (crbug.com/1094974; Lighthouse counts those too): skipping them hid every shift of a page that
 * paints and gets its answers quickly, the fixtures' below among them.
 *
 * It also starts each load as a fresh borrower without a page between loads: the first document of
 * a load (a new `sbx` cookie) empties the origin's storage before the app reads it.
 */
function observeShifts(loadCookie: string): void {
  const load = new RegExp(`(?:^|; )${loadCookie}=([^;]*)`).exec(document.cookie)?.[1];
  const marker = 'layout-shift-test:load';
  if (load && window === window.top && sessionStorage.getItem(marker) !== load) {
    localStorage.clear();
    sessionStorage.clear();
    sessionStorage.setItem(marker, load);
  }
  interface Source {
    node?: Node | null;
    previousRect: DOMRectReadOnly;
    currentRect: DOMRectReadOnly;
  }
  interface Entry extends PerformanceEntry {
    value: number;
    sources?: Source[];
  }
  const rect = (r: DOMRectReadOnly) =>
    `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
  const name = (node: Node | null | undefined): string => {
    if (!node) return '(a node no longer in the page)';
    const element = node instanceof Element ? node : node.parentElement;
    if (!element) return node.nodeName;
    let label = element.tagName.toLowerCase();
    if (element.id) label += `#${element.id}`;
    if (element.classList.length > 0) label += `.${[...element.classList].join('.')}`;
    if (element !== node) label = `text in ${label}`;
    const pointer = element.closest('[data-pointer]')?.getAttribute('data-pointer');
    if (pointer) label += ` (${pointer})`;
    const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (text) label += ` "${text.length > 60 ? `${text.slice(0, 60)}…` : text}"`;
    return label;
  };
  const shifts: Array<{ value: number; time: number; sources: string[] }> = [];
  const record = (list: PerformanceEntryList) => {
    for (const entry of list as Entry[]) {
      shifts.push({
        value: entry.value,
        time: Math.round(entry.startTime),
        sources: (entry.sources ?? []).map(
          (source) => `${name(source.node)} from ${rect(source.previousRect)} to ${rect(source.currentRect)}`,
        ),
      });
    }
  };
  const observer = new PerformanceObserver((list) => record(list.getEntries()));
  observer.observe({ type: 'layout-shift', buffered: true });
  const painted = new Promise<boolean>((resolve) => {
    new PerformanceObserver(() => resolve(true)).observe({ type: 'paint', buffered: true });
  });
  Object.assign(window, {
    __load: load,
    __painted: painted,
    __layoutShifts: () => {
      record(observer.takeRecords());
      return shifts;
    },
  });
}

/** Responses the test serves itself (a fixture page, its image), by path under the base URL. */
export type Served = Readonly<Record<string, { contentType: string; body: string }>>;

/** The scripts a page's own HTML starts (`<script>` tags' attributes): never held, they are not lazy. */
function startScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const tag of html.match(/<script\b[^>]*>/g) ?? [])
    for (const url of tag.match(/[^\s"=]+\.js\b/g) ?? []) scripts.push(new URL(url, 'http://x').pathname);
  return scripts;
}

/** No request held or on its way, and none asked for in `QUIET_MS`: the page waits for what is held. */
const QUIET_MS = 50;

/**
 * The page's HTML, fetched for the browser. A kept-alive socket the preview server has just closed
 * resets the fetch now and then on a busy machine (ECONNRESET): a GET of a static page is asked again.
 */
async function fetchDocument(route: Route, attempts = 3): Promise<APIResponse> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await route.fetch();
    } catch (error) {
      if (attempt >= attempts) throw error;
    }
  }
}

/**
 * Holds one load's requests and lets them go; knows when the page has nothing else to ask for.
 */
class Gate {
  readonly held: Array<HeldRequest & { route: Route }> = [];
  /** Every kind it has held. */
  readonly kinds = new Set<HeldKind>();
  private count = 0;
  private activity = 0;
  private readonly onTheWay = new Set<Request>();
  private readonly start = new Set<string>();

  constructor(
    private readonly base: URL,
    private readonly served: Served,
  ) {}

  requested(request: Request): void {
    // The last load's page sends its telemetry beacon as it goes, into this load: Playwright may
    // never see that request end, and no beacon moves a page.
    if (request.resourceType() === 'ping') return;
    this.onTheWay.add(request);
    this.activity++;
  }

  /** The addresses of the requests on their way, for messages. */
  pending(): string[] {
    return [...this.onTheWay].map((request) => request.url());
  }

  ended(request: Request): void {
    if (this.onTheWay.delete(request)) this.activity++;
  }

  private pathOf(url: string): string | undefined {
    const parsed = new URL(url);
    if (parsed.origin !== this.base.origin || !parsed.pathname.startsWith(this.base.pathname))
      return undefined;
    return `/${parsed.pathname.slice(this.base.pathname.length)}${parsed.search}`;
  }

  private kindOf(request: Request, path: string): HeldKind | undefined {
    const type = request.resourceType();
    if (type === 'image') return 'image';
    const pathname = path.split('?')[0] ?? '';
    // Not a beacon the last load's page sends as it goes.
    if (
      (type === 'fetch' || type === 'xhr') &&
      pathname.startsWith('/api/') &&
      !pathname.startsWith('/api/__sandbox')
    )
      return 'answer';
    if (pathname.endsWith('.js') && !this.start.has(new URL(request.url()).pathname)) return 'chunk';
    return undefined;
  }

  private own(path: string) {
    return this.served[path.split('?')[0] ?? ''];
  }

  async route(route: Route, request: Request): Promise<void> {
    const path = this.pathOf(request.url());
    if (path === undefined) return route.continue();
    const own = this.own(path);
    if (request.isNavigationRequest()) {
      if (own) return route.fulfill({ contentType: own.contentType, body: own.body });
      const response = await fetchDocument(route);
      const body = await response.text();
      for (const script of startScripts(body)) this.start.add(script);
      return route.fulfill({ response, body });
    }
    const kind = this.kindOf(request, path);
    if (!kind)
      return own ? route.fulfill({ contentType: own.contentType, body: own.body }) : route.continue();
    this.held.push({ kind, path, order: this.count++, route });
    this.kinds.add(kind);
    this.activity++;
  }

  /** Lets `requests` go, in their order. */
  readonly release: Release = async (requests) => {
    for (const request of requests) {
      const index = this.held.findIndex((held) => held.order === request.order);
      const [held] = index >= 0 ? this.held.splice(index, 1) : [];
      if (!held) continue;
      this.activity++;
      const own = this.own(held.path);
      const sent = own
        ? held.route.fulfill({ contentType: own.contentType, body: own.body })
        : held.route.continue();
      await sent.catch(() => undefined);
    }
  };

  /**
   * Waits until nothing but what is held is on its way and nothing new was asked for in `QUIET_MS`:
   * the page can go no further without what is held (or has finished).
   */
  async quiet(until: number): Promise<void> {
    while (Date.now() < until) {
      const seen = this.activity;
      await pause(QUIET_MS);
      if (seen === this.activity && this.onTheWay.size <= this.held.length) return;
    }
  }
}

/** The page has settled: its screen's onLoad has run to its end (`data-screen-settled`) and the load event came. */
const settled = (page: Page) =>
  page.evaluate(
    () => document.readyState === 'complete' && document.documentElement.dataset.screenSettled !== undefined,
  );

/**
 * Whether the document of load `load` (not the last load's, which may still answer just after the
 * commit, and may have the same address) has painted, waiting for its first paint.
 */
const painted = (page: Page, load: string) =>
  page
    .evaluate((load) => {
      const loaded = window as unknown as { __load?: string; __painted: Promise<boolean> };
      return loaded.__load === load && loaded.__painted;
    }, load)
    .catch(() => false);

/**
 * One phone's page (390×844, as tests/e2e/fixtures.ts opens them), loading path after path: a new
 * page per load cost a second of a busy 2-core machine, so the probe keeps its page, clears the
 * origin's cookies between loads, and the next load's first document empties its storage.
 */
export interface ShiftProbe {
  /** Loads `path` (under the base URL) in `timing` and reports the shifts once it has settled. */
  load(path: string, timing: Timing, served?: Served): Promise<ShiftReport>;
  close(): Promise<void>;
}

/** Longest one load may take; past it the error says what was still held. */
const DEADLINE_MS = 60_000;

export async function openShiftProbe(browser: Browser, baseURL: string): Promise<ShiftProbe> {
  const context = await browser.newContext(PHONE);
  await context.addInitScript(observeShifts, LOAD_COOKIE);
  const base = new URL(`${baseURL}/`);
  let gate = new Gate(base, {});
  context.on('request', (request) => gate.requested(request));
  context.on('requestfinished', (request) => gate.ended(request));
  context.on('requestfailed', (request) => gate.ended(request));
  await context.route('**/*', (route, request) => gate.route(route, request));
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));

  async function load(path: string, timing: Timing, served: Served = {}): Promise<ShiftReport> {
    const until = Date.now() + DEADLINE_MS;
    // A fresh borrower: no cookie but a sandbox client of its own, which also names the load.
    const loadId = randomUUID();
    await context.clearCookies();
    await context.addCookies([{ name: LOAD_COOKIE, value: loadId, url: baseURL }]);
    gate = new Gate(base, served);
    problems.length = 0;
    await page.goto(`${baseURL}${path}`, { waitUntil: 'commit' });
    // A shift needs a frame before it: nothing is let go before the page's first paint.
    while (!(await painted(page, loadId))) {
      if (Date.now() > until) throw new Error(`${path} did not paint`);
      await pause(10);
    }
    for (;;) {
      if (Date.now() > until)
        throw new Error(
          `${path} did not settle with ${timing.name}; still held: ${gate.held.map((held) => held.path).join(', ') || 'nothing'}; on its way: ${gate.pending().join(', ') || 'nothing'}`,
        );
      await gate.quiet(until);
      if (gate.held.length > 0) {
        await timing.step(
          gate.held.map(({ kind, path: heldPath, order }) => ({ kind, path: heldPath, order })),
          gate.release,
        );
        continue;
      }
      // Settled, and still nothing more asked for a moment on (what loads after the content's paint).
      if (!(await settled(page))) continue;
      await gate.quiet(until);
      if (gate.held.length === 0) break;
    }
    // The last frame's shifts are reported after it: two frames on, every one is in.
    const shifts = await page.evaluate(async () => {
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return (window as unknown as { __layoutShifts: () => Shift[] }).__layoutShifts();
    });
    return {
      total: shifts.reduce((sum, shift) => sum + shift.value, 0),
      shifts,
      problems: [...problems],
      kinds: [...gate.kinds],
    };
  }

  return { load, close: () => context.close() };
}

/** A report as a failure message names it: the page, the timing, and each shift's elements. */
export function describeShifts(page: string, timing: Timing, report: ShiftReport): string {
  const lines = [`${page} moved ${report.total.toFixed(4)} with ${timing.name}:`];
  for (const shift of report.shifts) {
    lines.push(`  ${shift.value.toFixed(4)} at ${shift.time} ms:`);
    for (const source of shift.sources) lines.push(`    ${source}`);
  }
  return lines.join('\n');
}
