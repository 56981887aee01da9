import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { activeBrandScope } from '../brand/brand.ts';
import { parseScreen } from '../check/parsedScreen.ts';
import { compileScreenOnce } from '../compile/compileOnce.ts';
import { readParts } from '../compile/parts.ts';
import { isMainImage, isRecord, type RoutePlan, routePlan } from './routeManifest.ts';

/** One screen file with its routes and what starts at navigation to it. */
export interface ScreenPlan {
  /** `screens/<name>.json` */
  file: string;
  absolute: string;
  routes: string[];
  plan: RoutePlan;
  /**
   * The screen's main images as written (a banner, or an image with `"priority": true`, in its
   * body, with a literal same-origin or https `src`): index.html's route preload asks for them at
   * once. Not in the manifest the app ships: only the preload needs them. A main image chosen by a
   * formula over the answers is the plan's (`RoutePlan.mainImages`): hinted when they arrive.
   */
  images: string[];
}

/** The literal sources of the main images in a compiled screen's body. */
export function priorityImages(screen: unknown): string[] {
  const found = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const element of value) visit(element);
      return;
    }
    if (!isRecord(value)) return;
    if (isMainImage(value) && typeof value.src === 'string') {
      const src = value.src;
      if ((src.startsWith('/') && !src.startsWith('//')) || src.startsWith('https://')) found.add(src);
    }
    for (const [key, child] of Object.entries(value)) if (key !== 'modals') visit(child);
  };
  visit(isRecord(screen) ? screen.body : undefined);
  return [...found];
}

/**
 * Every screen of `screens/`, compiled, with its route plan: read by the route manifest
 * (screensPlugin), the route preload (routePreloadPlugin) and the bench; `files` instead, those
 * screen files (an experiment's variants, `experiments/<id>/<variant>.json`). A screen that does not
 * compile is left out; the checker reports it.
 */
export function readScreenPlans(root: string, files?: readonly string[]): ScreenPlan[] {
  const parts = readParts(root);
  const brand = activeBrandScope(root);
  const widgetTypes = readdirSync(resolve(root, 'schemas/widgets')).map((name) => name.split('.')[0] ?? '');
  const plans: ScreenPlan[] = [];
  const names =
    files ??
    readdirSync(resolve(root, 'screens'))
      .sort()
      .filter((name) => name.endsWith('.json'))
      .map((name) => `screens/${name}`);
  for (const file of names) {
    const absolute = join(root, file);
    try {
      // Parsed and compiled once while the file, its parts and the brand are as they were.
      const { data: screen, parseError } = parseScreen(file, readFileSync(absolute, 'utf8'));
      if (parseError || !screen) continue;
      const routes = Array.isArray(screen.routes)
        ? screen.routes.filter((route): route is string => typeof route === 'string')
        : [];
      const compiled = compileScreenOnce(screen, file, parts, brand).value;
      plans.push({
        file,
        absolute,
        routes,
        plan: routePlan(compiled, widgetTypes),
        images: priorityImages(compiled),
      });
    } catch {
      // Reported by the checker.
    }
  }
  return plans;
}
