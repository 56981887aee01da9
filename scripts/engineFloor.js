/**
 * The engine floor (DESIGN §11), read from the one place it is declared: `browserslist` in
 * package.json, and turned into the forms each tool takes: the build's JavaScript and CSS targets
 * (vite.config.ts), and the engines and versions the lint rules of the floor compare MDN's data with
 * (`lint/builtinMembers.js` for the JavaScript, `lint/cssFeatures.js` for the stylesheet). Plain
 * JavaScript, typed by `engineFloor.d.ts`: ESLint's and Stylelint's configs load it as it is.
 */
import browserslist from 'browserslist';
import { browserslistToTargets } from 'lightningcss';

const ROOT = new URL('..', import.meta.url).pathname;

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

/** browserslist's names as Oxc's targets (Vite's `build.target`) take them; Android's WebView is Chrome. */
const OXC_NAME = {
  chrome: 'chrome',
  and_chr: 'chrome',
  android: 'chrome',
  samsung: 'samsung',
  safari: 'safari',
  ios_saf: 'ios',
  edge: 'edge',
  firefox: 'firefox',
  and_ff: 'firefox',
};

/** The engines of the floor, as browserslist names them (`chrome 80`, `ios_saf 14.0-14.4`…). */
export function floorBrowsers(path = ROOT) {
  if (browserslist.loadConfig({ path }) === undefined)
    throw new Error(`no browserslist for ${path}; the floor is declared in package.json`);
  return browserslist(undefined, { path });
}

/** The oldest version of each engine of a browserslist list, under `nameOf(engine)`. */
function oldest(browsers, nameOf) {
  /** @type {Map<string, { name: string, version: number }>} */
  const found = new Map();
  for (const entry of browsers) {
    const [name, range] = entry.split(' ');
    const key = nameOf[name];
    if (key === undefined)
      throw new Error(`browserslist names ${entry}, an engine the floor's tools do not know`);
    const version = Number.parseFloat(range.split('-')[0]);
    if (!(version >= (found.get(key)?.version ?? Number.POSITIVE_INFINITY)))
      found.set(key, { name, version });
  }
  return found;
}

/** The floor by MDN's names: `{ chrome: { name: 'chrome', version: 80 }, safari_ios: { name: 'ios_saf', version: 14 }, … }`. */
export function floorEngines(path = ROOT) {
  return Object.fromEntries(oldest(floorBrowsers(path), MDN_BROWSER));
}

/** The floor as Oxc's targets: `['chrome80', 'ios14', 'safari14', 'samsung13']`. */
export function buildTargets(browsers = floorBrowsers()) {
  return [...oldest(browsers, OXC_NAME)].map(([family, { version }]) => `${family}${version}`).sort();
}

/**
 * The engines the build's CSS is written for. Vite's CSS targets have no Samsung Internet: its floor
 * (13) is Chromium 83, above Chrome's, so Chrome's target covers it.
 */
const cssBrowsers = (browsers) => browsers.filter((entry) => !entry.startsWith('samsung '));

/** The floor as Vite's CSS target (what its Lightning CSS minifier lowers for). */
export function cssTargets(browsers = floorBrowsers()) {
  return buildTargets(cssBrowsers(browsers));
}

/** The same engines as Lightning CSS's own targets, for the stylesheet's check to ask what the build lowers. */
export function cssLightningTargets(path = ROOT) {
  return browserslistToTargets(cssBrowsers(floorBrowsers(path)));
}
