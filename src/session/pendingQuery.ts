// `var`, as src/floor/floorMarks.ts: the floor's check (ES5, src/floor/belowFloor.ts) imports it too.
/**
 * The sessionStorage key of page queries the app has not read yet. A prerendered page starts the
 * app only once it has painted (src/floor/belowFloor.ts), so its `load` can come first, and the
 * host (or a test) may open the next address, with no session parameters, before the app has read
 * this one's: the floor's check keeps the page's query here as the page is parsed, and the app
 * reads these queries, in order, before its own (`initSession`). One query a line.
 */
export var PENDING_QUERIES_KEY = 'loan.session.pending';
