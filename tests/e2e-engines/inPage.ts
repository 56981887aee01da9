/**
 * What the engine tests do inside a page, as script text every engine of the floor runs (no syntax
 * newer than Chromium 80's and Safari 14's; a function's own source would carry the test runner's
 * helpers along). Elements are found as a borrower finds them: by role and accessible name.
 */
const LIBRARY = `
var norm = function (text) { return String(text || '').replace(/\\s+/g, ' ').trim(); };
var textOf = function (el) {
  var parts = [];
  for (var c = el.firstChild; c; c = c.nextSibling) {
    if (c.nodeType === 3) parts.push(c.textContent);
    else if (c.nodeType === 1 && !c.hidden && c.getAttribute('aria-hidden') !== 'true') {
      parts.push(c.tagName === 'IMG' ? c.getAttribute('alt') || '' : c.getAttribute('aria-label') || textOf(c));
    }
  }
  return norm(parts.join(' '));
};
var nameOf = function (el) {
  var label = el.getAttribute('aria-label');
  if (label) return norm(label);
  var by = el.getAttribute('aria-labelledby');
  if (by) return norm(by.split(' ').map(function (id) { var l = document.getElementById(id); return l ? textOf(l) : ''; }).join(' '));
  if (el.tagName === 'INPUT' || el.tagName === 'TEXTAREA') return el.labels && el.labels.length > 0 ? textOf(el.labels[0]) : '';
  return textOf(el);
};
var ROLES = {
  button: 'button:not([role]), [role="button"], a[href]:not([role])',
  radio: 'input[type="radio"], [role="radio"]',
  textbox: 'input:not([type]), input[type="text"], input[type="tel"], input[type="number"], textarea',
  dialog: '[role="dialog"], dialog',
};
var visible = function (el) { return el.getClientRects().length > 0; };
var matches = function (name, n, loose) {
  if (name.charAt(0) === '/') return new RegExp(name.slice(1, -1)).test(n);
  return loose ? n.toLowerCase().indexOf(name.toLowerCase()) !== -1 : n === name;
};
var find = function (role, name, loose) {
  var all = document.querySelectorAll(ROLES[role]);
  for (var i = 0; i < all.length; i++) {
    if (visible(all[i]) && matches(name, nameOf(all[i]), loose)) return all[i];
  }
  return null;
};
`;

/** An expression that runs `body` (statements ending in `return …`) with the library in scope. */
export const inPage = (body: string): string => `(function () {${LIBRARY}\n${body}\n})()`;

/** Names of elements: a string matches exactly; `/…/` is a regular expression. */
export type ElementName = string;

/** Whether an element of that role and name is on the page, drawn. */
export const has = (role: string, name: ElementName) =>
  inPage(`return find(${JSON.stringify(role)}, ${JSON.stringify(name)}) !== null;`);

/** Whether a button whose name holds a text (any case) or matches a pattern is drawn, as Playwright's `getByRole`. */
export const hasButtonLike = (name: string | RegExp) =>
  inPage(
    `return find('button', ${JSON.stringify(typeof name === 'string' ? name : `/${name.source}/`)}, true) !== null;`,
  );

/** Clicks it; false when it is not there. */
export const click = (role: string, name: ElementName) =>
  inPage(
    `var el = find(${JSON.stringify(role)}, ${JSON.stringify(name)}); if (!el) return false; el.click(); return true;`,
  );

/** Types a value into a text box as a borrower would (React sees an input event). */
export const fill = (name: ElementName, value: string) =>
  inPage(`var el = find('textbox', ${JSON.stringify(name)}); if (!el) return false;
var proto = el.tagName === 'TEXTAREA' ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
Object.getOwnPropertyDescriptor(proto, 'value').set.call(el, ${JSON.stringify(value)});
el.dispatchEvent(new Event('input', { bubbles: true }));
return true;`);

/** The id of the screen that has drawn (`html[data-screen-ready]`), or ''. */
export const SCREEN_READY = `document.documentElement.getAttribute('data-screen-ready') || ''`;

/**
 * What the borrower reads: the page's text, its images' alternative texts and its controls' names
 * and values, in document order and with white space folded, so engines can be compared.
 */
export const PAGE_CONTENT = inPage(`
var out = [];
var walk = function (node) {
  if (node.nodeType === 3) { var t = norm(node.textContent); if (t) out.push(t); return; }
  if (node.nodeType !== 1) return;
  var el = node;
  if (el.tagName === 'SCRIPT' || el.tagName === 'STYLE' || el.tagName === 'TEMPLATE') return;
  if (el.hidden || el.getAttribute('aria-hidden') === 'true') return;
  if (el.tagName === 'IMG' && el.getAttribute('alt')) out.push('[img ' + norm(el.getAttribute('alt')) + ']');
  if (el.tagName === 'INPUT' || el.tagName === 'TEXTAREA') out.push('[' + (el.type || 'text') + ' ' + nameOf(el) + '=' + (el.type === 'checkbox' || el.type === 'radio' ? el.checked : el.value) + ']');
  if (el.tagName === 'svg' && el.getAttribute('aria-label')) out.push('[svg ' + norm(el.getAttribute('aria-label')) + ']');
  for (var c = el.firstChild; c; c = c.nextSibling) walk(c);
};
walk(document.body);
return out;`);

/** The requests the sandbox received from this page's client (the `sbx` cookie), as JSON. */
export const SANDBOX_REQUESTS = (base: string) =>
  `fetch(${JSON.stringify(`${base}/api/__sandbox/requests`)}, { credentials: 'same-origin' }).then(function (r) { return r.json(); })`;

/** The telemetry batches the sandbox received from this page's client. */
export const SANDBOX_TELEMETRY = (base: string) =>
  `fetch(${JSON.stringify(`${base}/api/__sandbox/telemetry`)}, { credentials: 'same-origin' }).then(function (r) { return r.json(); })`;

/** Gives the page's browser a sandbox client of its own (cookie `sbx`), so tests never share state. */
export const SANDBOX_CLIENT = (client: string) =>
  `(document.cookie = 'sbx=${client}; path=/', document.cookie.indexOf('sbx=${client}') !== -1)`;
