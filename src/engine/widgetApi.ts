/**
 * The contract between the engine and the widgets: everything a file in `src/widgets/` takes from
 * `src/engine/` comes through this module, and nothing else of the engine is theirs to import
 * (dependency-cruiser's `widgets-engine-api` rule). The engine never imports a widget: the app
 * shell (`main.tsx`, `App`) hands the registry to the screens, and a widget that renders children
 * does so through `WidgetView`/`Widgets` from here. A widget may still use the core (`api`,
 * `actions`, `expressions`, `session`) directly.
 *
 * Keep it small: a new export here is a promise to every widget, an embedding app's too.
 */

// Work a widget defers past the first paint, and the modal frame's chunk (the form's pickers).
export { afterContentPaint, loadedModal, loadModal } from './afterPaint';
// What a screen gives its widgets: the scope they evaluate in, state, actions, list items.
export { ItemScopeContext, useScope, useScreen } from './screenContext';
// The types of the contract: a widget's props and node, and the registry's entries.
export type { WidgetNode } from './screenTypes';
export { useWidget } from './useEvaluate';
// Children: a container renders its child nodes through the registry, with their `when`s.
export { Widgets, WidgetView } from './WidgetView';
export type { WidgetComponent, WidgetEntry, WidgetProps, WidgetRegistry } from './widgetTypes';
