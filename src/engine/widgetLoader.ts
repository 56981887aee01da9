import { hasOwn } from '../expressions/hasOwn';
import { withErrorOrigin } from './renderErrorOrigin';
import type { WidgetComponent, WidgetEntry, WidgetRegistry } from './widgetTypes';

/**
 * The engine's side of the registry: which widget chunks have arrived, and loading them. It takes
 * the registry's entries as values (from `ScreenContext` or `App`'s props) and never imports
 * `src/widgets/`, so a widget that renders children (`WidgetView`) imports no registry back.
 */
const loaded = new WeakMap<WidgetEntry, WidgetComponent>();
/** The chunks on their way, so callers at once (the route, the hints after the paint, a modal, hosts) share one load. */
const loading = new WeakMap<WidgetEntry, Promise<WidgetComponent>>();

/** The component if its chunk has arrived, else undefined. */
export function loadedWidget(entry: WidgetEntry): WidgetComponent | undefined {
  return loaded.get(entry);
}

/**
 * Loads a widget's chunk once and remembers the component, whose render errors name its node
 * (`withErrorOrigin`). Callers before it arrives share its load: each wrapping of its own would be
 * another component to React, and a widget drawn with one and then with the other would mount anew
 * and lose its state (a modal's field its text). A load that failed is tried again on the next call.
 */
export function loadWidget(entry: WidgetEntry): Promise<WidgetComponent> {
  const ready = loaded.get(entry);
  if (ready) return Promise.resolve(ready);
  let pending = loading.get(entry);
  if (!pending) {
    pending = entry.load().then(
      (module) => {
        const component = withErrorOrigin(module);
        loaded.set(entry, component);
        loading.delete(entry);
        return component;
      },
      (error: unknown) => {
        loading.delete(entry);
        throw error;
      },
    );
    loading.set(entry, pending);
  }
  return pending;
}

/** Every widget `type` used in a screen subtree, so their chunks load in parallel before the first render. */
export function collectWidgetTypes(
  value: unknown,
  registry: WidgetRegistry,
  into: Set<string> = new Set(),
): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) collectWidgetTypes(item, registry, into);
  } else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.type === 'string' && hasOwn(registry, record.type)) into.add(record.type);
    for (const child of Object.values(record)) collectWidgetTypes(child, registry, into);
  }
  return into;
}
