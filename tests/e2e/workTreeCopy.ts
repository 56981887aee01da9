import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** The project root, where `npm start` and `npm test` run. */
export const PROJECT_ROOT = resolve(import.meta.dirname, '../..');

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'core.hooksPath=/dev/null', ...args], { cwd, encoding: 'utf8' });

/**
 * The project as its work tree is (tracked and new files, not ignored ones: what is being tested,
 * committed or not) copied into `into`, as one commit of a repository of its own on `main`. A test
 * that edits screens, or a service that publishes, works on the copy: the work tree is never
 * changed, so the suites that read it can run at the same time.
 */
export function copyWorkTree(into: string): string {
  mkdirSync(into, { recursive: true });
  const files = git(PROJECT_ROOT, 'ls-files', '-co', '--exclude-standard', '-z').split('\0').filter(Boolean);
  for (const file of files) {
    mkdirSync(dirname(join(into, file)), { recursive: true });
    try {
      cpSync(join(PROJECT_ROOT, file), join(into, file));
    } catch {
      // A file deleted in the work tree but still tracked.
    }
  }
  git(into, 'init', '-q', '-b', 'main');
  git(into, 'add', '-A');
  git(
    into,
    '-c',
    'user.name=Engineer',
    '-c',
    'user.email=engineer@lender.ph',
    'commit',
    '-qm',
    'The project',
  );
  return into;
}
