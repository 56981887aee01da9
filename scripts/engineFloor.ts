/**
 * The engine floor (DESIGN §11), read from the one place it is declared: `browserslist` in
 * package.json. The build's JavaScript target and its CSS target, the built-ins check
 * (eslint.config.js) and the stylesheet's check (stylelint) all read that declaration; this module
 * turns it into the forms the build's tools take.
 */
import browserslist from 'browserslist';

const ROOT = new URL('..', import.meta.url).pathname;

/** The engines of the floor, as browserslist names them (`chrome 80`, `ios_saf 14.0-14.4`…). */
export function floorBrowsers(): string[] {
  return browserslist(undefined, { path: ROOT });
}

/** browserslist's names as Oxc's targets (Vite's `build.target`) take them; Android's WebView is Chrome. */
const OXC_NAME: Record<string, string> = {
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

/** The oldest version of each engine family of the floor as Oxc targets: `['chrome80', 'ios14', 'safari14', 'samsung13']`. */
export function buildTargets(browsers = floorBrowsers()): string[] {
  const oldest = new Map<string, number>();
  for (const browser of browsers) {
    const [name, range] = browser.split(' ');
    const family = OXC_NAME[name ?? ''];
    if (family === undefined || range === undefined) {
      throw new Error(`browserslist names ${browser}, an engine the build cannot target`);
    }
    const version = Number.parseFloat(range.split('-')[0] ?? range);
    if (!(version >= (oldest.get(family) ?? Number.POSITIVE_INFINITY))) oldest.set(family, version);
  }
  return [...oldest].map(([family, version]) => `${family}${version}`).sort();
}

/**
 * The floor as Vite's CSS target (the targets its Lightning CSS minifier lowers for). Vite's CSS
 * targets have no Samsung Internet: its floor (13) is Chromium 83, above Chrome's, so Chrome's
 * target already covers it.
 */
export function cssTargets(browsers = floorBrowsers()): string[] {
  return buildTargets(browsers).filter((target) => !target.startsWith('samsung'));
}
