/**
 * The engine a user agent names, as telemetry reports it (DESIGN §11): family and major version,
 * never the user agent itself.
 *
 * Written in ES5 syntax only (`var`, function declarations, string concatenation, regular
 * expressions without lookbehind or named groups), with type annotations but no import: the same
 * file is bundled with esbuild at target es5 into the classic script of the page shown below the
 * floor, which runs in engines too old for the app and reports itself with this same `engine`.
 * esbuild refuses `let` and `const` at that target and quietly rewrites the rest, so
 * `engineOf.test.ts` checks that an ES5 build of this file changes nothing.
 */

/** One engine, by the token of the user agent that carries its major version. */
interface EngineRule {
  family: string;
  /** Its first group is the engine's major version. */
  token: RegExp;
}

/**
 * First match wins: a browser's user agent names the engines it once pretended to be (every one
 * says `Mozilla/5.0`, Chromium's says `AppleWebKit/537.36`, EdgeHTML's says `Chrome/70`).
 */
var RULES: EngineRule[] = [
  // Every browser of iOS is WebKit, whatever it calls itself (CriOS, FxiOS, EdgiOS, in-app browsers).
  { family: 'webkit', token: /\b(?:iPhone|iPad|iPod)\b[\s\S]*\bAppleWebKit\/(\d+)/ },
  // Edge before it was Chromium (`Edge/18`); today's Edge says `Edg/`, and is Chromium.
  { family: 'edgehtml', token: /\bEdge\/(\d+)/ },
  { family: 'trident', token: /\bTrident\/(\d+)/ },
  // Opera Mini and old Opera.
  { family: 'presto', token: /\bPresto\/(\d+)/ },
  // Chrome, Android System WebView (`; wv)`), Samsung Internet, Edge, Opera, headless Chromium: the
  // Chromium they are built on is the `Chrome/` version.
  { family: 'chromium', token: /\b(?:HeadlessChrome|Chrome|Chromium)\/(\d+)/ },
  // Gecko's own version is `rv:` (desktop Firefox's `Gecko/20100101` is a date, frozen).
  { family: 'gecko', token: /\brv:(\d+)[\d.]*\)\s*Gecko\/\d/ },
  // Safari, WebKitGTK, Android's browser before Chromium (`AppleWebKit/534.30`).
  { family: 'webkit', token: /\bAppleWebKit\/(\d+)/ },
];

/** The longest major version believed: a longer run of digits is not a version. */
var MAX_MAJOR_DIGITS = 5;

/**
 * The engine of a user agent: `chromium/86`, `webkit/605`, `gecko/128`; `unknown` for an empty or
 * unrecognised one.
 */
export function engineOf(userAgent: string): string {
  // ES5 has no block scope: every var at the top, where it lives.
  var i: number;
  var rule: EngineRule;
  var match: RegExpExecArray | null;
  var major: string;
  if (typeof userAgent !== 'string') return 'unknown';
  for (i = 0; i < RULES.length; i++) {
    rule = RULES[i] as EngineRule;
    match = rule.token.exec(userAgent);
    if (match === null) continue;
    major = String(parseInt(match[1] as string, 10));
    return major.length <= MAX_MAJOR_DIGITS ? rule.family + '/' + major : 'unknown';
  }
  return 'unknown';
}
