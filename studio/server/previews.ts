import { type ScreenState, stateRoute } from '../../sandbox/screenStates.ts';
import { type ProjectScreen, partsUsedBy } from './projectScreens.ts';

/** The previews of a part: each screen that uses it, in its default state (sandbox/screenStates.ts). */
export function partPreviews(part: string, screens: ProjectScreen[]): ScreenState[] {
  return screens
    .filter((screen) => partsUsedBy(screen).has(part))
    .map((screen) => ({
      key: `${screen.file} default`,
      screen: screen.file,
      route: stateRoute(screen),
      scenario: 'default',
      description: `${screen.file}, which uses this part, with every endpoint's default answer.`,
    }));
}
