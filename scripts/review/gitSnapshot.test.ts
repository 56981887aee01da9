// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  resolveBase,
  snapshotCommit,
  snapshotHash,
  snapshotWorkTree,
  startingBranch,
} from './gitSnapshot.ts';

const repo = mkdtempSync(join(tmpdir(), 'review-git-'));
const git = (...args: string[]) =>
  execFileSync('git', ['-C', repo, '-c', 'user.name=t', '-c', 'user.email=t@t', ...args], {
    encoding: 'utf8',
  }).trim();
afterAll(() => rmSync(repo, { recursive: true, force: true }));

git('init', '-q', '-b', 'main');
writeFileSync(join(repo, 'a.json'), '{"a":1}\n');
writeFileSync(join(repo, '.gitignore'), '/review/\n');
git('add', '.');
git('commit', '-q', '-m', 'one');
const first = git('rev-parse', 'HEAD');

describe('the base of a review', () => {
  it('is the merge-base with the branch the work was created from (git checkout -b)', () => {
    git('checkout', '-q', '-b', 'feat/a');
    writeFileSync(join(repo, 'a.json'), '{"a":2}\n');
    git('commit', '-q', '-am', 'two');
    git('checkout', '-q', '-b', 'feat/b');
    writeFileSync(join(repo, 'a.json'), '{"a":3}\n');
    git('commit', '-q', '-am', 'three');
    expect(startingBranch(repo)).toBe('feat/a');
    expect(resolveBase(repo).commit).toBe(git('rev-parse', 'feat/a'));
  });

  it('is the merge-base with the branch named at creation (git branch new old)', () => {
    git('branch', 'feat/c', 'feat/a');
    git('checkout', '-q', 'feat/c');
    writeFileSync(join(repo, 'a.json'), '{"a":5}\n');
    git('commit', '-q', '-am', 'five');
    expect(resolveBase(repo)).toMatchObject({ ref: 'feat/a', commit: git('rev-parse', 'feat/a') });
  });

  it('is the merge-base with main when git cannot tell', () => {
    git('checkout', '-q', '--detach', 'feat/b');
    expect(resolveBase(repo)).toMatchObject({ ref: 'main', commit: first });
  });

  it('is HEAD on main itself, and any commit when asked', () => {
    git('checkout', '-q', 'main');
    expect(resolveBase(repo)).toMatchObject({ ref: 'HEAD', commit: first });
    expect(resolveBase(repo, 'feat/b').commit).toBe(git('rev-parse', 'feat/b'));
    expect(() => resolveBase(repo, 'no-such-branch')).toThrow(/no such commit/);
  });
});

describe('snapshots', () => {
  it('copy a commit, and the work tree with its uncommitted and untracked files, never the ignored ones', () => {
    git('checkout', '-q', 'feat/b');
    writeFileSync(join(repo, 'a.json'), '{"a":"edited"}\n');
    writeFileSync(join(repo, 'new.json'), '{}\n');
    execFileSync('mkdir', ['-p', join(repo, 'review')]);
    writeFileSync(join(repo, 'review/index.html'), 'old report');
    const dir = mkdtempSync(join(tmpdir(), 'review-snap-'));
    try {
      snapshotCommit(repo, first, join(dir, 'base'));
      snapshotWorkTree(repo, join(dir, 'work'));
      expect(readFileSync(join(dir, 'base/a.json'), 'utf8')).toBe('{"a":1}\n');
      expect(readFileSync(join(dir, 'work/a.json'), 'utf8')).toBe('{"a":"edited"}\n');
      expect(readFileSync(join(dir, 'work/new.json'), 'utf8')).toBe('{}\n');
      expect(() => readFileSync(join(dir, 'work/review/index.html'))).toThrow();
      expect(snapshotHash(join(dir, 'base'))).not.toBe(snapshotHash(join(dir, 'work')));
      // The user's index is untouched: the edit is still unstaged.
      expect(git('diff', '--cached', '--name-only')).toBe('');
      expect(git('diff', '--name-only')).toBe('a.json');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
