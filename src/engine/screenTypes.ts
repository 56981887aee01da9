import type { FieldMap } from '../api/fieldMap';
import type { Expression } from '../expressions/types';

/**
 * The screen language as TypeScript sees it. `schemas/screen.schema.json` is the
 * authority (strict, with descriptions for editors); these types mirror its
 * structure so the renderer can narrow a node once, at the boundary.
 */

export interface DataSourceDef {
  /** Endpoint id from `schemas/api/<id>.schema.json`. */
  endpoint: string;
  params?: Record<string, Expression>;
  /** Readable names for wire fields (the variant endpoints' scrambled names; `api/fieldMap.ts`). */
  map?: FieldMap;
  loadingToast?: string;
  /** Shown with Retry instead of the server message when the source fails. */
  errorText?: string;
  /** When true, the data is shown as empty (with `emptyText`). */
  emptyWhen?: Expression;
  emptyText?: Expression;
  /** Load only when this holds (evaluated on screen start). */
  when?: Expression;
}

export interface ModalDef {
  title?: Expression;
  body: WidgetNode[];
  /** Close when the backdrop or Escape is used. Default true. */
  dismissible?: boolean;
  /** Actions run when the modal is dismissed by backdrop or Escape. */
  onDismiss?: ActionNode[];
  /** `center` (dialog) or `bottom` (sheet). */
  placement?: 'center' | 'bottom';
}

export interface ScreenDef {
  $schema?: string;
  id: string;
  routes: string[];
  title: Expression;
  description?: string;
  data?: Record<string, DataSourceDef>;
  state?: Record<string, unknown>;
  /** Keys of `state` kept in localStorage (survive a reload) under `<screen id>.<key>`. */
  persist?: string[];
  /** Local-storage keys the screen reads as `storage.<key>` (JSON), read when it opens. */
  storage?: string[];
  onLoad?: ActionNode[];
  /**
   * Run instead of leaving when the borrower goes back: the screen keeps a guard history
   * entry while it shows its content, and going back below it runs these actions.
   */
  onBack?: ActionNode[];
  body: WidgetNode[];
  modals?: Record<string, ModalDef>;
}

/** Every widget node: a `type` plus its props; props are expressions the widget evaluates. */
export interface WidgetNode {
  type: string;
  /** Rendered only when this holds. */
  when?: Expression;
  [prop: string]: unknown;
}

/** Every action node: a `type` plus its arguments. */
export interface ActionNode {
  type: string;
  when?: Expression;
  [arg: string]: unknown;
}
