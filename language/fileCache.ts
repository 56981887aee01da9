import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

// What the checker derives from files that rarely change (the schemas, the engine's sources), kept
// while those files stay as they were: the studio checks a file at every keystroke and save, and
// compiling the schemas or parsing src/ each time cost seconds. A file's signature is its size and
// modification time, so a write (an edit, a checkout, a test's fixture) is seen at the next call.

const cache = new Map<string, { signature: string; value: unknown }>();

/**
 * Values by what their files hold, for callers that name them alike in several trees (`shareAs`):
 * the studio service's drafts are work trees of one repository, whose schemas and engine sources
 * are the same files at other paths, so the first save in a draft takes what another draft's
 * computed (1.1 → 0.3 s here) instead of compiling the schemas and parsing src/ again.
 */
const shared = new Map<string, unknown>();

function contentsOf(paths: readonly string[]): string {
  const hash = createHash('sha256');
  for (const path of paths) {
    try {
      hash.update(readFileSync(path));
    } catch {
      hash.update('-');
    }
    hash.update('\0');
  }
  return hash.digest('hex');
}

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
 * The value is shared between callers: they must not change it. With `shareAs` (a name without the
 * tree's path, and a value that holds none), it is also what any caller of that name answered for
 * files with the same contents.
 */
export function cachedOnFiles<T>(
  key: string,
  paths: readonly string[],
  compute: () => T,
  shareAs?: string,
): T {
  const signature = signatureOf(paths);
  const found = cache.get(key);
  if (found && found.signature === signature) return found.value as T;
  const sharedKey = shareAs === undefined ? undefined : `${shareAs}\0${contentsOf(paths)}`;
  const value = sharedKey !== undefined && shared.has(sharedKey) ? (shared.get(sharedKey) as T) : compute();
  if (sharedKey !== undefined) shared.set(sharedKey, value);
  cache.set(key, { signature, value });
  return value;
}

const ids = new WeakMap<object, number>();
let nextId = 0;

/**
 * A number for an object, the same for as long as it lives: for a value `cachedOnFiles` answered
 * (the same object while its files stay as they were), a short part of another cache's key.
 */
export function idOf(value: object): number {
  let id = ids.get(value);
  if (id === undefined) {
    id = nextId++;
    ids.set(value, id);
  }
  return id;
}
