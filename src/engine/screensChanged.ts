/**
 * The dev server's event for a screen, part, variant or catalog saved without changing any route
 * (scripts/screensPlugin.ts sends it): the page swaps the screen it shows for the new one without
 * loading again (`src/engine/screens.ts`), so a studio preview shows a save in a fraction of a
 * second instead of a reload of every module.
 */
export const SCREENS_CHANGED_EVENT = 'loan:screens-changed';
