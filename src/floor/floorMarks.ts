/**
 * The marks on `<html>` that the app and the scripts of the page below the floor (DESIGN §11) leave
 * for each other. ES5 syntax, as the scripts that bundle it (`belowFloor.ts`).
 */

/** Set by the app's entry as it starts (src/main.tsx): this engine runs the app. */
export var APP_STARTED = 'data-app';

/** Set by `belowFloor.ts`, with the reason, for the page it loads (`floorPage.ts`). */
export var BELOW_FLOOR = 'data-below-floor';

/**
 * Set by the boot chunk once it has read the page's query into the session (src/boot.ts): the
 * floor's check then keeps no copy of it for a later page (src/session/pendingQuery.ts).
 */
export var SESSION_READ = 'data-session-read';
