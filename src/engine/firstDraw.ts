import type { Action } from '../actions';
import { type LeadingOutcome, runLeadingSetStates, type StateHost } from '../actions/setState';
import { currentDevice } from '../device';
import type { Scope } from '../expressions/types';
import { getSession } from '../session';
import { loadedActions } from './afterPaint';
import { type SourceState, sourceParams, sourceStateOf, sourceWanted } from './dataSource';
import { takeSettled } from './prefetch';
import { initialState, persist, readStorage } from './screenPersistence';
import type { ScreenDef } from './screenTypes';

/** The data of the sources that have it (ready or empty), by source id: the scope's `data`. */
export function readyData(sources: Record<string, SourceState>): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const [id, source] of Object.entries(sources)) {
    if (source.status === 'ready' || source.status === 'empty') data[id] = source.data;
  }
  return data;
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

/** What the screen's first render draws (`firstDraw`). */
export interface FirstDraw {
  state: Record<string, unknown>;
  storage: Record<string, unknown>;
  sources: Record<string, SourceState>;
  /** onLoad is still to run before the content shows (see `useOnLoad`). */
  settingUp: boolean;
  /** What onLoad's leading setStates did, when this render ran them. */
  seeded: LeadingOutcome | undefined;
}

/**
 * The screen's first render. The sources whose answers are here are drawn (`firstSources`). When
 * all are, the content itself is drawn, with what onLoad's leading setStates set (run here, as
 * `start` would), unless the rest of onLoad could still run in the same task (the actions' chunk is
 * here) and set more first: then the screen sets up as when its data arrives later.
 */
export function firstDraw(screen: ScreenDef, file: string, query: Record<string, string>): FirstDraw {
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
