import type { ReactNode } from 'react';
import type { WidgetComponent, WidgetProps } from './widgetTypes';

/**
 * Which widget a render error came from. The screen's error boundary learns only the error; each
 * widget's render (`withErrorOrigin`) notes its node's pointer and type on the error it throws, so
 * the boundary can report where in the screen it happened (telemetry's `error` event). The
 * innermost widget notes it first: a child renders in a frame of its own, never inside its parent's.
 */
const origins = new WeakMap<object, { pointer: string; widget: string }>();
const wrapped = new WeakMap<WidgetComponent, WidgetComponent>();

/** The pointer and type of the widget a render error was thrown in, when a widget threw it. */
export function renderErrorOrigin(error: unknown): { pointer: string; widget: string } | undefined {
  return typeof error === 'object' && error !== null ? origins.get(error) : undefined;
}

/**
 * The widget component, rendering as it does, whose render errors carry its node's pointer and
 * type. A function component is called in place (the same hooks, in the same order, on the same
 * fiber); a class or `memo` component an embedding app registers is left as it is.
 */
export function withErrorOrigin(component: WidgetComponent): WidgetComponent {
  const prototype = (component as { prototype?: { isReactComponent?: unknown } }).prototype;
  if (typeof component !== 'function' || prototype?.isReactComponent) return component;
  let widget = wrapped.get(component);
  if (!widget) {
    const render = component as (props: WidgetProps) => ReactNode;
    widget = (props: WidgetProps) => {
      try {
        return render(props);
      } catch (error) {
        if (typeof error === 'object' && error !== null && !origins.has(error))
          origins.set(error, { pointer: props.pointer, widget: String(props.node.type) });
        throw error;
      }
    };
    wrapped.set(component, widget);
  }
  return widget;
}
