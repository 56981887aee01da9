/**
 * The marks on `<html>` that the app and the scripts of the page below the floor (DESIGN §11) leave
 * for each other. ES5 syntax, as the scripts that bundle it (`belowFloor.ts`).
 */

/** Set by the app's first module as it starts (src/boot.ts): this engine runs the app. */
export var APP_STARTED = 'data-app';

/** Set by `belowFloor.ts`, with the reason, for the page it loads (`floorPage.ts`). */
export var BELOW_FLOOR = 'data-below-floor';
