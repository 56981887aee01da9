import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { type BenchRoute, ROUTES } from '../../scripts/bench/routes';
import { launchChromium } from './chromium';
import { describeShifts, openShiftProbe, type Served, type ShiftProbe } from './layoutShift';
import { type HeldKind, TIMINGS, type Timing, timingsNotRepeating } from './layoutShiftTimings';

/**
 * Nothing moves, at any timing (DESIGN §7): every route loaded with its answers, images and lazy
 * chunks held back and let go in each of `TIMINGS` that differs on it, its `layout-shift` entries
 * summed once it has settled. Any shift fails, named by route, timing and the elements that moved.
 * Two pages of the test's own, an image without its box and a fallback replaced by a longer text,
 * prove the check sees what it is for.
 */

/** Pages loaded at once, in one browser: the suite runs two files at a time on two cores. */
const PAGES_AT_ONCE = 3;

let browser: Browser;
let baseURL: string;
const free: ShiftProbe[] = [];
const waiting: Array<(probe: ShiftProbe) => void> = [];
beforeAll(async () => {
  browser = await launchChromium();
  baseURL = inject('baseURL');
  free.push(
    ...(await Promise.all(Array.from({ length: PAGES_AT_ONCE }, () => openShiftProbe(browser, baseURL)))),
  );
});
afterAll(async () => {
  await browser?.close();
});

/** Runs `load` on a probe as soon as one is free. */
async function onFreeProbe<T>(load: (probe: ShiftProbe) => Promise<T>): Promise<T> {
  const probe = free.pop() ?? (await new Promise<ShiftProbe>((resolve) => waiting.push(resolve)));
  try {
    return await load(probe);
  } finally {
    const next = waiting.shift();
    if (next) next(probe);
    else free.push(probe);
  }
}

/** What `shiftsIn` found: a failure message per timing that moved something. */
interface ShiftsFound {
  /** The timings loaded, in the order of `timings`. */
  ran: Timing[];
  failures: string[];
}

/**
 * The shifts of `path` in the timings of `timings` that differ on this page, as failure messages
 * (none: nothing moved). The first timing's load shows what kinds of request the page holds; a
 * timing that would let them go exactly as one already loaded did is not loaded again (a whole page
 * holds only chunks, and in five timings has two different loads). The others load at once, on the
 * free probes; should one hold a kind the first did not, the timings that differ there load too.
 */
async function shiftsIn(
  name: string,
  path: string,
  timings: readonly Timing[],
  served?: Served,
): Promise<ShiftsFound> {
  const failures = new Map<Timing, string>();
  const ran: Timing[] = [];
  const kinds = new Set<HeldKind>();
  for (let next = timings.slice(0, 1); next.length > 0; next = timingsNotRepeating(timings, ran, kinds)) {
    ran.push(...next);
    await Promise.all(
      next.map(async (timing) => {
        const report = await onFreeProbe((probe) => probe.load(path, timing, served));
        expect(report.problems, `${name} with ${timing.name}`).toEqual([]);
        for (const kind of report.kinds) kinds.add(kind);
        if (report.total > 0) failures.set(timing, describeShifts(`${name} (${path})`, timing, report));
      }),
    );
  }
  const inOrder = timings.filter((timing) => ran.includes(timing));
  return { ran: inOrder, failures: inOrder.flatMap((timing) => failures.get(timing) ?? []) };
}

const withLang = (route: BenchRoute, lang: string) =>
  `${route.path}${route.path.includes('?') ? '&' : '?'}lang=${lang}`;

/** Whole pages (no data source) and promotion, the pages borrowers arrive on cold: in Filipino too. */
const COLD = new Set([
  'landing',
  'promotion',
  'promotion terms',
  'privacy policy',
  'loan terms',
  'download',
  'about us',
]);

