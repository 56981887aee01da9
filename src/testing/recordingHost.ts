import type { ActionHost } from '../actions/types';
import type { Scope } from '../expressions/types';

/** What a recording host saw the actions do. */
export interface HostLog {
  modals: string[];
  navigations: { path: string; query: Record<string, string>; replace: boolean }[];
  locations: { url: string; replace: boolean }[];
  reloads: string[];
}

/**
 * Unit-test helper: an `ActionHost` that records what actions did instead of driving a
 * screen. `state()` is the state after the actions' `setState` calls. Test code only.
 */
export function recordingHost(initial: Partial<Scope> = {}, signal?: AbortSignal) {
  let state: Record<string, unknown> = { ...initial.state };
  const log: HostLog = { modals: [], navigations: [], locations: [], reloads: [] };
  const host: ActionHost = {
    scope: (): Scope => ({
      data: initial.data ?? {},
      state,
      query: initial.query ?? {},
      session: initial.session ?? {},
    }),
    setState: (values) => {
      state = { ...state, ...values };
    },
    openModal: (id) => log.modals.push(`open:${id}`),
    closeModal: (id) => log.modals.push(`close:${id ?? ''}`),
    reload: (source) => log.reloads.push(source ?? '*'),
    navigate: (path, query, replace) => {
      log.navigations.push({ path, query, replace });
    },
    assignLocation: (url, replace) => {
      log.locations.push({ url, replace });
    },
    origin: { file: 'screens/test.json', pointer: '' },
    ...(signal ? { signal } : {}),
  };
  return { host, log, state: () => state };
}
