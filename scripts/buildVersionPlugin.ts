import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The build's version as telemetry names it (DESIGN §10 `build`): `VITE_BUILD_VERSION` when set (a
 * release pipeline's own), else the package version and the git commit (`0.1.0+1a2b3c4`), else the
 * package version and the build's time in UTC (`0.1.0+20261125T180350`) where there is no git.
 */
export function buildVersion(root: string, env: NodeJS.ProcessEnv = process.env, now = new Date()): string {
  if (env.VITE_BUILD_VERSION) return env.VITE_BUILD_VERSION;
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .toString()
      .trim();
    if (/^[0-9a-f]{4,40}$/.test(commit)) return `${version}+${commit}`;
  } catch {
    // No git here (a build from an archive): the time tells builds apart.
  }
  return `${version}+${now.toISOString().replace(/[-:]/g, '').slice(0, 15)}`;
}

/**
 * Defines `import.meta.env.VITE_BUILD_VERSION` for the app. Only the telemetry reporter reads it, a
 * chunk loaded after the first paint: a new commit changes no file of the first load.
 */
export function buildVersionPlugin(): Plugin {
  return {
    name: 'loan-build-version',
    config: (config) => ({
      define: {
        'import.meta.env.VITE_BUILD_VERSION': JSON.stringify(buildVersion(config.root ?? process.cwd())),
      },
    }),
  };
}
