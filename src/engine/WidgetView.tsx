import { type ReactNode, useEffect, useState } from 'react';
import { evaluate, isTruthy } from '../expressions/evaluate';
import type { Expression } from '../expressions/types';
import { loadedWidget, loadWidget } from '../widgets/registry';
import type { WidgetComponent } from '../widgets/types';
import { useScope, useScreen } from './screenContext';
import type { WidgetNode } from './screenTypes';

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

function LazyWidget({ node, pointer }: { node: WidgetNode; pointer: string }): ReactNode {
  const { registry } = useScreen();
  const entry = registry[node.type];
  const [component, setComponent] = useState<WidgetComponent | undefined>(() =>
    entry ? loadedWidget(entry) : undefined,
  );
  useEffect(() => {
    if (!entry || component) return;
    let live = true;
    loadWidget(entry).then((loaded) => {
      if (live) setComponent(() => loaded);
    });
    return () => {
      live = false;
    };
  }, [entry, component]);
  if (!component) return null;
  const Component = component;
  return <Component node={node} pointer={pointer} />;
}

/** Renders one widget node: its `when`, its registry entry, or the fallback. */
export function WidgetView({ node, pointer }: { node: WidgetNode; pointer: string }): ReactNode {
  const runtime = useScreen();
  const scope = useScope();
  if (node.when !== undefined && !isTruthy(evaluate(node.when as Expression, scope))) return null;
  const entry = runtime.registry[node.type];
  if (!entry) {
    console.warn(`[screens] unknown widget "${node.type}" in ${runtime.file} at ${pointer}`);
    return <UnknownWidget type={String(node.type)} file={runtime.file} pointer={pointer} />;
  }
  const component = loadedWidget(entry);
  if (component) {
    const Component = component;
    return <Component node={node} pointer={pointer} />;
  }
  return <LazyWidget node={node} pointer={pointer} />;
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
