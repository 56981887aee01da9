import type { ReactNode } from 'react';
import {
  ItemScopeContext,
  useWidget,
  type WidgetNode,
  type WidgetProps,
  WidgetView,
} from '../engine/widgetApi';

export interface ListNode extends WidgetNode {
  type: 'list';
  items: unknown;
  /** The widget drawn for each element, with `item` and `index` in scope. */
  item: WidgetNode;
  direction?: 'column' | 'row' | 'wrap';
  emptyText?: unknown;
  label?: unknown;
  /** `bullet` or `number` (an ordered list) for text lists; default none. */
  marker?: 'none' | 'bullet' | 'number';
}

/** Repeats a template widget for each element of an array. */
export function List({ node, pointer }: WidgetProps): ReactNode {
  const list = node as ListNode;
  const { ev, text } = useWidget();
  const items = ev(list.items);
  const array = Array.isArray(items) ? items : [];
  if (array.length === 0) {
    const empty = list.emptyText === undefined ? '' : text(list.emptyText);
    return empty ? (
      <p className="list-empty" data-pointer={pointer}>
        {empty}
      </p>
    ) : null;
  }
  const label = list.label === undefined ? '' : text(list.label);
  const Tag = list.marker === 'number' ? 'ol' : 'ul';
  return (
    <Tag
      className={`list list-${list.direction ?? 'column'} list-marker-${list.marker ?? 'none'}`}
      aria-label={label || undefined}
      data-pointer={pointer}
    >
      {array.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: server lists carry no stable id in every shape.
        <li key={index} className="list-item">
          <ItemScopeContext.Provider value={{ item, index }}>
            <WidgetView node={list.item} pointer={`${pointer}/item`} />
          </ItemScopeContext.Provider>
        </li>
      ))}
    </Tag>
  );
}
