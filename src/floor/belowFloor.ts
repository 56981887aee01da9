/**
 * Is this engine below the floor (DESIGN §11)? index.html runs this small classic script in every
 * engine (`async`: it holds back neither the app nor the page's DOMContentLoaded). Where the app
 * has started it does nothing more. Where the engine cannot run the app, it loads the page of an
 * engine below the floor (`floorPage.ts`: the brand's name, what to update, the service phone,
 * e-mail and store links, and its telemetry event), so that no borrower is left with a blank page
 * or a spinner that never ends:
 * - no ES modules: the app's scripts never load;
 * - ES modules but not the floor's syntax (Chromium 61–79 and optional chaining): its modules fail
 *   to parse and nothing of the app runs;
 * - a built-in of the floor's language missing, which the app does not polyfill.
 *
 * ES5 syntax only: it runs in engines that know nothing newer. `scripts/floorPlugin.ts` bundles it
 * with esbuild at target es5, which refuses what ES5 lacks.
 */

import { PRERENDERED_WHOLE, START_MODULES, START_PRELOADS } from '../prerender/prerenderMarks';
import { PENDING_QUERIES_KEY } from '../session/pendingQuery';
import { APP_STARTED, BELOW_FLOOR, SESSION_READ } from './floorMarks';

/** The first built-in of the floor's language (ES2020) this engine lacks, or ''. */
function missingBuiltIn(): string {
  // biome-ignore lint/suspicious/noExplicitAny: reads globals an old engine may lack, untyped on purpose.
  var global: any = window;
  var wanted: [unknown, string][] = [
    [global, 'globalThis'],
    [global.Promise, 'allSettled'],
    [String.prototype, 'matchAll'],
    [Object, 'fromEntries'],
    [global.Intl, 'NumberFormat'],
  ];
  var i: number;
  // biome-ignore lint/suspicious/noExplicitAny: an object of the table, whatever its type.
  var owner: any;
  for (i = 0; i < wanted.length; i++) {
    owner = (wanted[i] as [unknown, string])[0];
    if (!owner || !((wanted[i] as [unknown, string])[1] in owner)) return (wanted[i] as [unknown, string])[1];
  }
  return '';
}

/** Why this engine cannot run the app, known before the app's scripts have had their turn, or ''. */
function belowBeforeStart(): string {
  if (!('noModule' in document.createElement('script'))) return 'no ES modules';
  var missing = missingBuiltIn();
  return missing === '' ? '' : 'no ' + missing;
}

/** Whether the entry chunk arrived: then that it did not run means the engine could not run it. */
function arrived(src: string): boolean {
  var entries: PerformanceEntryList;
  var i: number;
  var entry: PerformanceResourceTiming;
  if (
    src === '' ||
    typeof performance === 'undefined' ||
    typeof performance.getEntriesByType !== 'function'
  ) {
    return true;
  }
  entries = performance.getEntriesByType('resource');
  for (i = 0; i < entries.length; i++) {
    entry = entries[i] as PerformanceResourceTiming;
    if (entry.name.indexOf(src) !== -1) return entry.responseEnd > 0;
  }
  return false;
}

function below(script: Element, reason: string): void {
  var page: HTMLScriptElement;
  if (document.documentElement.hasAttribute(BELOW_FLOOR)) return;
  document.documentElement.setAttribute(BELOW_FLOOR, reason);
  page = document.createElement('script');
  page.src = script.getAttribute('data-page') || '';
  document.body.appendChild(page);
}

/**
 * Whether the page's HTML holds anything the browser counts as content (text shown, an image, an
 * SVG): a first paint without it was a frame of background before the content, not a page with none.
 */
function hasContent(): boolean {
  var root = document.getElementById('root');
  var walker: TreeWalker;
  var node: Node | null;
  if (!root) return false;
  if (root.querySelector('img, svg, video, canvas')) return true;
  walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (node = walker.nextNode(); node !== null; node = walker.nextNode())
    if ((node.nodeValue || '').trim() !== '' && !node.parentElement?.closest('.visually-hidden')) return true;
  return false;
}

/** Whether `entries` hold an entry named `type` (`first-contentful-paint`) or of that type (`largest-contentful-paint`). */
function holds(entries: PerformanceEntryList, type: string): boolean {
  var i: number;
  for (i = 0; i < entries.length; i++)
    if ((entries[i] as PerformanceEntry).name === type || (entries[i] as PerformanceEntry).entryType === type)
      return true;
  return false;
}

