import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

/**
 * `npm run check:dist`: the shipped bundle must run under `script-src 'self'`, so it
 * may contain neither `new Function` nor `eval(` (DESIGN §2); and the screen studio is
 * development only, so nothing of it ships: no studio file, no editor (CodeMirror), and
 * no preview hook (the `studioScenario` parameter, the sandbox headers it sends). Each
 * precompressed copy a server sends as it is (`app.js.br`, `app.js.gz`) must decode to its file:
 * a stale copy would ship other code than the checked one. Vite's preload helper is replaced by
 * the lazy import itself (scripts/lazyImportPlugin.ts): a Vite release that renamed it would ship
 * it again, unseen.
 */
const FORBIDDEN = [/new Function\s*\(/, /(^|[^\w$.])eval\s*\(/];
// `benchHandwritten` marks the bench-only hand-written page (scripts/bench/handwritten/), never shipped.
const DEV_ONLY = [/studio/i, /codemirror/i, /X-Sandbox-/i, /benchHandwritten/];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

function excerpt(text: string, index: number): string {
  return text.slice(Math.max(0, index - 40), index + 40).replace(/\s+/g, ' ');
}

/** What only Vite's own preload helper writes. */
const PRELOAD_HELPER = /vite:preloadError/;

const found: string[] = [];
const shipped: string[] = [];
const helpers: string[] = [];
const all = files('dist');
const scripts = all.filter((file) => /\.(m?js|html)$/.test(file));
for (const file of scripts) {
  const text = readFileSync(file, 'utf8');
  for (const pattern of FORBIDDEN) {
    const match = pattern.exec(text);
    if (match) found.push(`${file}: ${excerpt(text, match.index)}`);
  }
  if (PRELOAD_HELPER.test(text)) helpers.push(file);
}
for (const file of all) {
  const name = relative('dist', file);
  const textual = /\.(m?js|html|css|json|svg|txt|map)$/.test(file);
  const text = textual ? readFileSync(file, 'utf8') : '';
  for (const pattern of DEV_ONLY) {
    if (pattern.test(name)) shipped.push(`${file}: its name matches ${pattern}`);
    const match = pattern.exec(text);
    if (match) shipped.push(`${file}: ${excerpt(text, match.index)}`);
  }
}
const DECODE: Record<string, (data: Buffer) => Buffer> = { '.br': brotliDecompressSync, '.gz': gunzipSync };
const stale: string[] = [];
for (const file of all) {
  const decode = DECODE[file.slice(-3)];
  if (!decode) continue;
  const original = file.slice(0, -3);
  if (!all.includes(original) || !decode(readFileSync(file)).equals(readFileSync(original))) stale.push(file);
}
if (stale.length > 0) {
  console.error(`dist/ has precompressed copies that are not of their file:\n${stale.join('\n')}`);
  process.exit(1);
}
if (scripts.length === 0) {
  console.error('dist/ has no scripts: run `npm run build` first');
  process.exit(1);
}
if (found.length > 0) {
  console.error(`dist/ contains eval or new Function:\n${found.join('\n')}`);
  process.exit(1);
}
if (helpers.length > 0) {
  console.error(
    `dist/ contains Vite's preload helper, which scripts/lazyImportPlugin.ts replaces (was it renamed?):\n${helpers.join('\n')}`,
  );
  process.exit(1);
}
if (shipped.length > 0) {
  console.error(`dist/ contains the development-only studio:\n${shipped.join('\n')}`);
  process.exit(1);
}
console.log(
  `dist ok: ${scripts.length} scripts, no eval, no new Function, no preload helper; ${all.length} files, nothing of the studio; precompressed copies match`,
);
