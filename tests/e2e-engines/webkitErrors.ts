// The page script that stands in for an error event stream in WebKit (webkit.ts).

/**
 * Records the uncaught errors and unhandled rejections of the document it runs in, once per
 * document, into `window.__engineErrors`. WebDriver has no event stream (this WebKitWebDriver has
 * no BiDi: it refuses `webSocketUrl`) and no way to run a script before a page's own, so the
 * listener goes into each document as soon as WebDriver reaches it: by `goto` once the document has
 * loaded, and again by every `evaluate` and `uncaughtErrors`, for a document the page opened itself.
 *
 * Not seen, then: what a page throws until its `load` event (its scripts' first run, and handlers
 * of DOMContentLoaded and load, included) and in the few milliseconds before the listener is in,
 * and what a document the page navigated to itself throws before the next call. The app draws a
 * screen once its data arrives, which is after `load` (API calls do not hold it up; 40–110 ms after
 * it here), so that is seen; an error that breaks the page earlier shows as a screen never ready.
 *
 * The console is no way round: WebKit prints a page's console messages
 * (`--enable-write-console-messages-to-stdout`) only outside private browsing, and an automated
 * MiniBrowser always browses privately. ES5, like every script the engines of the floor run.
 */
export const LISTEN_FOR_ERRORS = `(function () {
  if (window.__engineErrors) return;
  var errors = (window.__engineErrors = []);
  function describe(value) {
    if (value instanceof Error || typeof value !== 'object' || value === null) return String(value);
    try {
      return JSON.stringify(value);
    } catch (notJson) {
      return String(value);
    }
  }
  window.addEventListener('error', function (event) {
    // A script WebDriver runs has no address (WebKit gives the string 'undefined').
    var where =
      event.filename && event.filename !== 'undefined'
        ? ' (' + event.filename + ':' + event.lineno + ':' + event.colno + ')'
        : '';
    errors.push((event.error !== undefined && event.error !== null ? describe(event.error) : event.message) + where);
  });
  window.addEventListener('unhandledrejection', function (event) {
    errors.push('Unhandled rejection: ' + describe(event.reason));
  });
})();`;

/** Takes what the listener recorded in the current document (and listens on in it). */
export const TAKE_ERRORS = `${LISTEN_FOR_ERRORS}
return window.__engineErrors.splice(0, window.__engineErrors.length);`;
