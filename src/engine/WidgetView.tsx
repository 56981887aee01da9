import { type ReactNode, useEffect, useState } from 'react';
import { evaluate, isTruthy } from '../expressions/evaluate';
import type { Expression, Scope } from '../expressions/types';
import { pendingDraw } from './pendingRoots';
import { Skeleton } from './Skeleton';
import { type ScreenRuntime, useScope, useScreen } from './screenContext';
import type { WidgetNode } from './screenTypes';
import { noteStudioItem } from './studioProbe';
import { loadedWidget, loadWidget } from './widgetLoader';
import type { WidgetComponent, WidgetEntry } from './widgetTypes';

/** Shown in place of a widget the registry does not know: says which file and JSON pointer. */
export function UnknownWidget({
  type,
  file,
  pointer,
}: {
  type: string;
  file: string;
  pointer: string;
}): ReactNode {
  return (
    <div className="fallback" role="note">
      Unknown widget “{type}” in {file} at {pointer}
    </div>
  );
}

/**
 * Renders a widget through its registry entry. It is the same component whether or not the
 * widget's chunk has arrived, so a widget that loads late mounts once and keeps its state.
 */
function WidgetHost({
  entry,
  node,
  pointer,
}: {
  entry: WidgetEntry;
  node: WidgetNode;
  pointer: string;
}): ReactNode {
  const [component, setComponent] = useState<WidgetComponent | undefined>(() => loadedWidget(entry));
  useEffect(() => {
    if (component) return;
    let live = true;
    loadWidget(entry).then(
      (loaded) => {
        if (live) setComponent(() => loaded);
      },
      (error: unknown) => console.warn(`[screens] widget "${node.type}" failed to load: ${String(error)}`),
    );
    return () => {
      live = false;
    };
  }, [entry, component, node.type]);
  if (!component) return null;
  const Component = component;
  return <Component node={node} pointer={pointer} />;
}

/**
 * One node's element: nothing when its `when` is false, the fallback for an unknown type, else its
 * component. `decided` keeps, per node, whether it renders directly (its chunk was here the first
 * time it showed: nearly always, a route waits for the widgets its first paint shows) or through
 * its host; kept for the node's life, so a widget never switches from one to the other on a
 * re-render, which would remount it and lose its state.
 */
function nodeElement(
  runtime: ScreenRuntime,
  scope: Scope,
  node: WidgetNode,
  pointer: string,
  decided: Map<string, WidgetComponent | null>,
  key?: number,
): ReactNode {
  if (import.meta.env.DEV) noteStudioItem(pointer, scope);
  const draw = pendingDraw(node, runtime.pending);
  if (draw === 'none') return null;
  if (draw === 'box') return <Skeleton key={key} node={node} pointer={pointer} />;
  if (node.when !== undefined && !isTruthy(evaluate(node.when as Expression, scope))) return null;
  if (draw === 'skeleton') return <Skeleton key={key} node={node} pointer={pointer} />;
  const entry = runtime.registry[node.type];
  if (!entry) {
    console.warn(`[screens] unknown widget "${node.type}" in ${runtime.file} at ${pointer}`);
    return <UnknownWidget key={key} type={String(node.type)} file={runtime.file} pointer={pointer} />;
  }
  let direct = decided.get(pointer);
  if (direct === undefined) {
    direct = loadedWidget(entry) ?? null;
    decided.set(pointer, direct);
  }
  if (direct) {
    const Component = direct;
    return <Component key={key} node={node} pointer={pointer} />;
  }
  return <WidgetHost key={key} entry={entry} node={node} pointer={pointer} />;
}

/** Renders one widget node: its `when`, its registry entry, or the fallback. */
export function WidgetView({ node, pointer }: { node: WidgetNode; pointer: string }): ReactNode {
  const runtime = useScreen();
  const scope = useScope();
  const [decided] = useState(() => new Map<string, WidgetComponent | null>());
  return nodeElement(runtime, scope, node, pointer, decided);
}

/**
 * Renders a list of widget nodes under a JSON pointer. The nodes' components are its own children,
 * with no component per node in between: the list is one component, however long.
 */
export function Widgets({ nodes, pointer }: { nodes: unknown; pointer: string }): ReactNode {
  const runtime = useScreen();
  const scope = useScope();
  const [decided] = useState(() => new Map<string, WidgetComponent | null>());
  if (!Array.isArray(nodes)) return null;
  // Screen JSON is static for a render: the index is a stable key.
  return nodes.map((node, index) =>
    nodeElement(runtime, scope, node as WidgetNode, `${pointer}/${index}`, decided, index),
  );
}
