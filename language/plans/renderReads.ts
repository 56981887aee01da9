import { parseTemplate } from '../../src/expressions/template.ts';
import { type PlannedScreen, unsettledStateKeys } from './firstPaint.ts';

/**
 * What each widget of a screen's body reads that the build cannot know: the answers (`data`), the
 * page's query, the session, local storage, the device, and the state keys set before the first tap
 * or restored from storage. The build writes it on the node (`$reads`, `$whenReads`), and the app
 * draws a node that reads what is not known yet as a skeleton of its shape
 * (`src/engine/pendingRoots.ts`): the prerendered page (scripts/prerenderPlugin.ts), the hydration
 * of it, and a screen whose answers are on their way all draw the screen's own frame.
 *
 * A node's reads are those of its own props; a child widget has its own, and actions (run on a tap,
 * never while drawing) read nothing here. A form control's `stateKey` is not a read: the control is
 * drawn with the state's first value and takes a restored one as the page runs.
 */

/** The roots of a scope a build cannot know; `state` stands for the unsettled state keys. */
export type UnknownRoot = 'data' | 'query' | 'session' | 'storage' | 'device' | 'state';

const EXTERNAL_ROOTS = new Set<string>(['data', 'query', 'session', 'storage', 'device']);
/** Operators and template filters that read the session themselves: `money` picks its currency sign there. */
const READS_SESSION = new Set(['money']);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function addPath(path: string, unsettled: ReadonlySet<string>, into: Set<UnknownRoot>, soft = false): void {
  const [root = '', key] = path.trim().split(/[.[]/);
  // An answer with a written fallback, in a box of a fixed size: the fallback is drawn until it comes
  // (the promotion's copy, its Apply button).
  if (soft && root === 'data') return;
  if (EXTERNAL_ROOTS.has(root)) into.add(root as UnknownRoot);
  else if (root === 'state' && key !== undefined && unsettled.has(key)) into.add('state');
}

/**
 * Whether fallbacks are copy the frame can draw as written: they read nothing unknown and are not
 * empty (`?? ''`, and every template's placeholder, draw nothing: a skeleton says more).
 */
function isWrittenFallback(fallback: readonly unknown[], unsettled: ReadonlySet<string>): boolean {
  if (fallback.length === 0 || fallback.some((value) => value === '' || value === null)) return false;
  const reads = new Set<UnknownRoot>();
  expressionReads(fallback, unsettled, reads);
  return reads.size === 0;
}

/**
 * The unknown roots one expression (a tree, a template, a value) reads. `soft`: inside the first
 * argument of `default(…, fallback)` or a path with `??`, whose fallback reads nothing unknown.
 * `fallbacks`: whether such a fallback may stand for the answer at all: only in a box whose size
 * the answer cannot change (`hasFixedBox`). Elsewhere the answer's copy, longer or shorter, would
 * move what follows when it replaced the fallback.
 */
function expressionReads(
  expr: unknown,
  unsettled: ReadonlySet<string>,
  into: Set<UnknownRoot>,
  soft = false,
  fallbacks = false,
): void {
  if (typeof expr === 'string') {
    if (!expr.includes('{{')) return;
    for (const part of parseTemplate(expr)) {
      if (part.kind !== 'placeholder') continue;
      addPath(part.path, unsettled, into, soft);
      if (part.filters.some((filter) => READS_SESSION.has(filter))) into.add('session');
    }
    return;
  }
  if (Array.isArray(expr)) {
    for (const element of expr) expressionReads(element, unsettled, into, soft, fallbacks);
    return;
  }
  if (!isRecord(expr)) return;
  const keys = Object.keys(expr);
  if (keys.length === 1 && keys[0] === 'literal') return;
  if (keys.length === 1 && READS_SESSION.has(keys[0] as string)) into.add('session');
  if (keys.length === 1 && keys[0] === 'var') {
    const operand = expr.var;
    const [path, ...fallback] = Array.isArray(operand) ? operand : [operand];
    const withFallback = fallbacks && isWrittenFallback(fallback, unsettled);
    if (typeof path === 'string') addPath(path, unsettled, into, soft || withFallback);
    expressionReads(fallback, unsettled, into, soft, fallbacks);
    return;
  }
  if (keys.length === 1 && keys[0] === 'default' && Array.isArray(expr.default)) {
    const [value, ...fallback] = expr.default as unknown[];
    const withFallback = fallbacks && isWrittenFallback(fallback, unsettled);
    expressionReads(value, unsettled, into, soft || withFallback, fallbacks);
    expressionReads(fallback, unsettled, into, soft, fallbacks);
    return;
  }
  for (const value of Object.values(expr)) expressionReads(value, unsettled, into, soft, fallbacks);
}

type IsWidget = (type: string) => boolean;

/** A widget node, an action, or neither (a value: an option list, a `match` table). */
function kindOf(value: unknown, isWidget: IsWidget): 'widget' | 'action' | 'value' {
  if (!isRecord(value) || typeof value.type !== 'string') return 'value';
  return isWidget(value.type) ? 'widget' : 'action';
}

/** Whether a prop holds widgets or actions (or a list of them), read on their own or never. */
function holdsNodes(value: unknown, isWidget: IsWidget): boolean {
  if (Array.isArray(value))
    return value.length > 0 && value.every((item) => kindOf(item, isWidget) !== 'value');
  return kindOf(value, isWidget) !== 'value';
}

/** Widgets whose box keeps its size whatever they read: a skeleton of them moves nothing when they draw. */
const FIXED_SIZE = new Set(['button', 'input', 'textArea', 'checkbox', 'starRating']);

/** Whether a widget's box keeps its size whatever it reads: those above, and a text of `lines` lines. */
const hasFixedBox = (node: Record<string, unknown>): boolean =>
  FIXED_SIZE.has(node.type as string) ||
  (node.type === 'text' && typeof node.lines === 'number' && node.lines > 0);

/**
 * An image: its box is written (a `size` of a fixed box, or its `width` and `height`, which the
 * schema asks for otherwise), so its skeleton is its own box, drawn whatever its `when`.
 */
const isSizedImage = (node: Record<string, unknown>): boolean => node.type === 'image';

interface Walk {
  unsettled: ReadonlySet<string>;
  isWidget: IsWidget;
  /** What the widgets drawn so far (in document order) read whose box is not known until it is. */
  before: Set<UnknownRoot>;
  /** A title (`text`, variant `title`) comes before, in document order: a subtitle after it is an `h3`. */
  titled: boolean;
}

function annotate(value: unknown, walk: Walk): unknown {
  if (Array.isArray(value)) return value.map((item) => annotate(item, walk));
  if (!isRecord(value)) return value;
  const kind = kindOf(value, walk.isWidget);
  // Actions run on a tap; widgets inside a non-widget value (a tab's panel list) are still annotated.
  if (kind === 'action') return value;
  if (kind === 'value') {
    const out: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(value)) out[key] = annotate(child, walk);
    return out;
  }
  const out: Record<string, unknown> = {};
  const reads = new Set<UnknownRoot>();
  const whenReads = new Set<UnknownRoot>();
  // A `when` decides whether the box is there at all: no fallback stands for its answer.
  expressionReads(value.when, walk.unsettled, whenReads);
  const fixed = hasFixedBox(value);
  // A widget after one whose size is still unknown waits for it: drawn now, it would move then.
  if (walk.before.size > 0) out.$before = [...walk.before].sort();
  for (const [key, child] of Object.entries(value)) {
    if (holdsNodes(child, walk.isWidget)) continue;
    if (key !== 'when' && key !== 'type') expressionReads(child, walk.unsettled, reads, false, fixed);
  }
  for (const [key, child] of Object.entries(value))
    out[key] = holdsNodes(child, walk.isWidget) ? annotate(child, walk) : annotate(child, walk);
  if (reads.size > 0) out.$reads = [...reads].sort();
  // The heading level a subtitle has in the screen's order (src/widgets/Text.tsx).
  if (value.type === 'text' && value.variant === 'subtitle') out.$level = walk.titled ? 3 : 2;
  if (value.type === 'text' && value.variant === 'title') walk.titled = true;
  if (whenReads.size > 0) out.$whenReads = [...whenReads].sort();
  // What makes this widget's box unknown: a `when` not decided yet (but for an image of a written
  // size, drawn as its box), or its reads, unless its box is the same whatever it shows.
  const sized = isSizedImage(value);
  if (!sized) for (const root of whenReads) walk.before.add(root);
  if (!sized && !fixed) for (const root of reads) walk.before.add(root);
  return out;
}

/** The compiled screen with each widget of its body annotated with what it reads that is not known at build time. */
export function withRenderReads<S extends PlannedScreen>(screen: S, isWidget: IsWidget): S {
  return {
    ...screen,
    body: annotate(screen.body, {
      unsettled: unsettledStateKeys(screen),
      isWidget,
      before: new Set(),
      titled: false,
    }),
  };
}
