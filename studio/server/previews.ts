import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { defaultFixturesDir } from '../../sandbox/fixtureStore.ts';
import { fixtureScenarios } from '../../sandbox/scenarios.ts';
import type { StudioPreview } from '../studioTypes.ts';
import { type ProjectScreen, partsUsedBy } from './projectScreens.ts';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The route a preview opens: the screen's first route; the not-found screen (`*`) gets an unknown path. */
export function previewRoute(screen: ProjectScreen): string {
  const routes = Array.isArray(screen.data?.routes) ? screen.data.routes : [];
  const route = routes.find((r): r is string => typeof r === 'string');
  return route === undefined || route === '*' ? '/__studio-no-such-page' : route;
}

/** Endpoints of the screen's data sources, in the order written. */
function sourceEndpoints(compiled: unknown): string[] {
  const data = isObj(compiled) && isObj(compiled.data) ? compiled.data : {};
  return Object.values(data).flatMap((source) =>
    isObj(source) && typeof source.endpoint === 'string' ? [source.endpoint] : [],
  );
}

/** Every endpoint the screen names anywhere (calls, image endpoints), sources first. */
function allEndpoints(compiled: unknown): string[] {
  const found = new Set(sourceEndpoints(compiled));
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (isObj(value)) {
      if (typeof value.endpoint === 'string') found.add(value.endpoint);
      Object.values(value).forEach(visit);
    }
  };
  visit(compiled);
  return [...found];
}

/**
 * The previews of a screen: one per sandbox scenario that has a fixture for an endpoint the screen
 * calls (its data sources first: `default`, the seven order statuses of order details, ...), then a
 * refusal (`fault-code`) and a server fault (`fault-500`) of each data source.
 */
export function screenPreviews(screen: ProjectScreen, fixturesDir = defaultFixturesDir): StudioPreview[] {
  const compiled = screen.compiled?.value;
  const route = previewRoute(screen);
  const sources = sourceEndpoints(compiled);
  const endpoints = allEndpoints(compiled);
  const preview = (scenario: string, description: string): StudioPreview => ({
    key: scenario,
    screen: screen.file,
    route,
    scenario,
    description,
  });
  const applies = (name: string) =>
    name === 'default' ||
    endpoints.some((endpoint) => existsSync(join(fixturesDir, endpoint, `${name}.json`)));
  return [
    ...fixtureScenarios
      .filter((scenario) => applies(scenario.name))
      .map((scenario) => preview(scenario.name, scenario.description)),
    ...sources.flatMap((endpoint) => [
      preview(`fault-code:${endpoint}`, `${endpoint}: refused (code 1, "Sandbox: service unavailable").`),
      preview(`fault-500:${endpoint}`, `${endpoint}: HTTP 500.`),
    ]),
  ];
}

/** The previews of a part: each screen that uses it, with its default scenario. */
export function partPreviews(part: string, screens: ProjectScreen[]): StudioPreview[] {
  return screens
    .filter((screen) => partsUsedBy(screen).has(part))
    .map((screen) => ({
      key: `${screen.file} default`,
      screen: screen.file,
      route: previewRoute(screen),
      scenario: 'default',
      description: `${screen.file}, which uses this part, with every endpoint's default answer.`,
    }));
}
