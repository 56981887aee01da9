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
  /** The screen runs actions before its content shows (`onLoad`): their chunk loads with the screen's. */
  onLoad: boolean;
}

/** The scope roots a source may read and still be sent at navigation: both are known before the screen. */
const NAVIGATION_ROOTS = new Set(['query', 'session']);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

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

function collectTypes(value: unknown, known: ReadonlySet<string>, into: Set<string>): Set<string> {
  if (Array.isArray(value)) for (const item of value) collectTypes(item, known, into);
  else if (isRecord(value)) {
    if (typeof value.type === 'string' && known.has(value.type)) into.add(value.type);
    for (const child of Object.values(value)) collectTypes(child, known, into);
  }
  return into;
}

/** The plan of one compiled screen; `widgetTypes` are the widget types of the screen language. */
export function routePlan(screen: unknown, widgetTypes: Iterable<string>): RoutePlan {
  const record = isRecord(screen) ? screen : {};
  const known = new Set(widgetTypes);
  // Only the body's: widgets used only in modals load after the first paint (src/engine/afterPaint.ts).
  const widgets = [...collectTypes(record.body, known, new Set())].sort();
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
  return { widgets, data, onLoad: Array.isArray(record.onLoad) && record.onLoad.length > 0 };
}
