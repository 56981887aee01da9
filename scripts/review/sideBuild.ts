import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { snapshotHash } from './gitSnapshot.ts';

/** Where builds are kept between reviews, by the hash of what they were built from (`REVIEW_BUILD_CACHE` overrides). */
export const DEFAULT_BUILD_CACHE = process.env.REVIEW_BUILD_CACHE || join(tmpdir(), 'loan-review-builds');

/** Builds kept in the cache; older ones are removed. A build is about 2 MB. */
const KEPT_BUILDS = 12;

/** Bumped when what a review's build holds changes, so an older build is not taken for one of this version. */
const BUILD_VERSION = 2;

/** The app built from one side's snapshot, or why it could not be. */
export type SideBuild = { outDir: string; cached: boolean; ms: number } | { error: string; ms: number };

/** Variables of the user's shell that would change what a build holds; a review builds the app as served at the root. */
const BUILD_VARIABLES = ['VITE_BASE', 'VITE_API_BASE', 'VITE_TELEMETRY_URL', 'NODE_ENV'];

function run(
  command: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv,
): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
    child.on('error', (error) => resolve({ code: 1, output: String(error) }));
  });
}

/** The lines of a failed build that say why: Vite's error and where, without its stack. */
export function buildErrorSummary(output: string): string {
  const lines = output
    .split('\n')
    .map((line) => stripVTControlCharacters(line).trimEnd())
    .filter((line) => line.trim() !== '' && !/^\s+at /.test(line) && !/^Node\.js v/.test(line));
  const start = lines.findIndex((line) => /error/i.test(line));
  return lines
    .slice(start === -1 ? 0 : start, (start === -1 ? 0 : start) + 6)
    .join('\n')
    .slice(0, 1200);
}

function prune(cacheDir: string): void {
  const builds = readdirSync(cacheDir)
    // A build under way (`<key>.tmp-…`) is another review's; an abandoned one goes after a day.
    .filter(
      (name) => !name.includes('.tmp-') || statSync(join(cacheDir, name)).mtimeMs < Date.now() - 86_400_000,
    )
    .map((name) => ({ name, time: statSync(join(cacheDir, name)).mtimeMs }))
    .sort((a, b) => b.time - a.time);
  for (const old of builds.slice(KEPT_BUILDS))
    rmSync(join(cacheDir, old.name), { recursive: true, force: true });
}

/** Builds under way, by key: two sides with the same files (a clean work tree against HEAD) build once. */
const building = new Map<string, Promise<SideBuild>>();

/**
 * Builds the app of a snapshot (its screens, parts, brand, stylesheet and code) with `BRAND=brand`,
 * or takes the build of an identical snapshot from the cache: the base of a review is usually the
 * same commit run after run, so before every commit only the work tree is built.
 */
export async function buildSide(
  snapshot: string,
  brand: string,
  options: { toolRoot: string; cacheDir?: string },
): Promise<SideBuild> {
  const started = Date.now();
  const cacheDir = options.cacheDir ?? DEFAULT_BUILD_CACHE;
  mkdirSync(cacheDir, { recursive: true });
  const key = `v${BUILD_VERSION}-${brand}-${snapshotHash(snapshot)}`;
  const outDir = join(cacheDir, key);
  const running = building.get(outDir);
  if (running) return running;
  const build = buildInto(snapshot, brand, outDir, cacheDir, options.toolRoot, started);
  building.set(outDir, build);
  try {
    return await build;
  } finally {
    building.delete(outDir);
  }
}

async function buildInto(
  snapshot: string,
  brand: string,
  outDir: string,
  cacheDir: string,
  toolRoot: string,
  started: number,
): Promise<SideBuild> {
  if (existsSync(join(outDir, '.complete'))) {
    const now = new Date();
    utimesSync(outDir, now, now);
    return { outDir, cached: true, ms: Date.now() - started };
  }
  const temporary = `${outDir}.tmp-${process.pid}-${Math.random().toString(36).slice(2)}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    BRAND: brand,
    VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true',
    // Served to the review's browser on loopback: no Brotli and gzip copies (scripts/precompressPlugin.ts).
    LOAN_PRECOMPRESS: 'off',
  };
  for (const name of BUILD_VARIABLES) delete env[name];
  // The snapshot's own `vite.config.ts` (its screens compiler, brand plugin, stylesheet), as
  // `npm run build` runs it there.
  const { code, output } = await run(
    join(toolRoot, 'node_modules/.bin/vite'),
    ['build', '--outDir', temporary, '--emptyOutDir', '--logLevel', 'warn'],
    snapshot,
    env,
  );
  if (code !== 0 || !existsSync(join(temporary, 'index.html'))) {
    rmSync(temporary, { recursive: true, force: true });
    return {
      error: buildErrorSummary(output) || `the build exited with code ${code}`,
      ms: Date.now() - started,
    };
  }
  writeFileSync(join(temporary, '.complete'), '');
  // Another review may have built the same snapshot meanwhile: either copy is the same build.
  if (existsSync(outDir)) rmSync(temporary, { recursive: true, force: true });
  else renameSync(temporary, outDir);
  prune(cacheDir);
  return { outDir, cached: false, ms: Date.now() - started };
}
