import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { listFixtureFiles } from './fixtureStore.ts';

/** Checks one fixture body against its endpoint's schema; the list of problems, empty when valid. */
export type ValidateFixture = (endpointId: string, body: unknown) => string[];

/** The schema helper of the project (`language/api/apiSchemas.ts`), when it exists. */
export const apiSchemasFile = fileURLToPath(new URL('../language/api/apiSchemas.ts', import.meta.url));

/** Reads `validateFixture` from a loaded module, if it has one. */
export function validatorOf(module: unknown): ValidateFixture | undefined {
  if (module === null || typeof module !== 'object') return undefined;
  const validate = (module as { validateFixture?: unknown }).validateFixture;
  return typeof validate === 'function' ? (validate as ValidateFixture) : undefined;
}

/**
 * Loads `validateFixture` with a plain dynamic import. That works where TypeScript files can be
 * imported (tsx, vitest); elsewhere it gives undefined and the caller skips validation.
 */
export async function importFixtureValidator(): Promise<ValidateFixture | undefined> {
  if (!existsSync(apiSchemasFile)) return undefined;
  try {
    return validatorOf(await import(/* @vite-ignore */ pathToFileURL(apiSchemasFile).href));
  } catch {
    return undefined;
  }
}

/** Validates every fixture file; one line per problem, `<endpointId>/<scenario>.json: <problem>`. */
export function validateFixtureFiles(fixturesDir: string, validate: ValidateFixture): string[] {
  const problems: string[] = [];
  for (const fixture of listFixtureFiles(fixturesDir)) {
    const name = `${fixture.endpointId}/${fixture.scenario}.json`;
    let body: unknown;
    try {
      body = JSON.parse(readFileSync(fixture.file, 'utf8')) as unknown;
    } catch (error) {
      problems.push(`${name}: invalid JSON: ${(error as Error).message}`);
      continue;
    }
    try {
      for (const problem of validate(fixture.endpointId, body)) problems.push(`${name}: ${problem}`);
    } catch (error) {
      problems.push(`${name}: ${(error as Error).message}`);
    }
  }
  return problems;
}
