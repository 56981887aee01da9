import type { ComponentType } from 'react';
import type { WidgetNode } from './screenTypes';

/** Props every widget receives: its JSON node and the node's JSON pointer in the screen file. */
export interface WidgetProps<N extends WidgetNode = WidgetNode> {
  node: N;
  pointer: string;
}

export type WidgetComponent = ComponentType<WidgetProps>;

/** A widget is loaded lazily, in the chunk of the first screen that needs it. */
export interface WidgetEntry {
  load: () => Promise<WidgetComponent>;
}

/**
 * Widgets by the JSON `type` they render. `src/widgets/registry.ts` builds the default one; the app
 * shell passes it to `App`, which hands it to every screen through `ScreenContext`.
 */
export type WidgetRegistry = Readonly<Record<string, WidgetEntry>>;
