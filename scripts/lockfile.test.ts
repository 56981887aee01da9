import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

/**
 * `npm ci` installs exactly `package-lock.json` and refuses a lockfile that misses a package the
 * registry offers (Biome's binaries for every platform), so a fresh clone installs only when the
 * lockfile is complete; and every package must run on the Node the README asks for.
 */
interface LockedPackage {
  version?: string;
  engines?: { node?: string } | string[];
  optionalDependencies?: Record<string, string>;
  dev?: boolean;
}

const root = resolve(import.meta.dirname, '..');
const lock = JSON.parse(readFileSync(resolve(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, LockedPackage>;
};
const manifest = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as {
  engines: { node: string };
};
/** The oldest Node the README's quick start supports. */
const oldestNode = semver.minVersion(manifest.engines.node)?.version ?? '20.0.0';
/** Node 20's current release line, as on the CI machines. */
const supportedNode = '20.20.2';

describe('package-lock.json', () => {
  it('lists every optional platform binary of every locked package (npm ci refuses it otherwise)', () => {
    const missing: string[] = [];
    for (const [path, entry] of Object.entries(lock.packages)) {
      for (const name of Object.keys(entry.optionalDependencies ?? {})) {
        const nested = `${path}/node_modules/${name}`;
        if (!lock.packages[`node_modules/${name}`] && !lock.packages[nested])
          missing.push(`${path} → ${name}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it(`holds no package whose engines refuse Node ${supportedNode} (npm warns EBADENGINE)`, () => {
    expect(oldestNode.startsWith('20.')).toBe(true);
    const refusing = Object.entries(lock.packages)
      .filter(([, entry]) => entry.engines && !Array.isArray(entry.engines) && entry.engines.node)
      .filter(([, entry]) => {
        const range = (entry.engines as { node: string }).node;
        return !semver.satisfies(supportedNode, range, { includePrerelease: true });
      })
      .map(([path, entry]) => `${path}@${entry.version}: node ${(entry.engines as { node: string }).node}`);
    expect(refusing).toEqual([]);
  });
});
