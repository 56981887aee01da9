// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildVersion } from './buildVersionPlugin.ts';

const root = resolve(import.meta.dirname, '..');
const { version } = (await import('../package.json', { with: { type: 'json' } })).default;

describe('buildVersion (telemetry `build`)', () => {
  it('is BUILD_VERSION when a release pipeline sets it, and nothing that would not be a name', () => {
    expect(buildVersion(root, { BUILD_VERSION: '2.4.0-rc1' })).toBe('2.4.0-rc1');
    expect(() => buildVersion(root, { BUILD_VERSION: '2.4"><script>' })).toThrow(/BUILD_VERSION/);
  });

  it('is the package version and the commit', () => {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root }).toString().trim();
    expect(buildVersion(root, {})).toBe(`${version}+${commit}`);
  });

  it('is the package version and the build time where there is no git', () => {
    const folder = mkdtempSync(join(tmpdir(), 'loan-version-'));
    try {
      cpSync(join(root, 'package.json'), join(folder, 'package.json'));
      // GIT_CEILING_DIRECTORIES: git does not look above the folder for a repository.
      const saved = process.env.GIT_CEILING_DIRECTORIES;
      process.env.GIT_CEILING_DIRECTORIES = tmpdir();
      try {
        expect(buildVersion(folder, {}, new Date('2026-11-25T18:03:50.123Z'))).toBe(
          `${version}+20261125T180350`,
        );
      } finally {
        if (saved === undefined) delete process.env.GIT_CEILING_DIRECTORIES;
        else process.env.GIT_CEILING_DIRECTORIES = saved;
      }
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
