/**
 * What an event's `route` may be (DESIGN §10): a route pattern or an app path of word characters, at
 * most 80 long, else `*`; nothing a borrower typed rides along. ES5 syntax, with no import: the page
 * below the floor (src/floor/floorPage.ts) bundles it too.
 */
var ROUTE = /^(?:\*|\/[\w/.-]{0,80})$/;

/** The route as an event carries it. */
export function eventRoute(route: unknown): string {
  return typeof route === 'string' && ROUTE.test(route) ? route : '*';
}
