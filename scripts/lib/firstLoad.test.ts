import { execFileSync } from 'node:child_process';
import { appendFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  FIRST_LOAD_BUDGET,
  overBudget,
  readFirstLoad,
  VARIANT_GROWTH,
  variantsOverPublished,
} from './firstLoad';

/** Text gzip cannot shrink: random base64 characters, 6 bits each, from a fixed seed (the test is repeatable). */
function incompressible(bytes: number, seed: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  let state = seed;
  let text = '';
  for (let i = 0; i < Math.ceil((bytes * 8) / 6); i++) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    text += alphabet[(state >>> 0) % 64];
  }
  return text;
}

/** A module of `size` incompressible bytes (gzip -9) that imports `imports`. */
const chunk = (size: number, seed: number, imports: string[] = []) =>
  `${imports.map((file) => `import "./${file}";`).join('')}export const filler="${incompressible(size, seed)}";\n`;

const gz = (text: string) => gzipSync(text, { level: 9 }).length;

/**
 * A build as the app's lays itself out, small: index.html with the boot chunk, the entry and its
 * preloads, the floor's classic check, and the route table; per route its screen (importing its
 * widgets), in English and Filipino; and a chunk that only loads after the first paint. The largest
 * route (`/promotion` in Filipino) is 1.5 KB under the budget.
 */
function fixtureDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'first-load-'));
  mkdirSync(join(dist, 'assets'));
  const files: Record<string, string> = {
    'assets/runtime.js': chunk(300, 1),
    'assets/boot.js': chunk(20_000, 2, ['runtime.js']),
    'assets/index.js': chunk(12_000, 3, ['runtime.js', 'boot.js']),
    'assets/floor.js': '(function(){var floor=1})();\n',
    'assets/widgets.js': chunk(3_000, 5, ['runtime.js']),
    'assets/promotion.js': chunk(2_000, 6, ['widgets.js']),
    'assets/promotion.fil.js': chunk(2_100, 7),
    'assets/fil.js': chunk(500, 8),
    'assets/landing.js': chunk(1_000, 9),
    'assets/later.js': chunk(3_000, 10, ['widgets.js']),
  };
  const largest = ['runtime', 'boot', 'index', 'floor', 'promotion.fil', 'fil', 'widgets'];
  const rest = largest.reduce((sum, name) => sum + gz(files[`assets/${name}.js`] as string), 0);
  // React's chunk takes what is left up to 1.5 KB under the budget (its `export const` line, 27 B).
  files['assets/react.js'] = chunk(FIRST_LOAD_BUDGET - 1536 - rest - 27, 4);
  const table = {
    files: [
      'assets/promotion.js',
      'assets/widgets.js',
      'assets/promotion.fil.js',
      'assets/fil.js',
      'assets/landing.js',
    ],
    routes: { '/promotion': [0, 1], 'fil:/promotion': [2, 3, 1], '/': [4], 'fil:/': [4, 3] },
    images: {},
  };
  files['index.html'] = `<!doctype html><html><head>
    <script type="application/json" id="route-assets">${JSON.stringify(table)}</script>
    <script type="module" async src="/assets/boot.js"></script>
    <link rel="modulepreload" href="/assets/runtime.js">
    <link rel="modulepreload" href="/assets/react.js">
    <script type="module" crossorigin src="/assets/index.js"></script>
    <script async src="/assets/floor.js" data-page="/assets/floor-page.js"></script>
  </head><body><div id="root"></div></body></html>`;
  for (const [file, text] of Object.entries(files)) writeFileSync(join(dist, file), text);
  return dist;
}

