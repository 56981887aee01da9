import type { Targets } from 'lightningcss';

/** browserslist's names of engines as MDN's compatibility data names them. */
export const MDN_BROWSER: Record<string, string>;
/** The engines of the floor, as browserslist names them. */
export function floorBrowsers(path?: string): string[];
/** The floor by MDN's names, with browserslist's name and the oldest version of each. */
export function floorEngines(path?: string): Record<string, { name: string; version: number }>;
/** The floor as Oxc's targets (Vite's `build.target`). */
export function buildTargets(browsers?: string[]): string[];
/** The floor as Vite's CSS target. */
export function cssTargets(browsers?: string[]): string[];
/** The build's CSS engines as Lightning CSS's targets. */
export function cssLightningTargets(path?: string): Targets;
