import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

// What the checker derives from files that rarely change (the schemas, the engine's sources), kept
// while those files stay as they were: the studio checks a file at every keystroke and save, and
// compiling the schemas or parsing src/ each time cost seconds. A file's signature is its size and
// modification time, so a write (an edit, a checkout, a test's fixture) is seen at the next call.

const cache = new Map<string, { signature: string; value: unknown }>();

function signatureOf(paths: readonly string[]): string {
  return paths
    .map((path) => {
      try {
        const stat = statSync(path);
        return `${path}:${stat.size}:${stat.mtimeMs}`;
      } catch {
        return `${path}:-`;
      }
    })
    .join('\n');
}

/** Every file under `dir` (recursively), as paths. */
export function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name))
      .sort();
  } catch {
    return [];
  }
}

/**
 * `compute()`, or what it answered last time for `key` while none of `paths` has changed since.
 * The value is shared between callers: they must not change it.
 */
export function cachedOnFiles<T>(key: string, paths: readonly string[], compute: () => T): T {
  const signature = signatureOf(paths);
  const found = cache.get(key);
  if (found && found.signature === signature) return found.value as T;
  const value = compute();
  cache.set(key, { signature, value });
  return value;
}