/**
 * On a whole page, whether a picture of its first screen is still to be painted as its largest
 * content: one larger than the largest the browser has reported (`largest`, its area in px²), which
 * the browser reports in its turn once painted. The landing page's first largest paint was now its
 * text, now its picture a few hundred ms later (an SVG is drawn a frame or more after it has
 * loaded); the app's scripts asked for in between were, to Lighthouse's model, ones the picture's
 * paint waited for (LCP 1.0 s in one run, 1.8–1.9 s in the next, against 0.8 s for its plain page).
 * A picture's area is what shows of it in the viewport, as Chromium counts an SVG's (a bitmap
 * smaller than its box counts less: if its report then never comes, the page's `load` ends the
 * wait); one that failed counts for nothing. `changed` runs as a picture arrives or fails.
 */
function biggerPicture(largest: () => number, changed: () => void): () => boolean {
  var root = document.getElementById('root');
  var images = root ? root.querySelectorAll('img') : [];
  var i: number;
  for (i = 0; i < images.length; i++) {
    (images[i] as HTMLImageElement).addEventListener('load', changed);
    (images[i] as HTMLImageElement).addEventListener('error', changed);
  }
  return () => {
    var image: HTMLImageElement;
    var box: DOMRect;
    var shown: number;
    var k: number;
    for (k = 0; k < images.length; k++) {
      image = images[k] as HTMLImageElement;
      box = image.getBoundingClientRect();
      shown =
        Math.max(0, Math.min(box.right, window.innerWidth) - Math.max(box.left, 0)) *
        Math.max(0, Math.min(box.bottom, window.innerHeight) - Math.max(box.top, 0));
      if (!(image.complete && image.naturalWidth === 0) && shown > largest()) return true;
    }
    return false;
  };
}

/**
 * Runs `run` once the page has painted its content: when the browser has reported its first
 * contentful paint and, on a whole page (its content in the HTML), its largest contentful paint,
 * once no larger picture of its first screen is still to be painted (`biggerPicture`; a task after
 * that frame; no timer, so a page whose clock is held, as a test's, starts
 * too). Not on the first paint, which can be a frame
 * of background before the content, and not on the first contentful paint alone, whose largest
 * element is often reported a frame later: a script asked for in between was one that paint waited
 * for, to Lighthouse's model of a slow phone (a whole page's first contentful paint 0.7 s in one run,
 * 1.2 s in the next). A page that has painted already, or an engine without paint entries, starts
 * at once; a hidden one (a webview not shown), which paints nothing, at its `load`; a shown page's
 * `load` often comes before its first frame (a page with no image: the floor's script was its last
 * resource), so there it waits for the paint, and starts at whichever of the two comes last when the
 * paint had no content (a page with nothing contentful in its HTML) or its largest was not reported
 * by then. A tap or a key ends the browser's reports of the largest paint: the app starts then.
 */
