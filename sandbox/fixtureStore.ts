import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The fixtures folder beside this file. */
export const defaultFixturesDir = fileURLToPath(new URL('./fixtures', import.meta.url));

/** One fixture file found on disk. */
export interface FixtureFile {
  endpointId: string;
  scenario: string;
  file: string;
}

/** A fixture chosen for a request: its scenario and parsed body. */
export interface LoadedFixture {
  scenario: string;
  file: string;
  body: unknown;
}

const safeName = /^[A-Za-z0-9_-]+$/;

/** Every `<endpointId>/<scenario>.json` under a fixtures folder. */
export function listFixtureFiles(fixturesDir: string): FixtureFile[] {
  if (!existsSync(fixturesDir)) return [];
  const files: FixtureFile[] = [];
  for (const endpointId of readdirSync(fixturesDir).sort()) {
    const folder = join(fixturesDir, endpointId);
    let names: string[];
    try {
      names = readdirSync(folder);
    } catch {
      continue;
    }
    for (const name of names.sort()) {
      if (name.endsWith('.json'))
        files.push({ endpointId, scenario: name.slice(0, -5), file: join(folder, name) });
    }
  }
  return files;
}

/**
 * Reads the first fixture of an endpoint that exists among the candidate scenario names.
 * Files are read on every request so that someone editing a fixture sees the change at once.
 * Throws when the chosen file is not valid JSON (the caller answers 500 with the reason).
 */
export function loadFixture(
  fixturesDir: string,
  endpointId: string,
  candidates: readonly string[],
): LoadedFixture | undefined {
  for (const scenario of candidates) {
    if (!safeName.test(scenario)) continue;
    const file = join(fixturesDir, endpointId, `${scenario}.json`);
    if (!existsSync(file)) continue;
    const text = readFileSync(file, 'utf8');
    try {
      return { scenario, file, body: JSON.parse(text) as unknown };
    } catch (error) {
      throw new Error(`Sandbox: fixture ${file} is not valid JSON: ${(error as Error).message}`);
    }
  }
  return undefined;
}

/** Host written in fixtures for absolute links; replaced by the origin of each request. */
export const fixtureOrigin = 'http://sandbox.local';

/**
 * Makes the links of a fixture point at this server: absolute `http://sandbox.local` links get
 * the request's origin (so a link that must start with `http` still reaches the sandbox) and
 * `/api/__sandbox/` paths follow a non-default API base. Behind a proxy that serves app and API
 * under a sub-path, `prefix` (its `X-Forwarded-Prefix`, e.g. `/loan`) goes in front of every path.
 */
export function localiseLinks(body: unknown, origin: string, base: string, prefix = ''): unknown {
  if (typeof body === 'string') {
    const hooks = (text: string, front: string) =>
      front + base === '/api' ? text : text.replaceAll('/api/__sandbox/', `${front}${base}/__sandbox/`);
    return body.startsWith(fixtureOrigin)
      ? origin + prefix + hooks(body.slice(fixtureOrigin.length), '')
      : hooks(body, prefix);
  }
  if (Array.isArray(body)) return body.map((item) => localiseLinks(item, origin, base, prefix));
  if (body !== null && typeof body === 'object') {
    return Object.fromEntries(
      Object.entries(body).map(([name, value]) => [name, localiseLinks(value, origin, base, prefix)]),
    );
  }
  return body;
}
