import { type ReactNode, useEffect, useState } from 'react';
import { evaluate, isTruthy } from '../expressions/evaluate';
import type { Expression } from '../expressions/types';
import { loadedWidget, loadWidget } from '../widgets/registry';
import type { WidgetComponent, WidgetEntry } from '../widgets/types';
import { useScope, useScreen } from './screenContext';
import type { WidgetNode } from './screenTypes';
import { noteStudioItem } from './studioProbe';

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

/** Renders one widget node: its `when`, its registry entry, or the fallback. */
export function WidgetView({ node, pointer }: { node: WidgetNode; pointer: string }): ReactNode {
  const runtime = useScreen();
  const scope = useScope();
  const entry = runtime.registry[node.type];
  // The widget's component if its chunk was here as the node mounted (nearly always: a route waits
  // for the widgets its first paint shows) is rendered directly, one component less per widget;
  // else its host renders it once loaded. Decided once per mount, so a widget never switches from
  // one to the other on a re-render, which would remount it and lose its state.
  const [direct] = useState(() => (entry ? loadedWidget(entry) : undefined));
  if (import.meta.env.DEV) noteStudioItem(pointer, scope);
  if (node.when !== undefined && !isTruthy(evaluate(node.when as Expression, scope))) return null;
  if (!entry) {
    console.warn(`[screens] unknown widget "${node.type}" in ${runtime.file} at ${pointer}`);
    return <UnknownWidget type={String(node.type)} file={runtime.file} pointer={pointer} />;
  }
  if (direct) {
    const Component = direct;
    return <Component node={node} pointer={pointer} />;
  }
  return <WidgetHost entry={entry} node={node} pointer={pointer} />;
}

/** Renders a list of widget nodes under a JSON pointer. */
export function Widgets({ nodes, pointer }: { nodes: unknown; pointer: string }): ReactNode {
  if (!Array.isArray(nodes)) return null;
  return nodes.map((node, index) => (
    // Screen JSON is static for a render: the index is a stable key.
    // biome-ignore lint/suspicious/noArrayIndexKey: nodes come from static screen JSON.
    <WidgetView key={index} node={node as WidgetNode} pointer={`${pointer}/${index}`} />
  ));
}
