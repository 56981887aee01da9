// `var`, as src/floor/floorMarks.ts: the below-the-floor page (ES5, src/floor/floorPage.ts) imports these too.
/**
 * The attribute of `#root` a prerendered page carries (scripts/prerenderPlugin.ts): the screen file
 * whose first screen the build drew there. `main.tsx` hydrates it when the address is that screen's.
 */
export var PRERENDERED = 'data-prerendered';

/** Beside it: the language the page was drawn in (`en`, `fil`); the app hydrates it only in that language. */
export var PRERENDERED_LOCALE = 'data-locale';

/**
 * Beside it when the page holds the whole first screen (the screen waits for no answer): readable as
 * it is, without JavaScript and below the engine floor (`src/floor/floorPage.ts` keeps it).
 */
export var PRERENDERED_WHOLE = 'data-whole';

/** Set on `<html>` once the app has taken the prerendered page over (hydrated it) and drawn what the page knows. */
export var HYDRATED = 'data-hydrated';

/**
 * On the floor's check of a prerendered page: the app's module scripts, which it starts once the
 * page has painted (src/floor/belowFloor.ts), where index.html has them itself.
 */
export var START_MODULES = 'data-start';

/** Beside it: the chunks those modules import, which it preloads as it starts them. */
export var START_PRELOADS = 'data-preload';
