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
  /**
   * Parameters its address carries besides the session's, the scenario's and the language: the
   * variant it shows of its screen's experiment (`{ variant: 'goLoanButton:b' }`, {@link stateVariant}).
   * Absent for a screen with no experiment.
   */
  query?: Readonly<Record<string, string>>;
}

/** A screen file as the plan reads it: its JSON as written and the compiler's output (absent when it is not JSON). */
export interface PlannedScreen {
  file: string;
  data?: Obj;
  compiled?: { value: unknown };
}

/**
 * An experiment as the plan reads it (`experiments/<id>.json`, DESIGN §14): the screen it runs on,
 * whether it runs, and its variants, the control first (the published screen) and each other one with
 * its own screen file (`experiments/<id>/<variant>.json`).
 */
export interface PlannedExperiment {
  id: string;
  screen: string;
  status: string;
  winner?: string;
  variants: readonly { id: string; screen?: string }[];
}

/**
 * The query parameter a page is previewed as one variant by (`?variant=goLoanButton:b`): the app's
 * `PREVIEW_PARAM` (src/experiments/variantChoice.ts, which reads the build's experiments and so is no
 * module a node tool can import). A previewed variant counts no exposure.
 */
const PREVIEW_VARIANT_PARAM = 'variant';

/** The variant a screen file's states show, and the experiment it is one of. */
export interface StateVariant {
  experiment: PlannedExperiment;
  /** The variant's id (`b`); `experiment.variants[0]` is the control. */
  variant: string;
}

/**
 * Which variant of an experiment the states of `screen` show: a variant's own file is that variant;
 * the published screen of a running or decided experiment is its control, named so that a preview of
 * it never depends on the split of the session's device. Undefined for a screen no experiment runs on.
 */
export function stateVariant(
  screen: PlannedScreen,
  experiments: readonly PlannedExperiment[],
): StateVariant | undefined {
  for (const experiment of experiments) {
    const own = experiment.variants.find((variant) => variant.screen === screen.file);
    if (own) return { experiment, variant: own.id };
  }
  // A variant's file has its screen's id: only the published file is the control.
  if (!screen.file.startsWith('screens/')) return undefined;
  const live = experiments.find(
    (experiment) => experiment.screen === screen.data?.id && experiment.status !== 'stopped',
  );
  const control = live?.variants[0];
  return live && control ? { experiment: live, variant: control.id } : undefined;
}

/**
 * The variant the app shows where the address asks for `variant`: that one while the experiment runs;
 * once it no longer does, the published screen (the control) if it stopped, the winner if decided,
 * whatever the address asks for.
 */
export function variantShown({ experiment, variant }: StateVariant): string | undefined {
  if (experiment.status === 'decided') return experiment.winner;
  if (experiment.status === 'stopped') return experiment.variants[0]?.id;
  return variant;
}

/** What a preview of a variant says of it (`As variant b of goLoanButton.`), and what it shows instead. */
function variantNote(shown: StateVariant): string {
  const what = `As variant ${shown.variant} of ${shown.experiment.id}`;
  const instead = variantShown(shown);
  return instead === shown.variant
    ? `${what}.`
    : `${what}, which is ${shown.experiment.status}: the app shows variant ${instead}.`;
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
 * sandbox's own unless a side of a review brings its fixtures. With the project's `experiments`, the
 * states of a variant's file show that variant, those of a published screen with one its control.
 */
export function screenStates(
  screen: PlannedScreen,
  fixturesDir = defaultFixturesDir,
  experiments: readonly PlannedExperiment[] = [],
): ScreenState[] {
  const compiled = screen.compiled?.value;
  const route = stateRoute(screen);
  const sources = sourceEndpoints(compiled);
  const endpoints = allEndpoints(compiled);
  const shown = stateVariant(screen, experiments);
  const state = (scenario: string, description: string): ScreenState => ({
    key: scenario,
    screen: screen.file,
    route,
    scenario,
    ...(shown
      ? {
          description: `${description} ${variantNote(shown)}`,
          query: { [PREVIEW_VARIANT_PARAM]: `${shown.experiment.id}:${shown.variant}` },
        }
      : { description }),
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
