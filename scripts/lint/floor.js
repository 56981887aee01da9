/**
 * The engine floor as MDN's compatibility data names its engines: what the lint rules of the floor
 * (`builtinMembers.js` for the JavaScript, `cssFeatures.js` for the stylesheet) compare MDN's
 * records with. Read from `browserslist` in package.json (DESIGN §11), the one declaration.
 */
import browserslist from 'browserslist';

/** browserslist's names of engines as MDN's compatibility data names them. */
export const MDN_BROWSER = {
  chrome: 'chrome',
  and_chr: 'chrome_android',
  android: 'webview_android',
  samsung: 'samsunginternet_android',
  safari: 'safari',
  ios_saf: 'safari_ios',
  edge: 'edge',
  firefox: 'firefox',
  and_ff: 'firefox_android',
  opera: 'opera',
};

/**
 * The browserslist entries at `path` and the oldest version of each engine they name, by MDN's
 * name: `{ chrome: { name: 'chrome', version: 80 }, safari_ios: { name: 'ios_saf', version: 14 }, … }`.
 */
export function floorEngines(path = process.cwd()) {
  if (browserslist.loadConfig({ path }) === undefined)
    throw new Error(`no browserslist for ${path}; the floor is declared in package.json`);
  const list = browserslist(undefined, { path });
  /** @type {Record<string, { name: string, version: number }>} */
  const engines = {};
  for (const entry of list) {
    const [name, range] = entry.split(' ');
    const browser = MDN_BROWSER[name];
    if (browser === undefined)
      throw new Error(`browserslist names ${entry}, an engine MDN's data is not read for`);
    const version = Number.parseFloat(range.split('-')[0]);
    if (engines[browser] === undefined || version < engines[browser].version)
      engines[browser] = { name, version };
  }
  return { list, engines };
}
