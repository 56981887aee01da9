import { execFile } from 'node:child_process';

/** What a git command printed, and how it ended. */
export interface GitResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Who a commit is by: the person the proxy named (DESIGN §13). */
export interface GitPerson {
  name: string;
  email: string;
}

/**
 * Options every git command of the service runs with: no hook of the clone runs (`core.hooksPath`),
 * no fsmonitor or pager command either, no prompt for a password, and no system or user config that
 * could name one.
 */
const SAFE_CONFIG = [
  '-c',
  'core.hooksPath=/dev/null',
  '-c',
  'core.fsmonitor=false',
  '-c',
  'core.pager=cat',
  '-c',
  'commit.gpgSign=false',
  '-c',
  'merge.conflictStyle=merge',
];

const MAX_OUTPUT = 64 * 1024 * 1024;

/**
 * Runs `git args…` in `cwd` through `execFile` (no shell: an argument is never parsed as a command
 * line), with the safe options above. `as` sets the author and committer. Resolves with the exit code,
 * never rejects on a non-zero one: callers decide what a failure means.
 */
export function runGit(cwd: string, args: readonly string[], as?: GitPerson): Promise<GitResult> {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    LANG: 'C',
    GIT_TERMINAL_PROMPT: '0',
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: '/dev/null',
    GIT_AUTHOR_NAME: as?.name ?? 'Studio',
    GIT_AUTHOR_EMAIL: as?.email ?? 'studio@localhost',
    GIT_COMMITTER_NAME: as?.name ?? 'Studio',
    GIT_COMMITTER_EMAIL: as?.email ?? 'studio@localhost',
  };
  // An SSH remote's key, when the lender gives one.
  if (process.env.GIT_SSH_COMMAND) env.GIT_SSH_COMMAND = process.env.GIT_SSH_COMMAND;
  return new Promise((resolve) => {
    execFile(
      'git',
      [...SAFE_CONFIG, ...args],
      { cwd, env, maxBuffer: MAX_OUTPUT, encoding: 'utf8' },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

/** As `runGit`, but a non-zero exit is an error naming the command and what git said. */
export async function git(cwd: string, args: readonly string[], as?: GitPerson): Promise<string> {
  const result = await runGit(cwd, args, as);
  if (result.code !== 0)
    throw new Error(
      `git ${args.join(' ')}: ${(result.stderr || result.stdout).trim() || `exit ${result.code}`}`,
    );
  return result.stdout;
}

/** One at a time: the clone's index, worktrees and refs are shared, so its writes queue here. */
/**
 * Commits `files` of the work tree `cwd` as `as`, when one changed; answers whether it did. One git
 * for a change to files git knows (a save's screen, the catalogs): it commits their text as it is
 * now. Nothing changed, or a file new to git (an image added): git refuses, and the files are staged
 * first (a new one too), then committed if anything was.
 */
export async function commitFiles(
  cwd: string,
  files: readonly string[],
  message: string,
  as: GitPerson,
): Promise<boolean> {
  if ((await runGit(cwd, ['commit', '--no-verify', '-m', message, '--', ...files], as)).code === 0)
    return true;
  await git(cwd, ['add', '--', ...files]);
  if ((await runGit(cwd, ['diff', '--cached', '--quiet', '--', ...files])).code === 0) return false;
  await git(cwd, ['commit', '--no-verify', '-m', message], as);
  return true;
}

export class Queue {
  #tail: Promise<unknown> = Promise.resolve();

  run<T>(work: () => Promise<T>): Promise<T> {
    const next = this.#tail.then(work, work);
    this.#tail = next.catch(() => undefined);
    return next;
  }
}
