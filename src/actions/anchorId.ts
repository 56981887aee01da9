/**
 * The DOM id of a stack's `anchor`. The prefix keeps screen-chosen names (`cookies`) apart
 * from ids the engine or the browser use, so an anchor never collides with them.
 */
export function anchorId(anchor: string): string {
  return `anchor-${anchor}`;
}
