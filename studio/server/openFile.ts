import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isExperimentFile } from '../../language/experiments/checkExperiments.ts';
import { readExperiments } from '../../language/experiments/experiments.ts';
import { screenStates } from '../../sandbox/screenStates.ts';
import type { StudioFile, StudioProblem } from '../studioTypes.ts';
import { catalogWarnings } from './locales.ts';
import { experimentPreviews, partPreviews } from './previews.ts';
import { readProjectScreens } from './projectScreens.ts';
import { checkScreenFile, fileVersion } from './saveScreenFile.ts';

// The studio's reads of a tree: the dev server's studio (studio/vitePlugin.ts) answers them for its
// own tree, the studio service (studio/service/server.ts) for each draft's, with one warm checker.

/**
 * A file as the studio opens it, with its previews: a screen's states (a variant's file as that
 * variant, a published screen with an experiment as its control), a part in each screen using it, an
 * experiment's variants side by side.
 */
export function openFile(root: string, file: string): StudioFile {
  const screens = readProjectScreens(root);
  const experiments = readExperiments(root);
  const screen = screens.find((s) => s.file === file);
  const text = screen?.text ?? readFileSync(join(root, file), 'utf8');
  return {
    file,
    text,
    version: fileVersion(text),
    problems: [...checkScreenFile(root, file), ...catalogWarnings(root, file)],
    previews: screen
      ? screenStates(screen, undefined, experiments)
      : isExperimentFile(file)
        ? experimentPreviews(file, screens, experiments)
        : partPreviews(file, screens, experiments),
  };
}

/** The problems of unsaved text: the checker's errors, and the catalogs' warnings (only an error refuses a save). */
export function checkStudioText(root: string, file: string, text: string): StudioProblem[] {
  return [...checkScreenFile(root, file, text), ...catalogWarnings(root, file, text)];
}
