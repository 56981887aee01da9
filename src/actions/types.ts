import type { FieldMap } from '../api/fieldMap';
import type { BridgeAction } from '../bridge';
import type { Expression, Scope } from '../expressions/types';

/** Fields every action may carry. */
interface ActionBase {
  /** The action runs only when this holds; otherwise it is skipped. */
  when?: Expression;
}

export interface CallAction extends ActionBase {
  type: 'call';
  endpoint: string;
  /** The payload: an object of expressions, or one expression giving an object. */
  payload?: Record<string, Expression> | Expression;
  loadingToast?: Expression;
  /** State key that receives the answer's data on success. */
  resultKey?: string;
  /** Readable names for the answer's wire fields (the variant endpoints' scrambled names), as a data source's `map`. */
  map?: FieldMap;
  onSuccess?: Action[];
  onFailure?: Action[];
}
export interface NavigateAction extends ActionBase {
  type: 'navigate';
  to: string;
  query?: Record<string, Expression>;
  replace?: boolean;
}
export interface OpenUrlAction extends ActionBase {
  type: 'openUrl';
  url: Expression;
  /** Query parameters added to the URL, each encoded; null and undefined values are left out. */
  query?: Record<string, Expression>;
  replace?: boolean;
}
/** Opens the brand's app by its URL scheme; `url` is a constant of the screen (see `runOpenApp`). */
export interface OpenAppAction extends ActionBase {
  type: 'openApp';
  url: Expression;
}
export interface BridgeActionNode extends ActionBase {
  type: 'bridge';
  action: BridgeAction;
  params?: Record<string, Expression>;
}
export interface ToastAction extends ActionBase {
  type: 'toast';
  text: Expression;
  duration?: number;
}
export interface OpenModalAction extends ActionBase {
  type: 'openModal';
  modal: string;
}
export interface CloseModalAction extends ActionBase {
  type: 'closeModal';
  modal?: string;
}
export interface SetStateAction extends ActionBase {
  type: 'setState';
  values: Record<string, Expression>;
}
export interface SessionSetAction extends ActionBase {
  type: 'sessionSet';
  key: string;
  value: Expression;
}
export interface SessionClearAction extends ActionBase {
  type: 'sessionClear';
  key: string;
}
export interface StorageSetAction extends ActionBase {
  type: 'storageSet';
  key: string;
  value: Expression;
}
export interface StorageClearAction extends ActionBase {
  type: 'storageClear';
  keys: string[];
}
/** Copies `text`, or the full address of the app page `link`; a screen gives one of them. */
export interface CopyAction extends ActionBase {
  type: 'copy';
  text?: Expression;
  /** A route (`/download`), copied as the page's address: origin and base path before it, no query. */
  link?: string;
  successToast?: Expression;
}
export interface DelayAction extends ActionBase {
  type: 'delay';
  ms: number;
}
export interface IfAction extends ActionBase {
  type: 'if';
  cond: Expression;
  then?: Action[];
  else?: Action[];
}
export interface ReloadAction extends ActionBase {
  type: 'reload';
  source?: string;
}
export interface MailAction extends ActionBase {
  type: 'mail';
  to: Expression;
  subject?: Expression;
}
export interface ScrollToAction extends ActionBase {
  type: 'scrollTo';
  /** The `anchor` of a stack on the same screen. */
  anchor: string;
}

export interface CountdownAction extends ActionBase {
  type: 'countdown';
  stateKey: string;
  seconds: number;
}

export interface AlertAction extends ActionBase {
  type: 'alert';
  /** The text of the system alert. */
  text: Expression;
}

export interface GeolocationAction extends ActionBase {
  type: 'geolocation';
  /** Time allowed for a reading, in ms. Default 10 000. */
  timeoutMs?: number;
  /** Ask for the most precise fix (slower, more battery). Default false. */
  highAccuracy?: boolean;
  /** State key that receives `{latitude, longitude, accuracy}` on success. */
  resultKey?: string;
  onSuccess?: Action[];
  onFailure?: Action[];
}

/** Every action a screen can run; `type` is the discriminant. */
export type Action =
  | CallAction
  | NavigateAction
  | OpenUrlAction
  | OpenAppAction
  | BridgeActionNode
  | ToastAction
  | OpenModalAction
  | CloseModalAction
  | SetStateAction
  | SessionSetAction
  | SessionClearAction
  | StorageSetAction
  | StorageClearAction
  | CopyAction
  | DelayAction
  | IfAction
  | ReloadAction
  | MailAction
  | CountdownAction
  | ScrollToAction
  | AlertAction
  | GeolocationAction;

/**
 * What actions may touch. The renderer implements it for a screen; tests pass a
 * fake. Keeping it an interface keeps `src/actions` free of React.
 */
export interface ActionHost {
  /** The current scope; called afresh before each action so earlier steps are seen. */
  scope(): Scope;
  setState(values: Record<string, unknown>): void;
  openModal(id: string): void;
  closeModal(id?: string): void;
  reload(source?: string): void;
  /**
   * In-app navigation. A replacing one may first have to step back off the screen's back-guard
   * entry (see `onBack`), so it can finish after it returns: the promise settles once it is done.
   */
  navigate(path: string, query: Record<string, string>, replace: boolean): void | Promise<void>;
  /** Leaves the app for an absolute URL (already checked to be http/https); replacing works as `navigate`'s. */
  assignLocation(url: string, replace: boolean): void | Promise<void>;
  /** Where the actions come from, for error reports: screen file and JSON pointer. */
  origin: { file: string; pointer: string };
  /**
   * Aborted when the screen that runs the actions goes away (the borrower left the page):
   * a pending `delay` ends at once and no further action runs, so a timer never fires
   * into a screen that is gone (a popup opening, a navigation away from the next page).
   */
  signal?: AbortSignal;
}

/** Runs nested actions (a call's branches, an `if`), with extra scope such as `result`. */
export type RunNested = (
  actions: Action[] | undefined,
  host: ActionHost,
  pointer: string,
  extra?: Partial<Scope>,
) => Promise<ActionOutcome>;

/** Result of running a list of actions: errors as values, never thrown. */
export type ActionOutcome = { ok: true } | { ok: false; error: string; pointer: string };
