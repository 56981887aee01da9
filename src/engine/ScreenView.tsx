import {
  type ReactNode,
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useNavigate } from 'react-router-dom';
import type { Action, ActionHost, ActionOutcome } from '../actions';
import { reportActionFailure } from '../actions/reportActionFailure';
import { type LeadingOutcome, runLeadingSetStates, type StateHost } from '../actions/setState';
import { API_MESSAGES } from '../api/apiMessages';
import { showToast } from '../api/toastBus';
import { currentDevice } from '../device';
import { evaluate } from '../expressions/evaluate';
import type { Expression, Scope } from '../expressions/types';
import { getSession, subscribeSession } from '../session';
import { startTelemetry } from '../telemetry';
import {
  afterContentPaint,
  loadActions,
  loadedActions,
  loadedModal,
  modalReady,
  preloadAfterPaint,
} from './afterPaint';
import { loadDataSource, type SourceState, sourceParams, sourceStateOf, sourceWanted } from './dataSource';
import { LoadingState } from './LoadingState';
import { nextTask } from './nextTask';
import { takePrefetched, takeSettled } from './prefetch';
import { buildHref, type Location } from './router';
import { ScreenContext, type ScreenRuntime } from './screenContext';
import type { ScreenDef } from './screenTypes';
import { useStudioReport } from './studioProbe';
import { Widgets } from './WidgetView';
import type { WidgetRegistry } from './widgetTypes';

interface ScreenViewProps {
  screen: ScreenDef;
  file: string;
  location: Location;
  registry: WidgetRegistry;
  /**
   * Whether what follows onLoad's leading setStates may wait until the content is on screen: the
   * build found it sets no state, sends no call before its first wait and starts no timer (a modal,
   * a redirect; `actionsAtLoad: false` in the route manifest). Else it runs at once.
   */
  onLoadAfterPaint?: boolean;
}

function storageKey(screen: ScreenDef, key: string): string {
  return `${screen.id}.${key}`;
}

/** Initial state: the screen's values, then any persisted ones (the in-progress form survives a reload). */
function initialState(screen: ScreenDef): Record<string, unknown> {
  const state: Record<string, unknown> = { ...screen.state };
  for (const key of screen.persist ?? []) {
    try {
      const stored = localStorage.getItem(storageKey(screen, key));
      if (stored !== null) state[key] = JSON.parse(stored);
    } catch {
      // Unreadable storage keeps the initial value.
    }
  }
  return state;
}

function persist(screen: ScreenDef, values: Record<string, unknown>): void {
  for (const key of screen.persist ?? []) {
    if (!(key in values)) continue;
    try {
      localStorage.setItem(storageKey(screen, key), JSON.stringify(values[key] ?? null));
    } catch {
      // Storage full or blocked: the screen still works, only the draft is not kept.
    }
  }
}

/** The declared local-storage keys, parsed; a missing or unreadable key is left out. */
function readStorage(screen: ScreenDef): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const key of screen.storage ?? []) {
    try {
      const stored = localStorage.getItem(key);
      if (stored !== null) values[key] = JSON.parse(stored);
    } catch {
      // Blocked storage or text that is not JSON: the key reads as absent.
    }
  }
  return values;
}

/**
 * The sources as the screen first draws them: an answer that arrived before the screen mounted (the
 * call sent at navigation, `prefetch.ts`) is drawn in the first render, with no loading state
 * rendered and committed first; the others are loading.
 */
function firstSources(screen: ScreenDef, file: string, scope: Scope): Record<string, SourceState> {
  const sources: Record<string, SourceState> = {};
  for (const [id, def] of Object.entries(screen.data ?? {})) {
    if (!sourceWanted(def, scope)) {
      sources[id] = { status: 'idle' };
      continue;
    }
    const result = takeSettled(file, id, def, sourceParams(def, scope));
    sources[id] = result ? sourceStateOf(def, scope, result) : { status: 'loading' };
  }
  return sources;
}

/**
 * The screen's first render. The sources whose answers are here are drawn (`firstSources`). When
 * all are, the content itself is drawn, with what onLoad's leading setStates set (run here, as
 * `start` would), unless the rest of onLoad could still run in the same task (the actions' chunk is
 * here) and set more first: then the screen sets up as when its data arrives later.
 */
