import { type ReactNode, useId } from 'react';
import {
  ItemScopeContext,
  useScope,
  useScreen,
  useWidget,
  type WidgetNode,
  type WidgetProps,
  WidgetView,
} from '../engine/widgetApi';
import { evaluate } from '../expressions/evaluate';
import type { Expression } from '../expressions/types';
import { selectedTabIndex, tabValue } from './tabSelection';

export interface TabsNode extends WidgetNode {
  type: 'tabs';
  /** The tabs: an array (literal or from data). */
  items: unknown;
  /** Tab label, with `item` = the tab. */
  label: unknown;
  /** State key holding the selected tab's value. */
  stateKey: string;
  /** The value stored for a tab, with `item` = the tab. Default: its index. */
  value?: unknown;
  /** Drawn under the tab bar for the selected tab, with `item` = that tab. */
  panel?: WidgetNode;
  /** Run after the selection changes, with `item` = the new tab. */
  onChange?: unknown;
  ariaLabel?: unknown;
}

/** A tab bar storing the selected tab in screen state, with an optional panel for the selected tab. */
export function Tabs({ node, pointer }: WidgetProps): ReactNode {
  const tabs = node as TabsNode;
  const scope = useScope();
  const { setState } = useScreen();
  const { ev, text, run } = useWidget();
  const baseId = useId();
  const items = ev(tabs.items);
  const array = Array.isArray(items) ? items : [];
  const selectedIndex = selectedTabIndex(array, tabs.value, scope.state[tabs.stateKey], scope);
  const select = (item: unknown, index: number) => {
    setState({ [tabs.stateKey]: tabValue(tabs.value, item, index, scope) });
    void run(tabs.onChange, `${pointer}/onChange`, { item, index });
  };
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const next = (selectedIndex + (event.key === 'ArrowRight' ? 1 : array.length - 1)) % array.length;
    select(array[next], next);
    document.getElementById(`${baseId}-tab-${next}`)?.focus();
  };
  const ariaLabel = tabs.ariaLabel === undefined ? undefined : text(tabs.ariaLabel);
  return (
    <div className="tabs" data-pointer={pointer}>
      <div className="tab-bar" role="tablist" aria-label={ariaLabel || undefined} onKeyDown={onKeyDown}>
        {array.map((item, index) => {
          const selected = index === selectedIndex;
          return (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: tabs are positional.
              key={index}
              id={`${baseId}-tab-${index}`}
              type="button"
              role="tab"
              className={`tab${selected ? ' tab-selected' : ''}`}
              aria-selected={selected}
              aria-controls={tabs.panel ? `${baseId}-panel` : undefined}
              tabIndex={selected ? 0 : -1}
              onClick={() => select(item, index)}
            >
              {String(evaluate(tabs.label as Expression, { ...scope, item, index }) ?? '')}
            </button>
          );
        })}
      </div>
      {tabs.panel && array.length > 0 ? (
        <div id={`${baseId}-panel`} role="tabpanel" aria-labelledby={`${baseId}-tab-${selectedIndex}`}>
          <ItemScopeContext.Provider value={{ item: array[selectedIndex], index: selectedIndex }}>
            <WidgetView node={tabs.panel} pointer={`${pointer}/panel`} />
          </ItemScopeContext.Provider>
        </div>
      ) : null}
    </div>
  );
}
