import { createContext, useContext } from 'react';
import type { Action, ActionOutcome } from '../actions';
import type { Scope } from '../expressions/types';
import type { PendingRoots } from './pendingRoots';
import type { WidgetRegistry } from './widgetTypes';

/** What widgets get from the screen they are in. */
export interface ScreenRuntime {
  /** The screen file, e.g. `screens/orderDetails.json`, for error reports. */
  file: string;
  registry: WidgetRegistry;
  /** The screen scope (data, state, query, session); list items add `item`/`index` via `ItemScope`. */
  scope: Scope;
  /**
   * The roots of the scope not known yet (`pendingRoots.ts`): the widgets that read them draw as
   * skeletons. Undefined once everything the screen draws is here.
   */
  pending?: PendingRoots;
  setState(values: Record<string, unknown>): void;
  /** Runs actions with the given extra scope; resolves when they finish (buttons stay disabled meanwhile). */
  run(actions: Action[] | undefined, pointer: string, extra?: Partial<Scope>): Promise<ActionOutcome>;
}

export const ScreenContext = createContext<ScreenRuntime | null>(null);
/** Extra scope added by list templates: `item` and `index`. */
export const ItemScopeContext = createContext<Partial<Scope>>({});

export function useScreen(): ScreenRuntime {
  const runtime = useContext(ScreenContext);
  if (!runtime) throw new Error('useScreen outside a screen');
  return runtime;
}

/** The scope a widget evaluates in: the screen scope plus the enclosing list item, if any. */
export function useScope(): Scope {
  const runtime = useScreen();
  const extra = useContext(ItemScopeContext);
  return extra.item === undefined && extra.index === undefined
    ? runtime.scope
    : { ...runtime.scope, ...extra };
}
