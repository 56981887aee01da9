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

/** True when every path the expression reads starts at `query` or `session`. */
export function readsOnlyNavigation(expression: unknown): boolean {
  if (Array.isArray(expression)) return expression.every(readsOnlyNavigation);
  if (!isRecord(expression)) return true;
  const keys = Object.keys(expression);
  if (keys.length === 1 && keys[0] === 'literal') return true;
  if (keys.length === 1 && keys[0] === 'var') {
    const operand = expression.var;
    const path = Array.isArray(operand) ? operand[0] : operand;
    if (typeof path !== 'string') return false;
    const fallback = Array.isArray(operand) ? operand.slice(1) : [];
    return NAVIGATION_ROOTS.has(path.split('.')[0] ?? '') && fallback.every(readsOnlyNavigation);
  }
  return Object.values(expression).every(readsOnlyNavigation);
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
  return {
    widgets,
    data,
    actionsAtLoad: needsActionsAtLoad(record.onLoad),
  };
}
