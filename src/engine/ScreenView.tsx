import {
  type ReactNode,
  startTransition,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useNavigate } from 'react-router-dom';
import type { ActionHost } from '../actions';
import { API_MESSAGES } from '../api/apiMessages';
import { showToast } from '../api/toastBus';
import { currentDevice } from '../device';
import { evaluate } from '../expressions/evaluate';
import type { Expression, Scope } from '../expressions/types';
import { t } from '../i18n/t';
import { getSession, subscribeSession } from '../session';
import { modalReady } from './afterPaint';
import type { SourceState } from './dataSource';
import { firstDraw, readyData } from './firstDraw';
import { Spinner } from './LoadingState';
import { type PendingRoots, PRERENDER_PENDING, pendingWhileLoading } from './pendingRoots';
import { drawsPrerenderedFrame, endPrerenderedFrame } from './prerenderedFrame';
import { buildHref, type Location } from './router';
import { ScreenContext, type ScreenRuntime } from './screenContext';
import { modalElements } from './screenModals';
import { persist } from './screenPersistence';
import type { ScreenDef } from './screenTypes';
import { useStudioReport } from './studioProbe';
import { useBackGuard } from './useBackGuard';
import { useDataSources } from './useDataSources';
import { useOnLoad } from './useOnLoad';
import { useRunActions } from './useRunActions';
import { useScreenMarks, useSettled } from './useScreenMarks';
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

function assignLocation(url: string, replace: boolean): void {
  if (replace) window.location.replace(url);
  else window.location.assign(url);
}

/**
 * One screen: its state, data sources, modals and actions. Rendering itself is delegated to
 * widgets; this component composes the screen's lifecycle from one hook per concern: its first
 * draw (`firstDraw`, with `screenPersistence`), its data sources (`useDataSources`), its actions
 * (`useRunActions`) and onLoad (`useOnLoad`), the back guard (`useBackGuard`), the ready and
 * settled marks (`useScreenMarks`) and, in development, the studio probe (`useStudioReport`).
 */
