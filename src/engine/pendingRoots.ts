import type { WidgetNode } from './screenTypes';

/**
 * What a screen does not know yet while it draws: the roots of its scope whose values are still to
 * come. The build wrote on each widget of the body what it reads that no build can know (`$reads`,
 * `$whenReads`, language/plans/renderReads.ts); a widget that reads a pending root is drawn as a
 * skeleton of its shape, one whose `when` does is left out until it is decided. So the page's
 * prerendered HTML (drawn where nothing but the screen's JSON is known), the hydration of it and a
 * screen whose answers are on their way all show the screen's own frame, the same each time.
 */
export type PendingRoots = ReadonlySet<string>;

/**
 * Where nothing but the screen's JSON is known: the build's prerender, and the hydration of what it
 * drew. The device is drawn as a phone's own browser (the store links of the download page), the one
 * most borrowers open a shared page in; an in-app browser's page follows as the app runs.
 */
export const PRERENDER_PENDING: PendingRoots = new Set(['data', 'query', 'session', 'storage', 'state']);

/** What a screen still waits for: its answers, and the state its onLoad sets before the content shows. */
export function pendingWhileLoading(loading: boolean, settingUp: boolean): PendingRoots | undefined {
  if (!loading && !settingUp) return undefined;
  const roots = new Set<string>();
  if (loading) roots.add('data');
  if (settingUp) roots.add('state');
  return roots;
}

interface ReadsOfNode {
  $reads?: readonly string[];
  $whenReads?: readonly string[];
  $before?: readonly string[];
}

const readsAny = (reads: readonly string[] | undefined, pending: PendingRoots): boolean =>
  reads?.some((root) => pending.has(root)) === true;

/**
 * How a node draws while some roots are pending: itself, a skeleton (when its `when` holds), its
 * box (a skeleton whatever its `when`), or not yet at all: when a
 * widget before it has a box of a size still unknown (it would move when that one draws), or its own
 * `when` is not decided (an image of a written size then holds its box as a skeleton).
 */
export function pendingDraw(
  node: WidgetNode,
  pending: PendingRoots | undefined,
): 'node' | 'skeleton' | 'box' | 'none' {
  if (pending === undefined || pending.size === 0) return 'node';
  const reads = node as ReadsOfNode;
  if (readsAny(reads.$before, pending)) return 'none';
  if (readsAny(reads.$whenReads, pending)) {
    // An image's box is written (its `size`, or its width and height): it holds it.
    return node.type === 'image' ? 'box' : 'none';
  }
  return readsAny(reads.$reads, pending) ? 'skeleton' : 'node';
}
