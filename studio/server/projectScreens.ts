import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { activeBrandScope } from '../../language/brand/brand.ts';
import { parseScreen } from '../../language/check/parsedScreen.ts';
import { compileScreenOnce } from '../../language/compile/compileOnce.ts';
import type { CompiledScreen } from '../../language/compile/compileScreen.ts';
import { readParts } from '../../language/compile/parts.ts';
import { isVariantFile, screenFiles } from '../../language/compile/screenFiles.ts';
import { experimentFiles } from '../../language/experiments/experiments.ts';
import type { StudioExperiment, StudioFiles } from '../studioTypes.ts';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A screen file read from disk and compiled as the app ships it; `compiled` is absent when it is not JSON. */
export interface ProjectScreen {
  file: string;
  text: string;
  data?: Obj;
  compiled?: CompiledScreen;
}

/**
 * A file the studio may read and write, by its path from the project root: a screen or a part, an
 * experiment (`experiments/goLoanButton.json`) or a variant's screen (`experiments/goLoanButton/b.json`).
 */
export function isStudioFile(file: string): boolean {
  return /^(screens\/(parts\/)?|experiments\/([A-Za-z0-9_-]+\/)?)[A-Za-z0-9_-]+\.json$/.test(file);
}

/** Reads and compiles every screen of the project (formulas, names and parts as they ship). */
export function readProjectScreens(root: string): ProjectScreen[] {
  const parts = readParts(root);
  const brand = activeBrandScope(root);
  return screenFiles(root).map((file) => {
    const text = readFileSync(join(root, file), 'utf8');
    // Parsed and compiled once while the file, its parts and the brand stay as they were (shared: read only).
    const { data } = parseScreen(file, text);
    if (!isObj(data)) return { file, text };
    return { file, text, data, compiled: compileScreenOnce(data, file, parts, brand) };
  });
}

/** The parts files a compiled screen took nodes from. */
export function partsUsedBy(screen: ProjectScreen): Set<string> {
  const used = new Set<string>();
  for (const origin of screen.compiled?.origins.values() ?? []) if (origin.via) used.add(origin.file);
  return used;
}

/** Each experiment file with what it runs on and whether it runs, as far as it can be read. */
function studioExperiments(root: string): StudioExperiment[] {
  return experimentFiles(root).map((file) => {
    const id = file.slice('experiments/'.length, -'.json'.length);
    try {
      const data = JSON.parse(readFileSync(join(root, file), 'utf8')) as {
        screen?: unknown;
        status?: unknown;
      };
      return {
        file,
        id,
        screen: typeof data.screen === 'string' ? data.screen : '',
        status: typeof data.status === 'string' ? data.status : '',
      };
    } catch {
      return { file, id, screen: '', status: '' };
    }
  });
}

/**
 * The side list of the studio: every screen (id, title, routes; a variant's file with its experiment
 * and variant), every part with the screens using it, and every experiment.
 */
export function studioFiles(root: string): StudioFiles {
  const screens = readProjectScreens(root);
  const parts = [...readParts(root).values()].map((part) => ({
    file: part.file,
    name: part.name,
    usedBy: screens.filter((screen) => partsUsedBy(screen).has(part.file)).map((screen) => screen.file),
  }));
  return {
    screens: screens.map(({ file, data }) => {
      const id = typeof data?.id === 'string' ? data.id : file;
      const routes = Array.isArray(data?.routes)
        ? data.routes.filter((r): r is string => typeof r === 'string')
        : [];
      const title = typeof data?.title === 'string' ? data.title : id;
      // Named by its path, as the checker requires of a variant the experiment names.
      const [, experiment = '', name = ''] = file.split('/');
      const variant = isVariantFile(file) ? { experiment, id: name.replace(/\.json$/, '') } : undefined;
      return { file, id, title, routes, ...(variant ? { variant } : {}) };
    }),
    parts,
    experiments: studioExperiments(root),
  };
}
