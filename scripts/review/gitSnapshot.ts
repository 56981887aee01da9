import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * A side of a review is a snapshot: a folder holding the project as it is in a commit (read with
 * `git archive`) or in the work tree (its files, uncommitted changes included), with the work
 * tree's `node_modules` linked in. Everything the review builds and serves comes from snapshots,
 * so it never writes to the user's work tree or index, and an edit made while it runs does not
 * mix into what it compares.
 */

const git = (repo: string, args: string[]): string =>
  execFileSync('git', ['-C', repo, ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

const tryGit = (repo: string, args: string[]): string | undefined => {
  try {
    return git(repo, args);
  } catch {
    return undefined;
  }
};

/** The commit a review compares the work tree with, and how it was chosen. */
export interface BaseCommit {
  /** What was asked for or chosen, e.g. `main`, `HEAD`. */
  ref: string;
  commit: string;
  /** For the report: `merge-base of HEAD and main (456f41b)`. */
  label: string;
}

/** The repository's top folder (the work tree root) of a folder in it. */
export function repoRoot(dir: string): string {
  return git(dir, ['rev-parse', '--show-toplevel']);
}

const isBranch = (repo: string, name: string) =>
  tryGit(repo, ['rev-parse', '--verify', '--quiet', `refs/heads/${name}^{commit}`]) !== undefined ||
  tryGit(repo, ['rev-parse', '--verify', '--quiet', `refs/remotes/${name}^{commit}`]) !== undefined;

/**
 * The branch the current one started from, when git can tell: its upstream; else the branch its
 * reflog says it was created from (`git branch feat/b feat/a`, `git worktree add -b feat/b … feat/a`:
 * "Created from feat/a"), or, created from HEAD (`git checkout -b feat/b`), the branch HEAD left
 * for it then ("checkout: moving from feat/a to feat/b"); else `main` (or `master`).
 */
export function startingBranch(repo: string): string | undefined {
  const upstream = tryGit(repo, ['rev-parse', '--abbrev-ref', '--symbolic-full-name', '@{upstream}']);
  if (upstream) return upstream;
  const branch = tryGit(repo, ['symbolic-ref', '--quiet', '--short', 'HEAD']);
  if (branch) {
    const reflog = (tryGit(repo, ['reflog', 'show', '--format=%gs', `refs/heads/${branch}`]) ?? '').split(
      '\n',
    );
    let from = /^branch: Created from (.+)$/.exec(reflog[reflog.length - 1] ?? '')?.[1]?.trim();
    if (from === 'HEAD') {
      const moves = (tryGit(repo, ['reflog', 'show', '--format=%gs', 'HEAD']) ?? '').split('\n').reverse();
      const left = moves.find(
        (line) => line.endsWith(` to ${branch}`) && line.startsWith('checkout: moving from '),
      );
      from = left?.slice('checkout: moving from '.length, -` to ${branch}`.length);
    }
    if (from && from !== branch && isBranch(repo, from)) return from;
  }
  for (const candidate of ['main', 'master'])
    if (candidate !== branch && isBranch(repo, candidate)) return candidate;
  return undefined;
}

/**
 * Resolves the base of a review: the given ref, or by default the merge-base of HEAD with the branch
 * the work started from ({@link startingBranch}), else HEAD.
 */
export function resolveBase(repo: string, ref?: string): BaseCommit {
  if (ref !== undefined) {
    const commit = tryGit(repo, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]);
    if (!commit) throw new Error(`--base ${ref}: no such commit in ${repo}`);
    return { ref, commit, label: `${ref} (${commit.slice(0, 7)})` };
  }
  const from = startingBranch(repo);
  const mergeBase = from ? tryGit(repo, ['merge-base', 'HEAD', from]) : undefined;
  if (from && mergeBase)
    return {
      ref: from,
      commit: mergeBase,
      label: `merge-base of HEAD and ${from} (${mergeBase.slice(0, 7)})`,
    };
  const head = git(repo, ['rev-parse', 'HEAD']);
  return { ref: 'HEAD', commit: head, label: `HEAD (${head.slice(0, 7)})` };
}

/**
 * The installed packages a snapshot builds with: those of the project the review runs from (the work
 * tree's, unless a test reviews a scratch copy).
 */
const INSTALLED = join(import.meta.dirname, '../../node_modules');

/** Links the installed packages into a snapshot, so it builds without an install. */
function linkModules(dir: string, modules = INSTALLED): void {
  if (existsSync(modules) && !existsSync(join(dir, 'node_modules')))
    symlinkSync(modules, join(dir, 'node_modules'));
}

/** Writes a commit's files into `dir` (empty or absent). */
export function snapshotCommit(repo: string, commit: string, dir: string): void {
  mkdirSync(dir, { recursive: true });
  const archive = spawnSync('git', ['-C', repo, 'archive', '--format=tar', commit], {
    maxBuffer: 1 << 30,
  });
  if (archive.status !== 0) throw new Error(`git archive ${commit}: ${archive.stderr.toString()}`);
  const untar = spawnSync('tar', ['-x', '-C', dir], { input: archive.stdout });
  if (untar.status !== 0) throw new Error(`tar: ${untar.stderr.toString()}`);
  linkModules(dir);
}

/**
 * Copies the work tree's files into `dir`: every tracked file that exists and every untracked one
 * git does not ignore (a new screen not yet added), as they are on disk now, except those under
 * `exclude` (folders relative to the root: the review's own report, when git does not ignore it).
 */
export function snapshotWorkTree(repo: string, dir: string, exclude: readonly string[] = []): void {
  const listed = execFileSync(
    'git',
    ['-C', repo, 'ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    { maxBuffer: 1 << 28 },
  )
    .toString('utf8')
    .split('\0')
    .filter((file) => file !== '');
  const files = [...new Set(listed)].filter((file) => {
    if (exclude.some((folder) => file.startsWith(`${folder}/`))) return false;
    // A tracked file deleted in the work tree, or a submodule's folder, is not copied.
    const path = join(repo, file);
    return existsSync(path) && statSync(path).isFile();
  });
  // One tar in, one out: a tenth of the time of copying 700 files one by one.
  mkdirSync(dir, { recursive: true });
  const packed = spawnSync('tar', ['-c', '-f', '-', '--null', '-T', '-'], {
    cwd: repo,
    input: `${files.join('\0')}\0`,
    maxBuffer: 1 << 30,
  });
  if (packed.status !== 0) throw new Error(`tar of the work tree: ${packed.stderr.toString()}`);
  const unpacked = spawnSync('tar', ['-x', '-C', dir], { input: packed.stdout });
  if (unpacked.status !== 0) throw new Error(`tar: ${unpacked.stderr.toString()}`);
  linkModules(dir);
}

/**
 * A hash of every file of a snapshot (paths and contents; `node_modules` left out): two snapshots
 * with the same hash build the same app, so a build is kept under it and reused.
 */
export function snapshotHash(dir: string): string {
  const digest = createHash('sha256');
  const visit = (folder: string) => {
    for (const name of readdirSync(folder).sort()) {
      if (folder === dir && name === 'node_modules') continue;
      const path = join(folder, name);
      const stat = statSync(path);
      if (stat.isDirectory()) visit(path);
      else if (stat.isFile())
        digest
          .update(`${relative(dir, path)}\0`)
          .update(readFileSync(path))
          .update('\0');
    }
  };
  visit(dir);
  return digest.digest('hex').slice(0, 24);
}

/** Removes a snapshot folder (`rm -rf`: several times faster than Node's recursive rmSync on a busy machine). */
export function removeSnapshots(dir: string): void {
  if (spawnSync('rm', ['-rf', dir]).status !== 0) rmSync(dir, { recursive: true, force: true });
}
