import { firstPaintWidgetTypes } from './firstPaint.ts';

/**
 * What the route manifest (`virtual:screens`) carries for each screen besides its routes, read off
 * the compiled screen at build time, so the app can start everything a route needs at navigation:
 * the widget types of its body, whose chunks load with the screen's, and the data sources it can call before
 * the screen's chunk has arrived.
 */

/** The part of a data source the prefetch needs: the call, not what the screen does with its answer. */
export interface PrefetchSource {
  endpoint: string;
  params?: Record<string, unknown>;
  when?: unknown;
  loadingToast?: string;
  /** Only where a main image reads the answer (`mainImages`): its readable names. */
  map?: unknown;
}

/**
 * A main image (a banner, or an image with `"priority": true`) whose `src` is a formula over the
 * answers of calls sent at navigation, such as the order status banner: the app hints it the moment
 * those answers arrive (`src/engine/prefetch.ts`), while the entry and the screen's chunks are
 * still on their way, instead of when the screen renders its `<img>`.
 */
export interface AnswerImage {
  /** The compiled `src`. */
  src: unknown;
  /** The ids of the data sources it reads. */
  sources: string[];
}

export interface RoutePlan {
  widgets: string[];
  data: Record<string, PrefetchSource>;
  /**
   * The screen's `onLoad` needs its actions the moment the content shows, so their chunk loads with
   * the screen's (`needsActionsAtLoad`): after the `setState`s it starts with, which the screen runs
   * itself, it may set state at once, before anything it waits for (the content first shows
   * with that state), or it starts a timer the borrower counts from the load ("the rating opens
   * 3 s after load"), or it sends a request before anything it waits for (a visit is tracked even
   * when the borrower leaves at once). Other `onLoad`s (open a modal or a page) run once the content
   * shows, with the actions loaded after the first paint.
   */
  actionsAtLoad: boolean;
  /** The main images chosen by the answers of the calls in `data` (see `AnswerImage`). */
  mainImages: AnswerImage[];
}

/** The scope roots a source may read and still be sent at navigation: both are known before the screen. */
const NAVIGATION_ROOTS = new Set(['query', 'session']);

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Actions that change nothing on the page's layout: a modal is fixed over it, the others leave it. */
const LEAVES_LAYOUT = new Set([
  'openModal',
  'closeModal',
  'openUrl',
  'openApp',
  'navigate',
  'bridge',
  'alert',
  'copy',
  'mail',
  'scrollTo',
  'toast',
]);
/** Actions that wait (for the network, a timer or the phone) before anything after them runs. */
const WAITS = new Set(['call', 'delay', 'geolocation', 'reload']);

/**
 * Whether actions may change what the page shows before their first wait: an action not known to
 * leave the layout alone (a `setState`, a `countdown`), also at the start of an `if`'s branches.
 */
export function setsStateAtOnce(actions: unknown): boolean {
  if (!Array.isArray(actions)) return false;
  for (const action of actions) {
    const type = isRecord(action) ? action.type : undefined;
    if (type === 'if') {
      if (setsStateAtOnce((action as Record<string, unknown>).then)) return true;
      if (setsStateAtOnce((action as Record<string, unknown>).else)) return true;
      continue;
    }
    if (typeof type === 'string' && WAITS.has(type)) return false;
    if (typeof type !== 'string' || !LEAVES_LAYOUT.has(type)) return true;
  }
  return false;
}

/**
 * Whether actions send a request (a `call`) before anything else they wait for, also at the start
 * of an `if`'s branches: the server should see it when the page loads, not after the first paint.
 */
export function callsAtOnce(actions: unknown): boolean {
  if (!Array.isArray(actions)) return false;
  for (const action of actions) {
    if (!isRecord(action)) continue;
    if (action.type === 'call') return true;
    if (action.type === 'if' && (callsAtOnce(action.then) || callsAtOnce(action.else))) return true;
    if (typeof action.type === 'string' && WAITS.has(action.type)) return false;
  }
  return false;
}

/**
 * Whether a screen's `onLoad` needs the actions' chunk the moment its content shows. The
 * `setState`s it starts with do not: the screen runs them itself (`runLeadingSetStates`, in the
 * entry). What comes after them does where it sets state or sends a call before its first wait, or
 * where a timer starts anywhere in it.
 */
export function needsActionsAtLoad(onLoad: unknown): boolean {
  if (!Array.isArray(onLoad)) return false;
  const first = onLoad.findIndex((action) => !isRecord(action) || action.type !== 'setState');
  const rest = first < 0 ? [] : onLoad.slice(first);
  return setsStateAtOnce(rest) || callsAtOnce(rest) || startsTimer(rest);
}