describe.concurrent('nothing moves while a page loads, in any timing', () => {
  for (const route of ROUTES)
    test(route.name, { timeout: 240_000 }, async () => {
      expect((await shiftsIn(route.name, route.path, TIMINGS)).failures).toEqual([]);
    });
  // Filipino copy is longer: the timings that draw the frame first, then the answers, and the shuffle.
  const filipino = TIMINGS.filter((timing) => !/^all at once|^answers/.test(timing.name));
  for (const route of ROUTES.filter((r) => COLD.has(r.name)))
    test(`${route.name}, in Filipino`, { timeout: 240_000 }, async () => {
      expect((await shiftsIn(`${route.name} (fil)`, withLang(route, 'fil'), filipino)).failures).toEqual([]);
    });
});

/**
 * A page the test serves itself (never part of the app), laid out as the app's are (src/styles:
 * no body margin, a padded column, images no wider than it, a phone's viewport at scale 1): it
 * settles (`data-screen-settled`) once `settle` has run. It is loaded by `shiftsIn` as a route is.
 */
const fixturePage = (body: string, script: string) => `<!doctype html>
<html lang="en"><head><meta name="viewport" content="width=device-width, initial-scale=1">
<style>body { margin: 0; font: 16px/1.5 sans-serif; } main { padding: 12px 16px; } img { max-width: 100%; }</style>
</head><body><main>${body}</main><script>
const settle = () => { document.documentElement.dataset.screenSettled = 'fixture'; };
${script}
</script></body></html>`;

/** An image 750×300 (a banner), as the server sends it. */
const BANNER = `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="300"><rect width="750" height="300" fill="#2a6"/></svg>`;

/** Every timing `shiftsIn` loaded failed, naming the element that moved. */
function expectEveryTimingFails({ ran, failures }: ShiftsFound, moved: RegExp) {
  expect(ran.length).toBeGreaterThan(0);
  expect(failures).toHaveLength(ran.length);
  for (const failure of failures) expect(failure).toMatch(moved);
}

// The purpose-made regressions of the issue: each must fail the check in every timing it loads in.
// They wait for a free page behind the routes, hence the routes' timeout.
describe.concurrent('the check sees a shift', () => {
  test('an image without its box moves what follows it when it arrives', { timeout: 240_000 }, async () => {
    const served: Served = {
      '/__layout-shift/image.html': {
        contentType: 'text/html',
        body: fixturePage(
          '<h1>Offer</h1><img src="/__layout-shift/banner.svg" alt=""><p id="after">Cash in 5 minutes</p>',
          `const image = document.querySelector('img');
           if (image.complete) settle(); else image.addEventListener('load', settle);`,
        ),
      },
      '/__layout-shift/banner.svg': { contentType: 'image/svg+xml', body: BANNER },
    };
    const found = await shiftsIn('image fixture', '/__layout-shift/image.html', TIMINGS, served);
    // The image comes after the first paint in every timing, and pushes the text down by its height.
    expectEveryTimingFails(found, /moved 0\.\d*[1-9][\s\S]*p#after "Cash in 5 minutes" from \d+,\d+ /);
  });

  test('a fallback text replaced by a longer answer moves what follows it', {
    timeout: 240_000,
  }, async () => {
    const served: Served = {
      '/__layout-shift/copy.html': {
        contentType: 'text/html',
        body: fixturePage(
          '<h1 id="title">Sign up</h1><p id="form">Sign-up form</p>',
          `fetch('/api/__layout-shift/copy').then((response) => response.json()).then((copy) => {
             document.getElementById('title').textContent = copy.title;
             settle();
           });`,
        ),
      },
      '/api/__layout-shift/copy': {
        contentType: 'application/json',
        body: JSON.stringify({
          title: 'Sign up in one minute and get your first loan in five, with no fees',
        }),
      },
    };
    const found = await shiftsIn('copy fixture', '/__layout-shift/copy.html', TIMINGS, served);
    // The one-line title becomes three: the form below it moves down.
    expectEveryTimingFails(found, /moved 0\.\d*[1-9][\s\S]*p#form "Sign-up form" from \d+,\d+ /);
  });
});
