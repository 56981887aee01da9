import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { defaultFixturesDir } from './fixtureStore.ts';
import { fixtureScenarios } from './scenarios.ts';

/*
 * The states a screen is seen in, one plan for every tool that renders screens: the studio's
 * previews (studio/) and the change review (scripts/review/) list the same states from here, each
 * opened with the session of `stateSession.ts`. It lives below both, beside the scenarios it picks
 * from, so neither tool reaches into the other.
 */

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** One state: a screen at a route, answered by one sandbox scenario. */
export interface ScreenState {
  /** Unique in the list, e.g. `order-174-delay0` or `screens/repayPeriod.json default`. */
  key: string;
  /** The screen it shows. */
  screen: string;
  route: string;
  /** Sandbox scenario names (see sandbox/README.md), e.g. `fault-code:loanDetails`. */
  scenario: string;
  description: string;
}

/** A screen file as the plan reads it: its JSON as written and the compiler's output (absent when it is not JSON). */
export interface PlannedScreen {
  file: string;
  data?: Obj;
  compiled?: { value: unknown };
}

/** The route a state opens: the screen's first route; the not-found screen (`*`) gets an unknown path. */
export function stateRoute(screen: PlannedScreen): string {
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
 * The states of a screen: one per sandbox scenario that has a fixture for an endpoint the screen
 * calls (its data sources first: `default`, the order statuses of order details, ...), then a
 * refusal (`fault-code`) and a server fault (`fault-500`) of each data source. `fixturesDir` is the
 * sandbox's own unless a side of a review brings its fixtures.
 */
export function screenStates(screen: PlannedScreen, fixturesDir = defaultFixturesDir): ScreenState[] {
  const compiled = screen.compiled?.value;
  const route = stateRoute(screen);
  const sources = sourceEndpoints(compiled);
  const endpoints = allEndpoints(compiled);
  const state = (scenario: string, description: string): ScreenState => ({
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
      .map((scenario) => state(scenario.name, scenario.description)),
    ...sources.flatMap((endpoint) => [
      state(`fault-code:${endpoint}`, `${endpoint}: refused (code 1, "Sandbox: service unavailable").`),
      state(`fault-500:${endpoint}`, `${endpoint}: HTTP 500.`),
    ]),
  ];
}
