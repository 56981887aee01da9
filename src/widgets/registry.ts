import { withErrorOrigin } from '../engine/renderErrorOrigin';
import type { WidgetComponent, WidgetEntry, WidgetRegistry } from './types';

export type { WidgetComponent, WidgetEntry, WidgetProps, WidgetRegistry } from './types';

const lazyWidget = (
  importer: () => Promise<{ default?: never } & Record<string, unknown>>,
  name: string,
): WidgetEntry => ({
  load: () => importer().then((module) => module[name] as WidgetComponent),
});

/**
 * The widgets every screen may use, keyed by the JSON `type`. A plain object: a caller
 * (a test, an embedding app) passes `{ ...getDefaultRegistry(), text: myText }` to override.
 */
export function getDefaultRegistry(): WidgetRegistry {
  return {
    stack: lazyWidget(() => import('./Stack'), 'Stack'),
    text: lazyWidget(() => import('./Text'), 'Text'),
    image: lazyWidget(() => import('./Image'), 'Image'),
    button: lazyWidget(() => import('./Button'), 'Button'),
    list: lazyWidget(() => import('./List'), 'List'),
    detailList: lazyWidget(() => import('./DetailList'), 'DetailList'),
    row: lazyWidget(() => import('./Row'), 'Row'),
    tabs: lazyWidget(() => import('./Tabs'), 'Tabs'),
    form: lazyWidget(() => import('./Form'), 'Form'),
    input: lazyWidget(() => import('./Input'), 'Input'),
    checkbox: lazyWidget(() => import('./Checkbox'), 'Checkbox'),
    starRating: lazyWidget(() => import('./StarRating'), 'StarRating'),
    textArea: lazyWidget(() => import('./TextArea'), 'TextArea'),
    imagePicker: lazyWidget(() => import('./ImagePicker'), 'ImagePicker'),
    choiceList: lazyWidget(() => import('./ChoiceList'), 'ChoiceList'),
    iframe: lazyWidget(() => import('./Iframe'), 'Iframe'),
    barcode: lazyWidget(() => import('./Barcode'), 'Barcode'),
  };
}

const loaded = new WeakMap<WidgetEntry, WidgetComponent>();

/** The component if its chunk has arrived, else undefined. */
export function loadedWidget(entry: WidgetEntry): WidgetComponent | undefined {
  return loaded.get(entry);
}

/**
 * Loads a widget's chunk once and remembers the component, whose render errors name its node
 * (`withErrorOrigin`).
 */
export async function loadWidget(entry: WidgetEntry): Promise<WidgetComponent> {
  const ready = loaded.get(entry);
  if (ready) return ready;
  const component = withErrorOrigin(await entry.load());
  loaded.set(entry, component);
  return component;
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
    if (typeof record.type === 'string' && Object.hasOwn(registry, record.type)) into.add(record.type);
    for (const child of Object.values(record)) collectWidgetTypes(child, registry, into);
  }
  return into;
}
