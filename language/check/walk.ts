import type { ApiSchemas } from '../api/apiSchemas.ts';
import type { ParsedScreen, ScreenProblem } from './parsedScreen.ts';
import type { ScreenSchemas } from './screenSchemas.ts';

// Phase 2 of the checker: what a schema alone cannot prove. Its passes share one walk of the screen.

/** What every screen is checked against: the API, the screen schemas, the routes and session keys of all screens. */
export interface Project {
  api: ApiSchemas;
  schemas: ScreenSchemas;
  routes: Set<string>;
  sessionKeys: Set<string>;
  /** The scheme of the brand's app (`brand.appScheme`), the only one `openApp` may open; unknown when the brand file is broken. */
  appScheme?: string;
}

/** One screen's walk: where problems go, and the names the screen declares (modals, sources, anchors). */
export interface Walk {
  screen: ParsedScreen;
  project: Project;
  problems: ScreenProblem[];
  modals: Set<string>;
  sources: Set<string>;
  anchors: Set<string>;
  /** State keys the screen keeps in local storage (`persist`). */
  persisted: Set<string>;
  /** The bare names a formula of the screen may read (its `let` names, a part's `params`), to tell a formula from a text. */
  names: ReadonlySet<string>;
}