function afterPaint(whole: () => boolean, run: () => void): void {
  var done = false;
  var types = typeof PerformanceObserver === 'function' ? PerformanceObserver.supportedEntryTypes : undefined;
  var contentful = false;
  // An engine without largest-paint reports (WebKit, which reports no first paint either) starts
  // on its first paint entry or its `load`, whichever comes first.
  var largest = !types || types.indexOf('largest-contentful-paint') === -1;
  var simple = largest;
  var paints: PerformanceObserver;
  var largestPaints: PerformanceObserver;
  function once(): void {
    if (done) return;
    done = true;
    if (paints) paints.disconnect();
    if (largestPaints) largestPaints.disconnect();
    run();
  }
  var painted = false;
  var loaded = false;
  var largestSize = 0;
  // Whole pages only, known as the script runs: it comes after `#root` in the page.
  var imagesPending = whole()
    ? biggerPicture(
        () => largestSize,
        () => seen([]),
      )
    : () => false;
  function seen(entries: PerformanceEntryList): void {
    var i: number;
    for (i = 0; i < entries.length; i++)
      if ((entries[i] as PerformanceEntry).entryType === 'largest-contentful-paint')
        largestSize = Math.max(largestSize, (entries[i] as PerformanceEntry & { size: number }).size);
    if (holds(entries, 'first-paint')) painted = true;
    // A page waiting for answers, whose frame (a spinner, skeletons) has no largest content until
    // the app draws them, waits for the first contentful paint alone: known by that paint, when
    // `#root` has been parsed.
    if (holds(entries, 'first-contentful-paint')) {
      contentful = true;
      if (!whole()) largest = true;
    }
    if (holds(entries, 'largest-contentful-paint')) largest = true;
    // A page with nothing contentful in its HTML (a screen drawn from its query, served without
    // one) paints no content until the app runs: painted and loaded, it starts.
    if (
      (contentful && largest && !imagesPending()) ||
      (painted && loaded && !contentful && !hasContent()) ||
      (simple && entries.length > 0)
    )
      once();
    // Painted after `load`, still waiting on a largest paint or a picture the browser may never
    // report (Chromium 80's landing page, on a busy machine): the same second's grace as at `load`.
    else if (loaded && contentful) laterAfterLoad();
  }
  var graced = false;
  function laterAfterLoad(): void {
    if (graced) return;
    graced = true;
    setTimeout(once, 1000);
  }
  if (!types || types.indexOf('paint') === -1) {
    once();
    return;
  }
  paints = new PerformanceObserver((list) => seen(list.getEntries()));
  paints.observe({ type: 'paint', buffered: true });
  if (!largest) {
    largestPaints = new PerformanceObserver((list) => seen(list.getEntries()));
    largestPaints.observe({ type: 'largest-contentful-paint', buffered: true });
  }
  window.addEventListener('load', () => {
    loaded = true;
    if (document.visibilityState !== 'visible' || simple) once();
    else if (painted && (contentful || !hasContent())) {
      if (!imagesPending()) once();
      // Every image has loaded by now: one the browser never paints (hidden by its page) holds
      // the start only so long.
      else laterAfterLoad();
    }
  });
  window.addEventListener('pointerdown', once, true);
  window.addEventListener('keydown', once, true);
}

/**
 * Keeps the page's query for the app (`src/session/pendingQuery.ts`): the app reads it after the
 * first paint, and the page's `load` may come before, then another address without the session. A
 * page whose boot chunk ran first (a page waiting for answers runs it as it is parsed) has read it.
 */
function keepQuery(): void {
  var before: string | null;
  if (location.search === '' || document.documentElement.hasAttribute(SESSION_READ)) return;
  try {
    before = sessionStorage.getItem(PENDING_QUERIES_KEY);
    sessionStorage.setItem(
      PENDING_QUERIES_KEY,
      before === null ? location.search : before + '\n' + location.search,
    );
  } catch (_) {
    // No storage (blocked, private mode): the app keeps the session in memory for its page only.
  }
}

/**
 * A prerendered page (scripts/prerenderPlugin.ts) names the app's module scripts here instead of
 * running them: its screen is painted from the HTML, and the app starts after that paint (their
 * bytes are preloaded meanwhile). Once the entry has run, or failed to, the app has started or the
 * engine cannot run it.
 */
function start(script: Element, sources: string[], preloads: string[]): void {
  var entry = script.getAttribute('data-entry') || '';
  keepQuery();
  afterPaint(
    () => document.getElementById('root')?.hasAttribute(PRERENDERED_WHOLE) === true,
    () => {
      var i: number;
      var module: HTMLScriptElement;
      var link: HTMLLinkElement;
      for (i = 0; i < preloads.length; i++) {
        link = document.createElement('link');
        link.rel = 'modulepreload';
        link.href = preloads[i] as string;
        document.head.appendChild(link);
      }
      function settled(): void {
        setTimeout(() => {
          if (!document.documentElement.hasAttribute(APP_STARTED)) below(script, 'the app did not start');
        }, 0);
      }
      for (i = 0; i < sources.length; i++) {
        module = document.createElement('script');
        module.type = 'module';
        module.src = sources[i] as string;
        if (sources[i] === entry) {
          module.onload = settled;
          module.onerror = settled;
        }
        document.head.appendChild(module);
      }
    },
  );
}

function check(script: Element): void {
  var reason = belowBeforeStart();
  var modules = script.getAttribute(START_MODULES);
  if (reason !== '') {
    below(script, reason);
    return;
  }
  if (modules) {
    start(script, modules.split(' '), (script.getAttribute(START_PRELOADS) || '').split(' ').filter(Boolean));
    return;
  }
  // The app's entry (a module script) runs before the page's `load`: by then it has started, or it never will.
  function afterLoad(): void {
    if (document.documentElement.hasAttribute(APP_STARTED)) return;
    if (arrived(script.getAttribute('data-entry') || '')) {
      below(script, 'the app did not start');
    }
  }
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad);
}

var self = document.querySelector('script[data-page]');
if (self !== null) check(self);
