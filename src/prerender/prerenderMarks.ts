/**
 * The attribute of `#root` a prerendered page carries (scripts/prerenderPlugin.ts): the screen file
 * whose first screen the build drew there. `main.tsx` hydrates it when the address is that screen's.
 */
export const PRERENDERED = 'data-prerendered';

/**
 * Beside it when the page holds the whole first screen (the screen waits for no answer): readable as
 * it is, without JavaScript and below the engine floor (`src/floor/floorPage.ts` keeps it).
 */
export const PRERENDERED_WHOLE = 'data-whole';