function firstDraw(screen: ScreenDef, file: string, query: Record<string, string>) {
  let state = initialState(screen);
  const storage = readStorage(screen);
  const session = getSession();
  const device = currentDevice();
  // As at the first load: the sources' `when` and params see no data yet.
  const sources = firstSources(screen, file, { data: {}, state, query, session, storage, device });
  const scope = (): Scope => ({ data: readyData(sources), state, query, session, storage, device });
  const onLoad = (screen.onLoad ?? []) as Action[];
  const drawnNow =
    Object.values(sources).every((source) => source.status !== 'loading' && source.status !== 'error') &&
    // Only setStates (run here), or the rest needs the actions' chunk, which is not here.
    (onLoad.every((action) => action.type === 'setState') || !loadedActions());
  let seeded: LeadingOutcome | undefined;
  if (drawnNow && onLoad.length > 0) {
    const host: StateHost = {
      scope,
      setState: (values) => {
        state = { ...state, ...values };
        persist(screen, values);
      },
    };
    seeded = runLeadingSetStates(onLoad, host, '/onLoad');
  }
  return { state, storage, sources, settingUp: onLoad.length > 0 && !drawnNow, seeded };
}

function readyData(sources: Record<string, SourceState>): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const [id, source] of Object.entries(sources)) {
    if (source.status === 'ready' || source.status === 'empty') data[id] = source.data;
  }
  return data;
}

/** History state key of the entry a screen with `onBack` keeps on top of its own. */
const BACK_GUARD = 'backGuard';

function onGuard(screenId: string): boolean {
  const state: unknown = window.history.state;
  return (
    typeof state === 'object' && state !== null && (state as Record<string, unknown>)[BACK_GUARD] === screenId
  );
}

/** The guard entry's state: the router's own (its key and index) plus the mark of the guarding screen. */
function guardState(screenId: string): Record<string, unknown> {
  const state: unknown = window.history.state;
  return { ...(typeof state === 'object' && state !== null ? state : {}), [BACK_GUARD]: screenId };
}

function assignLocation(url: string, replace: boolean): void {
  if (replace) window.location.replace(url);
  else window.location.assign(url);
}

/**
 * One screen: its state, data sources, modals and actions. Rendering itself is
 * delegated to widgets; this component only owns the screen's lifecycle.
 */
