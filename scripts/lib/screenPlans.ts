import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { compileScreen } from './compileScreen.ts';
import { readParts } from './parts.ts';
import { type RoutePlan, routePlan } from './routeManifest.ts';

/** One screen file with its routes and what starts at navigation to it. */
export interface ScreenPlan {
  /** `screens/<name>.json` */
  file: string;
  absolute: string;
  routes: string[];
  plan: RoutePlan;
}

/**
 * Every screen of `screens/`, compiled, with its route plan: read by the route manifest
 * (screensPlugin), the route preload (routePreloadPlugin) and the bench. A screen that does not
 * compile is left out; the checker reports it.
 */
export function readScreenPlans(root: string): ScreenPlan[] {
  const parts = readParts(root);
  const widgetTypes = readdirSync(resolve(root, 'schemas/widgets')).map((name) => name.split('.')[0] ?? '');
  const plans: ScreenPlan[] = [];
  for (const name of readdirSync(resolve(root, 'screens')).sort()) {
    if (!name.endsWith('.json')) continue;
    const file = `screens/${name}`;
    const absolute = join(root, file);
    try {
      const screen = JSON.parse(readFileSync(absolute, 'utf8')) as { routes?: unknown };
      const routes = Array.isArray(screen.routes)
        ? screen.routes.filter((route): route is string => typeof route === 'string')
        : [];
      plans.push({
        file,
        absolute,
        routes,
        plan: routePlan(compileScreen(screen, file, parts).value, widgetTypes),
      });
    } catch {
      // Reported by the checker.
    }
  }
  return plans;
}
