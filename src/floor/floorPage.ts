/**
 * The page of an engine below the floor (DESIGN §11), loaded by `belowFloor.ts` only where the app
 * cannot run: it takes the place of the app's loading placeholder with the page the build wrote for
 * the brand (`scripts/floorPlugin.ts`: its name and colours, what to update and how, the service
 * phone, e-mail and store links) and reports it to telemetry as an `error` of the page itself.
 *
 * ES5 syntax only, as `src/device/engineOf.ts` (which it bundles) and for the same reason: it
 * runs in engines that know nothing newer.
 */
import { engineOf } from '../device/engineOf';
import { PRERENDERED_WHOLE } from '../prerender/prerenderMarks';
import { eventRoute } from '../telemetry/eventRoute';
import { BELOW_FLOOR } from './floorMarks';

/** What the build writes into this script (esbuild's `define`). */
interface FloorBuild {
  /** The page, as HTML, in the brand's colours, by language (`en`, `fil`). */
  pages: Record<string, string>;
  /** Telemetry's address; empty: not sent. */
  telemetry: string;
  brand: string;
  /** The app's base path (`/`, `/loan/`), for the route telemetry names. */
  base: string;
}

declare var __FLOOR__: FloorBuild;

/** What a session's `appVersion` and `osVersion` may be to be sent (the telemetry contract's). */
var VERSION = /^[\w .()+-]{1,32}$/;

/** A value of the page address' query (the session's `appVersion`, `osVersion`), or ''. */
function queryValue(name: string): string {
  var match = new RegExp('[?&]' + name + '=([^&#]*)').exec(window.location.search);
  if (match === null) return '';
  try {
    return decodeURIComponent((match[1] as string).replace(/\+/g, ' '));
  } catch (_error) {
    return '';
  }
}

/** The content of a `<meta>` of the page: the build's version (`loan-build`, as the app's telemetry reads it). */
function metaContent(name: string): string {
  var meta = document.querySelector('meta[name="' + name + '"]');
  return (meta !== null && meta.getAttribute('content')) || '';
}

/** The route as the app names it: the path under the base. */
function routeOf(base: string): string {
  var path = window.location.pathname;
  if (base !== '/' && path.indexOf(base) === 0) path = '/' + path.slice(base.length);
  return path;
}

/** The event of DESIGN §10 this page is: an `error` of `index.html`, with the engine and the reason. */
function floorEvent(reason: string): Record<string, unknown> {
  var event: Record<string, unknown> = {
    type: 'error',
    screen: 'belowFloor',
    route: eventRoute(routeOf(__FLOOR__.base)),
    brand: __FLOOR__.brand,
    build: metaContent('loan-build'),
    time: Date.now(),
    engine: engineOf(navigator.userAgent),
    file: 'index.html',
    pointer: '',
    message: 'below the engine floor: ' + reason,
  };
  var appVersion = queryValue('appVersion');
  var osVersion = queryValue('osVersion');
  // As the app's events (buildEvent.ts): a version, never whatever else the address holds.
  if (VERSION.test(appVersion)) event.appVersion = appVersion;
  if (VERSION.test(osVersion)) event.osVersion = osVersion;
  return event;
}

function report(event: Record<string, unknown>): void {
  var body: string;
  var queued = false;
  var request: XMLHttpRequest;
  if (__FLOOR__.telemetry === '' || typeof JSON === 'undefined') return;
  body = JSON.stringify({ events: [event] });
  try {
    // Chromium before 81 refuses a beacon of type application/json (it throws): then a request.
    if (typeof navigator.sendBeacon === 'function' && typeof Blob === 'function') {
      queued = navigator.sendBeacon(__FLOOR__.telemetry, new Blob([body], { type: 'application/json' }));
    }
  } catch (_error) {
    queued = false;
  }
  if (queued) return;
  try {
    request = new XMLHttpRequest();
    request.open('POST', __FLOOR__.telemetry, true);
    request.setRequestHeader('Content-Type', 'application/json');
    request.send(body);
  } catch (_error) {
    // Telemetry never breaks the page it reports.
  }
}

/** A language tag as a language the page is written in (`fil-PH`, `tl` → `fil`), or ''. */
function localeOf(tag: string): string {
  var language = tag.toLowerCase().split(/[-_]/)[0];
  if (language === 'fil' || language === 'tl') return 'fil';
  return language === 'en' ? 'en' : '';
}

/** The borrower's language, as the app chooses it (src/i18n/locale.ts): `lang`, else the browser's, else English. */
function pageLocale(): string {
  var asked = localeOf(queryValue('lang'));
  var languages = navigator.languages || [navigator.language || ''];
  var i: number;
  var found: string;
  if (asked !== '') return asked;
  for (i = 0; i < languages.length; i++) {
    found = localeOf(languages[i] || '');
    if (found !== '') return found;
  }
  return 'en';
}

function show(): void {
  document.documentElement.lang = pageLocale();
  var root = document.getElementById('root');
  var page = document.createElement('div');
  page.id = 'floor';
  page.innerHTML = __FLOOR__.pages[pageLocale()] || __FLOOR__.pages.en || '';
  // A prerendered page that holds its whole screen (the legal pages, the download page) stays
  // readable under the notice; anything else (a frame waiting for answers) gives way to it.
  if (root !== null && root.parentNode !== null && root.hasAttribute(PRERENDERED_WHOLE))
    root.parentNode.insertBefore(page, root);
  else if (root !== null && root.parentNode !== null) root.parentNode.replaceChild(page, root);
  else document.body.appendChild(page);
  report(floorEvent(document.documentElement.getAttribute(BELOW_FLOOR) || 'unknown'));
}

show();