export function ScreenView({
  screen,
  file,
  location,
  registry,
  onLoadAfterPaint = false,
}: ScreenViewProps): ReactNode {
  const session = useSyncExternalStore(subscribeSession, getSession, getSession);
  // The page's prerendered HTML is this screen's: the first render draws what the build drew (the
  // screen's JSON alone, `prerenderedFrame.ts`), so hydration finds the same DOM; the effect below
  // then draws what the page knows.
  const [framed, setFramed] = useState(() => drawsPrerenderedFrame(file));
  const [first] = useState(() => firstDraw(screen, file, location.query));
  const [state, setStateValue] = useState(first.state);
  const { sources, sourcesRef, load } = useDataSources(screen, file, first.sources);
  const [openModals, setOpenModals] = useState<readonly string[]>([]);
  const { storage } = first;
  const { settled, onLoadEnded, modalLoading } = useSettled();

  // Actions run across awaits and must see the latest values, not a render's snapshot.
  const stateRef = useRef(state);
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

  const routerNavigate = useNavigate();
  /** In-app navigation; the session parameters travel in the query. */
  const navigateTo = (path: string, query: Record<string, string>, replace: boolean): void => {
    void routerNavigate(buildHref(path, query), { replace });
    window.scrollTo?.(0, 0);
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
      const loaded = modalLoading();
      waiting
        .then(open, (error: unknown) => {
          showToast(API_MESSAGES.network);
          console.warn(`[screens] modal "${id}" of ${file} could not load: ${String(error)}`);
        })
        .finally(loaded);
    },
    closeModal: (id) =>
      setOpenModals((open) => (id === undefined ? open.slice(0, -1) : open.filter((m) => m !== id))),
    reload: (source) => {
      void load(baseScope, source === undefined ? undefined : [source]);
    },
    // A replacing navigation first steps back off the back guard (`useBackGuard`, below: actions
    // run after the render, when it is set).
    navigate: (path, query, replace) =>
      replace ? dropBackGuard().then(() => navigateTo(path, query, true)) : navigateTo(path, query, false),
    assignLocation: (url, replace) =>
      replace ? dropBackGuard().then(() => assignLocation(url, true)) : assignLocation(url, false),
    origin: { file, pointer: '' },
  };
  const hostRef = useRef(host);
  hostRef.current = host;

  const { run, lifetime } = useRunActions(file, hostRef);
  const { settingUp, start } = useOnLoad({
    screen,
    file,
    first,
    onLoadAfterPaint,
    load: (ids) => load(baseScope, ids),
    sourcesRef,
    hostRef,
    run,
    lifetime,
    onLoadEnded,
  });
  // Only the first load replaces the body: a later `reload` of one source keeps the widgets (and
  // what the borrower typed) on screen while it refreshes.
  const contentShown = useRef(false);

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

  // A transition, drawn in slices as hydration was (`main.tsx`): the page shows the frame meanwhile,
  // as it has since its HTML painted, and the content replaces it in one commit. A layout effect
  // drew it before the browser painted, in the task that had hydrated the whole page: the first
  // load's longest task (repay period, 4× CPU: 380–570 ms).
  useEffect(() => {
    if (!framed) return;
    endPrerenderedFrame();
    startTransition(() => setFramed(false));
  }, [framed]);
  // What the build knew: the screen's JSON, its state as written, nothing of the page.
  const frameScope = useMemo<Scope>(
    () => ({ data: {}, state: { ...screen.state }, query: {}, session: {}, storage: {} }),
    [screen],
  );
  const drawScope = framed ? frameScope : scope;

  const title = String(evaluate(screen.title as Expression, drawScope) ?? '');
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);

  // Development only: a studio preview reports what it shows, so the studio can explain its conditions.
  // The condition is a build-time constant, so the order of hooks never changes within a build.
  // biome-ignore lint/correctness/useHookAtTopLevel: constant per build (see above).
  if (import.meta.env.DEV) useStudioReport(file, scope, sources, openModals);

  const statuses = Object.values(sources);
  const error = statuses.find((s): s is Extract<SourceState, { status: 'error' }> => s.status === 'error');
  const empty = statuses.find((s): s is Extract<SourceState, { status: 'empty' }> => s.status === 'empty');
  const dataLoading = statuses.some((s) => s.status === 'loading');
  const loading = dataLoading || (settingUp && !error);
  // Until the content first shows, the screen draws its frame: what it knows, skeletons for the rest.
  let pending: PendingRoots | undefined;
  if (framed) pending = PRERENDER_PENDING;
  else if (loading && !error && !contentShown.current) pending = pendingWhileLoading(dataLoading, settingUp);
  // Busy as the build saw it while framed (the screen waits for answers or an onLoad), else as it is.
  const busy = framed
    ? Object.keys(screen.data ?? {}).length > 0 || (screen.onLoad ?? []).length > 0
    : loading;
  const runtime: ScreenRuntime = { file, registry, scope: drawScope, pending, setState, run };

  let content: ReactNode;
  if (pending) {
    // The same element as the content below: drawing the content keeps the frame's DOM.
    content = <Widgets nodes={screen.body} pointer="/body" />;
  } else if (error) {
    content = (
      <div className="state state-error" role="alert">
        <p className="state-title">{error.message}</p>
        <button type="button" className="btn btn-primary" onClick={() => void start()}>
          {t('Retry')}
        </button>
      </div>
    );
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
  const ready = !framed && !error && !loading;
  useScreenMarks(screen, registry, { ready, failed: error !== undefined, settled });
  const dropBackGuard = useBackGuard(screen, ready, run);

  return (
    <ScreenContext.Provider value={runtime}>
      {pending && busy ? (
        // Over the frame, not in its flow: nothing moves when it goes. Outside `main`, which
        // assistive technology skips until its answers are here.
        <div className="frame-busy" role="status">
          <Spinner />
          <span className="visually-hidden">{t('Loading…')}</span>
        </div>
      ) : null}
      {/* While framed, nothing in it acts yet (a prerendered button before the app runs), and a
          screen waiting for its answers is not read out half-drawn: its status says it is loading. */}
      <main
        className="screen"
        data-screen={screen.id}
        aria-busy={busy || undefined}
        aria-disabled={pending ? true : undefined}
        aria-hidden={pending && busy ? true : undefined}
      >
        {title ? <h1 className="visually-hidden">{title}</h1> : null}
        {content}
      </main>
      {ready ? modalElements(screen, openModals, scope, run, host.closeModal) : null}
    </ScreenContext.Provider>
  );
}