/** Whether actions start a timer (`delay`, `countdown`) anywhere, in branches and call outcomes too. */
export function startsTimer(actions: unknown): boolean {
  if (Array.isArray(actions)) return actions.some(startsTimer);
  if (!isRecord(actions)) return false;
  if (actions.type === 'delay' || actions.type === 'countdown') return true;
  return ['then', 'else', 'onSuccess', 'onFailure'].some((key) => startsTimer(actions[key]));
}

/** True when every path the expression reads is one `allowed` accepts (literal paths only). */
function readsOnly(expression: unknown, allowed: (path: string) => boolean): boolean {
  if (Array.isArray(expression)) return expression.every((element) => readsOnly(element, allowed));
  if (!isRecord(expression)) return true;
  const keys = Object.keys(expression);
  if (keys.length === 1 && keys[0] === 'literal') return true;
  if (keys.length === 1 && keys[0] === 'var') {
    const operand = expression.var;
    const path = Array.isArray(operand) ? operand[0] : operand;
    if (typeof path !== 'string') return false;
    const fallback = Array.isArray(operand) ? operand.slice(1) : [];
    return allowed(path) && fallback.every((element) => readsOnly(element, allowed));
  }
  return Object.values(expression).every((value) => readsOnly(value, allowed));
}

/** True when every path the expression reads starts at `query` or `session`. */
export function readsOnlyNavigation(expression: unknown): boolean {
  return readsOnly(expression, (path) => NAVIGATION_ROOTS.has(path.split('.')[0] ?? ''));
}

/** Whether an image node is its screen's main image: a banner, unless it says otherwise, or `priority`. */
export function isMainImage(node: Record<string, unknown>): boolean {
  return (
    node.type === 'image' &&
    (node.priority === true || (node.priority === undefined && node.size === 'banner'))
  );
}

/**
 * The main images of a compiled screen's body whose `src` is a formula reading nothing but `query`,
 * `session` and the answers of `sent` (the sources sent at navigation). Left out: a literal `src`
 * (index.html preloads it, `priorityImages`), an image under a `when` (it may not show: a hint would
 * spend the borrower's bandwidth on nothing), one in a list or a modal.
 */
export function answerImages(screen: Record<string, unknown>, sent: ReadonlySet<string>): AnswerImage[] {
  const found: AnswerImage[] = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const element of value) visit(element);
      return;
    }
    if (!isRecord(value) || value.when !== undefined || value.type === 'list') return;
    if (isMainImage(value) && value.src !== undefined && typeof value.src !== 'string') {
      const sources = new Set<string>();
      const known = readsOnly(value.src, (path) => {
        const [root = '', id = ''] = path.split('.');
        if (root !== 'data' || !sent.has(id)) return NAVIGATION_ROOTS.has(root);
        sources.add(id);
        return true;
      });
      if (known && sources.size > 0) found.push({ src: value.src, sources: [...sources].sort() });
    }
    for (const child of Object.values(value)) visit(child);
  };
  visit(screen.body);
  return found;
}

/** The plan of one compiled screen; `widgetTypes` are the widget types of the screen language. */
export function routePlan(screen: unknown, widgetTypes: Iterable<string>): RoutePlan {
  const record = isRecord(screen) ? screen : {};
  const known = new Set(widgetTypes);
  // Only those the first paint can show: widgets in modals, in tabs not opened and under a `when`
  // false at first load after the first paint (src/engine/afterPaint.ts).
  const widgets = [...firstPaintWidgetTypes(record, (type) => known.has(type))].sort();
  const data: Record<string, PrefetchSource> = {};
  for (const [id, def] of Object.entries(isRecord(record.data) ? record.data : {})) {
    if (!isRecord(def) || typeof def.endpoint !== 'string') continue;
    if (!readsOnlyNavigation(def.params) || !readsOnlyNavigation(def.when)) continue;
    data[id] = {
      endpoint: def.endpoint,
      ...(def.params === undefined ? {} : { params: def.params as Record<string, unknown> }),
      ...(def.when === undefined ? {} : { when: def.when }),
      ...(typeof def.loadingToast === 'string' ? { loadingToast: def.loadingToast } : {}),
    };
  }
  const mainImages = answerImages(record, new Set(Object.keys(data)));
  // The image evaluates the answer under the screen's readable names.
  for (const id of mainImages.flatMap((image) => image.sources)) {
    const def = isRecord(record.data) ? record.data[id] : undefined;
    const source = data[id];
    if (source && isRecord(def) && def.map !== undefined) source.map = def.map;
  }
  return {
    widgets,
    data,
    actionsAtLoad: needsActionsAtLoad(record.onLoad),
    mainImages,
  };
}
