import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { commitFiles, git } from './git';

const A = { name: 'Ana', email: 'a@lender.ph' };
const repo = mkdtempSync(join(tmpdir(), 'commit-files-'));
afterAll(() => rmSync(repo, { recursive: true, force: true }));

const log = () => git(repo, ['log', '--format=%ae %s', '--name-only']);

describe('commitFiles', () => {
  it.each([
    { what: 'a new file (an image added)', file: 'icon.svg', text: '<svg/>', committed: true },
    { what: 'a change to a file git knows', file: 'icon.svg', text: '<svg id="a"/>', committed: true },
    { what: 'the same text again', file: 'icon.svg', text: '<svg id="a"/>', committed: false },
  ])('$what: committed $committed, as the person', async ({ file, text, committed }) => {
    if (!(await git(repo, ['rev-parse', '--git-dir']).catch(() => ''))) await git(repo, ['init', '-q']);
    writeFileSync(join(repo, file), text);
    const before = await git(repo, ['rev-list', '--all', '--count']);
    expect(await commitFiles(repo, [file], `Edit ${file}`, A)).toBe(committed);
    const count = Number(await git(repo, ['rev-list', '--all', '--count']));
    expect(count).toBe(Number(before) + (committed ? 1 : 0));
    if (committed)
      expect((await log()).split('\n').slice(0, 3)).toEqual([`a@lender.ph Edit ${file}`, '', file]);
  });
});