export function ScreenView({
  screen,
  file,
  location,
  registry,
  onLoadAfterPaint = false,
}: ScreenViewProps): ReactNode {
  const session = useSyncExternalStore(subscribeSession, getSession);
  const [first] = useState(() => firstDraw(screen, file, location.query));
  const [state, setStateValue] = useState(first.state);
  const [sources, setSources] = useState(first.sources);
  const [openModals, setOpenModals] = useState<readonly string[]>([]);
  const { storage } = first;

  // Actions run across awaits and must see the latest values, not a render's snapshot.
  const stateRef = useRef(state);
  const sourcesRef = useRef(sources);
  const baseScope = (): Scope => ({
    data: readyData(sourcesRef.current),
    state: stateRef.current,
    query: location.query,
    session: getSession(),
    storage,
    device: currentDevice(),
  });

  const setState = useCallback(
    (values: Record<string, unknown>) => {
      stateRef.current = { ...stateRef.current, ...values };
      persist(screen, values);
      setStateValue(stateRef.current);
    },
    [screen],
  );

  const updateSource = useCallback((id: string, next: SourceState) => {
    // Already loading: nothing to draw again.
    if (next.status === 'loading' && sourcesRef.current[id]?.status === 'loading') return;
    sourcesRef.current = { ...sourcesRef.current, [id]: next };
    const sourcesNow = sourcesRef.current;
    // An answer draws the whole screen: as a transition React renders it in slices, so a tap on a
    // slow phone is not stuck behind one long task (as are the screen's arrival in App and the end
    // of onLoad's setting up). "Loading" shows at once.
    if (next.status === 'loading') setSources(sourcesNow);
    else startTransition(() => setSources(sourcesNow));
  }, []);

  /** Loads these sources (all without `ids`): each sends its call, or takes the one sent at navigation. */
  const load = async (ids?: readonly string[]): Promise<void> => {
    const defs = Object.entries(screen.data ?? {}).filter(([id]) => ids === undefined || ids.includes(id));
    await Promise.all(
      defs.map(async ([id, def]) => {
        if (!sourceWanted(def, baseScope())) {
          updateSource(id, { status: 'idle' });
          return;
        }
        updateSource(id, { status: 'loading' });
        // The first load takes over the call sent when the borrower navigated here, if any.
        const started = (params: Record<string, unknown>) => takePrefetched(file, id, def, params);
        updateSource(id, await loadDataSource(def, baseScope(), started));
      }),
    );
  };

  // Aborted on unmount so pending delays and the actions after them never run into a screen that is gone.
  const lifetime = useRef<AbortController | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    lifetime.current = controller;
    return () => controller.abort();
  }, []);

  // A replacing navigation from a screen that holds a back guard must replace the screen's own entry,
  // not the guard on top of it: otherwise Back shows the screen again, live (a loan applied twice).
  // So it first steps back off the guard; `leavingRef` tells the guard's listener this back is ours.
  const leavingRef = useRef(false);
  const routerNavigate = useNavigate();
  /** In-app navigation; the session parameters travel in the query. */
  const navigateTo = (path: string, query: Record<string, string>, replace: boolean): void => {
    void routerNavigate(buildHref(path, query), { replace });
    window.scrollTo?.(0, 0);
  };
  const dropBackGuard = (): Promise<void> => {
    if (!onGuard(screen.id)) return Promise.resolve();
    leavingRef.current = true;
    return new Promise((resolve) => {
      window.addEventListener('popstate', () => resolve(), { once: true });
      window.history.back();
    });
  };

  // Settled: onLoad has run to its end and every modal it opened is open (`data-screen-settled`).
  const [settled, setSettled] = useState(false);
  const onLoadEnded = useRef(false);
  const modalsLoading = useRef(0);
  const settleIfDone = () => {
    if (onLoadEnded.current && modalsLoading.current === 0) setSettled(true);
  };

  const host: ActionHost = {
    scope: baseScope,
    setState,
    openModal: (id) => {
      const open = () => setOpenModals((ids) => (ids.includes(id) ? ids : [...ids, id]));
      const waiting = modalReady(screen.modals?.[id], registry);
      if (waiting === null) {
        open();
        return;
      }
      modalsLoading.current += 1;
      waiting
        .then(open, (error: unknown) => {
          showToast(API_MESSAGES.network);
          console.warn(`[screens] modal "${id}" of ${file} could not load: ${String(error)}`);
        })
        .finally(() => {
          modalsLoading.current -= 1;
          settleIfDone();
        });
    },
    closeModal: (id) =>
      setOpenModals((open) => (id === undefined ? open.slice(0, -1) : open.filter((m) => m !== id))),
    reload: (source) => {
      void load(source === undefined ? undefined : [source]);
    },
    navigate: (path, query, replace) =>
      replace ? dropBackGuard().then(() => navigateTo(path, query, true)) : navigateTo(path, query, false),
    assignLocation: (url, replace) =>
      replace ? dropBackGuard().then(() => assignLocation(url, true)) : assignLocation(url, false),
    origin: { file, pointer: '' },
  };
  const hostRef = useRef(host);
  hostRef.current = host;

  const run = useCallback(
    (
      actions: Action[] | undefined,
      pointer: string,
      extra?: Partial<Scope>,
      from = 0,
    ): Promise<ActionOutcome> => {
      if (!actions || actions.length <= from) return Promise.resolve({ ok: true });
      const start = ({ runActions }: NonNullable<ReturnType<typeof loadedActions>>) =>
        runActions(
          actions,
          // The signal is read when the actions start: the mount effect that creates it runs after the first render.
          {
            ...hostRef.current,
            origin: { file, pointer },
            ...(lifetime.current ? { signal: lifetime.current.signal } : {}),
          },
          pointer,
          extra,
          from,
        );
      // Loaded after the first paint (`afterPaint.ts`), so by a tap it is normally here: run at once.
      const loaded = loadedActions();
      if (loaded) return start(loaded);
      return loadActions().then(start, (error: unknown) => {
        // The actions' chunk could not arrive (offline): the borrower is told, the tap can be tried again.
        showToast(API_MESSAGES.network);
        console.warn(`[actions] ${file}#${pointer}: ${String(error)}`);
        return { ok: false, error: String(error), pointer };
      });
    },
    [file],
  );

  // onLoad runs once, after the first load in which every source succeeded: on mount, or on the
  // Retry that recovers from a failed first load (a screen's onLoad often seeds state it needs).
  const onLoadDone = useRef(false);
  const contentShown = useRef(false);
  // The content first shows with what onLoad sets at once (its `setState`s), so nothing moves when
  // it runs; what onLoad waits for (a delay, a call) comes after the content shows.
  const [settingUp, setSettingUp] = useState(first.settingUp);
  // What onLoad's leading setStates did when the first render drew the content (`firstDraw`).
  const seededAtMount = useRef(first.seeded);
  // The first load leaves out the sources drawn at once; a Retry loads them all.
  const firstPending = useRef<readonly string[] | undefined>(
    Object.keys(first.sources).filter((id) => first.sources[id]?.status === 'loading'),
  );
  const start = async (): Promise<void> => {
    const signal = lifetime.current?.signal;
    const pending = firstPending.current;
    firstPending.current = undefined;
    await load(pending);
    if (signal?.aborted || onLoadDone.current) return;
    if (Object.values(sourcesRef.current).some((s) => s.status === 'error')) return;
    onLoadDone.current = true;
    const onLoad = screen.onLoad as Action[] | undefined;
    // The setStates onLoad starts with run here, at once (they need no actions chunk), unless the
    // first render ran them already; the rest after.
    const atMount = seededAtMount.current;
    seededAtMount.current = undefined;
    const seeded = atMount ?? runLeadingSetStates(onLoad, hostRef.current, '/onLoad');
    if (!seeded.ok) reportActionFailure(file, seeded, 'setState');
    // Content drawn by the first render, and the rest of onLoad a modal or a redirect: it waits
    // until that content is on screen. Its requests (the actions' chunk, a modal's) then never
    // compete with that paint; Lighthouse's simulated LCP had waited for them too (loan confirm 2,
    // order details, loan confirm, median of 5 paired: 2.19 → 1.95, 2.14 → 2.00, 2.20 → 2.06 s).
    // A call or a timer counted from the load still starts at once.
    if (onLoadAfterPaint && atMount && seeded.ok && seeded.next < (onLoad?.length ?? 0)) {
      await new Promise<void>((resolve) => afterContentPaint(resolve));
      if (signal?.aborted) return;
    }
    const running = seeded.ok ? run(onLoad, '/onLoad', undefined, seeded.next) : Promise.resolve(seeded);
    if (!atMount) {
      await Promise.race([running, nextTask()]);
      if (!signal?.aborted) startTransition(() => setSettingUp(false));
    }
    await running;
    if (signal?.aborted) return;
    onLoadEnded.current = true;
    settleIfDone();
  };

  // Load once per mounted screen (the app remounts a screen when its URL changes).
  // biome-ignore lint/correctness/useExhaustiveDependencies: loading is keyed by the mount, not by renders.
  useEffect(() => {
    void start();
  }, []);

  const scope = useMemo<Scope>(
    () => ({
      data: readyData(sources),
      state,
      query: location.query,
      session,
      storage,
      device: currentDevice(),
    }),
    [sources, state, location.query, session, storage],
  );

  const title = String(evaluate(screen.title as Expression, scope) ?? '');
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);

  // Development only: a studio preview reports what it shows, so the studio can explain its conditions.
  // The condition is a build-time constant, so the order of hooks never changes within a build.
  // biome-ignore lint/correctness/useHookAtTopLevel: constant per build (see above).
  if (import.meta.env.DEV) useStudioReport(file, scope, sources, openModals);

  const runtime: ScreenRuntime = { file, registry, scope, setState, run };
  const statuses = Object.values(sources);
  const error = statuses.find((s): s is Extract<SourceState, { status: 'error' }> => s.status === 'error');
  const empty = statuses.find((s): s is Extract<SourceState, { status: 'empty' }> => s.status === 'empty');
  const loading = statuses.some((s) => s.status === 'loading') || (settingUp && !error);

  let content: ReactNode;
  if (error) {
    content = (
      <div className="state state-error" role="alert">
        <p className="state-title">{error.message}</p>
        <button type="button" className="btn btn-primary" onClick={() => void start()}>
          Retry
        </button>
      </div>
    );
  } else if (loading && !contentShown.current) {
    // Only the first load replaces the body: a later `reload` of one source keeps the widgets (and
    // what the borrower typed) on screen while it refreshes.
    content = <LoadingState />;
  } else if (empty) {
    content = (
      <div className="state state-empty">
        <p className="state-text">{empty.text}</p>
      </div>
    );
  } else {
    contentShown.current = true;
    content = <Widgets nodes={screen.body} pointer="/body" />;
  }
  const ready = !error && !loading;
  // A source that failed shows its message instead of the content, a paint that waits for nothing
  // more: the reporter, which reports the failed call, loads now (the borrower may leave at once),
  // where with the content it loads after that content's paint (`preloadAfterPaint`).
  const failed = error !== undefined;
  useEffect(() => {
    if (failed) startTelemetry();
  }, [failed]);
  useEffect(() => {
    if (!ready) return;
    // A mark for `npm run bench` and for monitoring: the moment the screen shows its content.
    performance.mark?.('screen:ready', { detail: screen.id });
    document.documentElement.dataset.screenReady = screen.id;
    preloadAfterPaint(screen, registry);
    return () => {
      delete document.documentElement.dataset.screenReady;
    };
  }, [ready, screen, registry]);

  useEffect(() => {
    // Only with the content drawn: `settled` is an urgent update and may commit before the
    // transitions that draw the data and end the setting up (modals, too, draw only then).
    if (!settled || !ready) return;
    // For tests and monitoring: what onLoad does (a delay, a call, a modal it opens) is done and drawn,
    // so "no dialog opened" can be checked, not merely "none has opened yet".
    document.documentElement.dataset.screenSettled = screen.id;
    return () => {
      delete document.documentElement.dataset.screenSettled;
    };
  }, [settled, ready, screen]);

  // `onBack`: once the content shows (a failed load keeps the normal back), a guard entry with the same
  // address sits on top of the screen's own; going back lands below it, runs onBack and re-arms the guard.
  const hasOnBack = (screen.onBack?.length ?? 0) > 0;
  // Armed before the content is painted (a layout effect), so a back pressed as soon as the borrower
  // sees the screen already lands on the guard; once armed it stays, even while a source reloads.
  const guardArmed = useRef(false);
  const guarding = hasOnBack && (ready || guardArmed.current);
  if (guarding) guardArmed.current = true;
  useLayoutEffect(() => {
    if (!guarding) return;
    const href = window.location.href;
    // Coming back to the screen from a later page lands on the guard already: do not stack a second one.
    if (!onGuard(screen.id)) window.history.pushState(guardState(screen.id), '', href);
    const onPopState = () => {
      if (leavingRef.current || onGuard(screen.id) || window.location.href !== href) return;
      window.history.pushState(guardState(screen.id), '', href);
      void run(screen.onBack as Action[] | undefined, '/onBack');
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [guarding, screen, run]);

  return (
    <ScreenContext.Provider value={runtime}>
      <main className="screen" data-screen={screen.id} aria-busy={loading || undefined}>
        {title ? <h1 className="visually-hidden">{title}</h1> : null}
        {content}
      </main>
      {!error && !loading
        ? openModals.map((id) => {
            const modal = screen.modals?.[id];
            // The frame is its own chunk (`afterPaint.ts`); a modal opens only once it is here.
            const Modal = loadedModal();
            if (!modal || !Modal) return null;
            const dismiss =
              modal.dismissible === false
                ? undefined
                : () => {
                    host.closeModal(id);
                    void run(modal.onDismiss as Action[] | undefined, `/modals/${id}/onDismiss`);
                  };
            return (
              <Modal
                key={id}
                title={String(evaluate(modal.title as Expression, scope) ?? '')}
                placement={modal.placement}
                {...(dismiss ? { onDismiss: dismiss } : {})}
              >
                <Widgets nodes={modal.body} pointer={`/modals/${id}/body`} />
              </Modal>
            );
          })
        : null}
    </ScreenContext.Provider>
  );
}