describe('first load, read from a build on disk', () => {
  let fixture: string;
  beforeAll(() => {
    fixture = fixtureDist();
  });
  /** A copy of the fixture to change. */
  const copy = () => {
    const dist = mkdtempSync(join(tmpdir(), 'first-load-'));
    cpSync(fixture, dist, { recursive: true });
    return dist;
  };

  it('sums each route in each language: the entry, its preloads, the classic check, the route’s chunks and their imports', () => {
    const load = readFirstLoad(fixture);
    expect(load.entry.files.sort()).toEqual(
      ['assets/boot.js', 'assets/floor.js', 'assets/index.js', 'assets/react.js', 'assets/runtime.js'].sort(),
    );
    expect(load.routes.map((route) => `${route.locale}:${route.route}`)).toEqual([
      'fil:/promotion',
      'en:/promotion',
      'fil:/',
      'en:/',
    ]);
    const [largest] = load.routes;
    expect(largest?.files).toContain('assets/widgets.js');
    expect(largest?.files).not.toContain('assets/later.js');
    expect(largest?.bytes).toBeGreaterThan(FIRST_LOAD_BUDGET - 3 * 1024);
    expect(overBudget(load)).toEqual([]);
  });

  it('fails when 3 KB of incompressible bytes are added to the entry, naming route, language and bytes over', () => {
    const dist = copy();
    appendFileSync(join(dist, 'assets/boot.js'), `export const added="${incompressible(3 * 1024, 11)}";\n`);
    const over = overBudget(readFirstLoad(dist));
    expect(over).toHaveLength(2);
    expect(over[0]).toMatch(/^\/promotion \(fil\): \d+ B, \d+ B over the budget of 120832 B$/);
    expect(over[1]).toMatch(/^\/promotion \(en\): /);
    const bytesOver = Number(/, (\d+) B over/.exec(over[0] ?? '')?.[1]);
    expect(bytesOver).toBeGreaterThan(1024);
    expect(bytesOver).toBeLessThan(2048);
  });

  it('fails when a chunk the route imports statically grows, and not when one that loads after the first paint does', () => {
    const widgets = copy();
    appendFileSync(
      join(widgets, 'assets/widgets.js'),
      `export const added="${incompressible(3 * 1024, 12)}";\n`,
    );
    expect(overBudget(readFirstLoad(widgets))).toHaveLength(2);
    const later = copy();
    appendFileSync(
      join(later, 'assets/later.js'),
      `export const added="${incompressible(30 * 1024, 13)}";\n`,
    );
    expect(overBudget(readFirstLoad(later))).toEqual([]);
  });

  it('refuses a folder that is not a build of the app, or whose table names a file it lacks', () => {
    const empty = mkdtempSync(join(tmpdir(), 'first-load-'));
    writeFileSync(join(empty, 'index.html'), '<html></html>');
    expect(() => readFirstLoad(empty)).toThrow(/no module script or no route table/);
    const missing = copy();
    appendFileSync(join(missing, 'index.html'), '<link rel="modulepreload" href="/assets/gone.js">');
    expect(() => readFirstLoad(missing)).toThrow(/names assets\/gone\.js, which the build does not hold/);
  });

  it('reads a running experiment’s variant page by its own table, and fails a variant loading over 0.5 KB more than its route', () => {
    const dist = copy();
    mkdirSync(join(dist, 'pages'));
    const index = readFileSync(join(dist, 'index.html'), 'utf8');
    // The variant page's table: the landing route's chunks and a variant choice of `size` bytes.
    const variantPage = (size: number) => {
      writeFileSync(join(dist, 'assets/choice.js'), chunk(size, 15));
      const table = { files: ['assets/landing.js', 'assets/choice.js'], routes: { '/': [0, 1] }, images: {} };
      writeFileSync(
        join(dist, 'pages/index.b.html'),
        index.replace(/(id="route-assets">)[^<]*/, (_all, open: string) => `${open}${JSON.stringify(table)}`),
      );
    };
    variantPage(300);
    const load = readFirstLoad(dist);
    const b = load.routes.find((route) => route.variant === 'b');
    expect(b?.route).toBe('/');
    expect(b?.files).toContain('assets/choice.js');
    expect(variantsOverPublished(load)).toEqual([]);
    variantPage(VARIANT_GROWTH + 200);
    expect(variantsOverPublished(readFirstLoad(dist))).toEqual([
      expect.stringMatching(
        /^\/ \(en\), variant b: \d+ B over the published screen's first load \(at most 512 B\)$/,
      ),
    ]);
  });

  // One run of the script itself (a few seconds: Node, tsx and Vite's parser start): its exit code is what CI reads.
  it('npm run check:budget exits 1 on the grown build, naming what is over', () => {
    const dist = copy();
    appendFileSync(join(dist, 'assets/index.js'), `export const added="${incompressible(3 * 1024, 14)}";\n`);
    const script = resolve(import.meta.dirname, '../check-budget.ts');
    let failed: { status: number; stderr: string } | undefined;
    try {
      execFileSync('node', ['--import', 'tsx', script, dist], { encoding: 'utf8', stdio: 'pipe' });
    } catch (error) {
      failed = error as { status: number; stderr: string };
    }
    expect(failed?.status).toBe(1);
    expect(failed?.stderr).toMatch(/\/promotion \(fil\): \d+ B, \d+ B over the budget/);
  }, 60_000);
});
