/**
 * Checks every sandbox fixture, `sandbox/fixtures/<endpointId>/<scenario>.json` (a full response body),
 * against the API contract in `schemas/api/`. Prints one line per problem and exits 1 on any, so a
 * fixture never drifts from the schema the app validates responses with.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fixtureDrift, loadApiSchemas, PROJECT_ROOT, validateFixture } from '../language/api/apiSchemas';

const FIXTURES_DIR = 'sandbox/fixtures';

/** Every problem of the fixtures under `<root>/sandbox/fixtures`, as `<file>: <problem>` lines. */
function checkFixtures(root: string = PROJECT_ROOT): {
  problems: string[];
  notes: string[];
  checked: number;
} {
  const dir = join(root, FIXTURES_DIR);
  if (!existsSync(dir)) return { problems: [`${FIXTURES_DIR}: folder not found`], notes: [], checked: 0 };
  const { endpoints } = loadApiSchemas(root);
  const problems: string[] = [];
  const notes: string[] = [];
  let checked = 0;
  for (const folder of readdirSync(dir).sort()) {
    const folderPath = join(dir, folder);
    if (!statSync(folderPath).isDirectory()) continue;
    if (!endpoints[folder]) {
      problems.push(`${FIXTURES_DIR}/${folder}: not an endpoint id (see schemas/api)`);
      continue;
    }
    for (const name of readdirSync(folderPath).sort()) {
      if (!name.endsWith('.json')) continue;
      const file = `${FIXTURES_DIR}/${folder}/${name}`;
      checked += 1;
      let body: unknown;
      try {
        body = JSON.parse(readFileSync(join(folderPath, name), 'utf8'));
      } catch (error) {
        problems.push(`${file}: invalid JSON: ${error instanceof Error ? error.message : String(error)}`);
        continue;
      }
      for (const problem of validateFixture(folder, body)) problems.push(`${file}: ${problem}`);
      for (const drift of fixtureDrift(folder, body)) notes.push(`${file}: ${drift}`);
    }
  }
  return { problems, notes, checked };
}

const { problems, notes, checked } = checkFixtures();
// A value outside an open list is accepted, as the app accepts it; named so it is never a surprise.
for (const note of notes) console.log(`note: ${note}`);
for (const problem of problems) console.error(problem);
if (problems.length > 0) {
  console.error(`${problems.length} fixture problem(s).`);
  process.exit(1);
}
console.log(`${checked} fixture(s) match schemas/api.`);
