import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Every screen file of the project, relative to the root (`screens/x.json`), sorted. */
export function screenFiles(root: string): string[] {
  return readdirSync(join(root, 'screens'))
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => `screens/${name}`);
}
