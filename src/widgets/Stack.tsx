import type { ReactNode } from 'react';
import { anchorId } from '../actions/anchorId';
import { useWidget, type WidgetNode, type WidgetProps, Widgets } from '../engine/widgetApi';

export interface StackNode extends WidgetNode {
  type: 'stack';
  children: WidgetNode[];
  direction?: 'column' | 'row';
  appearance?: 'plain' | 'card' | 'section' | 'footer' | 'notice' | 'header';
  gap?: 'none' | 'small' | 'medium' | 'large';
  align?: 'start' | 'center' | 'end' | 'stretch' | 'between';
  /** Accessible name; with it the stack is a labelled region. */
  label?: unknown;
  /** Target name of the `scrollTo` action. */
  anchor?: string;
}

/** A container laying its children out in a column or a row. */
export function Stack({ node, pointer }: WidgetProps): ReactNode {
  const stack = node as StackNode;
  const { text } = useWidget();
  const label = stack.label === undefined ? '' : text(stack.label);
  const className = [
    'stack',
    `stack-${stack.direction ?? 'column'}`,
    `appearance-${stack.appearance ?? 'plain'}`,
    `gap-${stack.gap ?? 'medium'}`,
    `align-${stack.align ?? 'stretch'}`,
  ].join(' ');
  return (
    <section
      className={className}
      aria-label={label || undefined}
      data-pointer={pointer}
      // Focusable by script only, so `scrollTo` can move the reading position here without adding a tab stop.
      {...(stack.anchor ? { id: anchorId(stack.anchor), tabIndex: -1 } : {})}
    >
      <Widgets nodes={stack.children} pointer={`${pointer}/children`} />
    </section>
  );
}
