import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** What a build version may hold: it goes into index.html and every telemetry event as it is. */
const VERSION = /^[\w.+-]{1,64}$/;

/**
 * The build's version as telemetry names it (DESIGN §10 `build`): `BUILD_VERSION` when set (a
 * release pipeline's own), else the package version and the git commit (`0.1.0+1a2b3c4`), else the
 * package version and the build's time in UTC (`0.1.0+20261125T180350`) where there is no git.
 */
export function buildVersion(root: string, env: NodeJS.ProcessEnv = process.env, now = new Date()): string {
  if (env.BUILD_VERSION) {
    if (!VERSION.test(env.BUILD_VERSION))
      throw new Error(
        `BUILD_VERSION "${env.BUILD_VERSION}" may hold only letters, digits and . + - _ (64 at most)`,
      );
    return env.BUILD_VERSION;
  }
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

/** The `<meta>` of index.html that names the build: `<meta name="loan-build" content="0.1.0+1a2b3c4">`. */
export const BUILD_META = 'loan-build';

/**
 * Names the build in index.html (`<meta name="loan-build">`), where the telemetry reporter reads it.
 * Not in a script: a chunk holding it would change with every commit, and with it the name of every
 * chunk that imports it down to the entry, which borrowers would download again for nothing;
 * index.html is revalidated at every load anyway.
 */
export function buildVersionPlugin(): Plugin {
  let root = process.cwd();
  let version: string | undefined;
  return {
    name: 'loan-build-version',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'pre',
      handler(html, context) {
        // The app's page only; the studio's own page is no build of the app.
        if (context.filename !== join(root, 'index.html')) return html;
        version ??= buildVersion(root);
        return {
          html,
          tags: [{ tag: 'meta', attrs: { name: BUILD_META, content: version }, injectTo: 'head' }],
        };
      },
    },
  };
}
