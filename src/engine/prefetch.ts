import type { ApiResult } from '../api';
import type { Scope } from '../expressions/types';
import { getSession } from '../session';
import { fetchSource, sourceParams, sourceWanted } from './dataSource';
import type { ScreenEntry } from './screens';
import type { DataSourceDef } from './screenTypes';

interface Started {
  /** The endpoint and params the call went out with. */
  key: string;
  result: Promise<ApiResult<unknown>>;
  /** The answer, once it has arrived (and been checked): a screen mounting then draws it at once. */
  settled?: ApiResult<unknown>;
}

/** Calls sent at navigation and not yet taken by their screen, by `<file>#<source id>`. */
const started = new Map<string, Started>();

const keyOf = (endpoint: string, params: Record<string, unknown>) => `${endpoint} ${JSON.stringify(params)}`;

/**
 * Sends the calls of a screen's data sources as soon as the borrower navigates to it, in parallel
 * with the screen's own chunks, so the API round trip overlaps the code's. Only the sources the
 * build found to read nothing but `query` and `session` are here (the route manifest carries them),
 * so their params are the same now as when the screen mounts.
 */
export function prefetchSources(
  file: string,
  data: Readonly<Record<string, DataSourceDef>>,
  scope: Scope,
): void {
  for (const [id, def] of Object.entries(data)) {
    if (!sourceWanted(def, scope)) continue;
    const params = sourceParams(def, scope);
    const key = keyOf(def.endpoint, params);
    // The same call already on its way and not yet taken (the boot script sent it): not sent twice.
    if (started.get(`${file}#${id}`)?.key === key) continue;
    const call: Started = { key, result: fetchSource(def, params) };
    call.result.then((result) => {
      call.settled = result;
    });
    started.set(`${file}#${id}`, call);
  }
}

/** Sends the calls of the route's screen that the manifest names, for this query and the session now. */
export function prefetchRoute(entry: ScreenEntry, query: Record<string, string>): void {
  if (!entry.data) return;
  prefetchSources(entry.file, entry.data, { data: {}, state: {}, query, session: getSession(), storage: {} });
}

/**
 * The answer of the call sent at navigation for this source, taken, when it has already arrived and
 * was sent with the params the screen would send now; otherwise nothing is taken.
 */
export function takeSettled(
  file: string,
  id: string,
  def: DataSourceDef,
  params: Record<string, unknown>,
): ApiResult<unknown> | undefined {
  const key = `${file}#${id}`;
  const call = started.get(key);
  if (call?.settled === undefined || call.key !== keyOf(def.endpoint, params)) return undefined;
  started.delete(key);
  return call.settled;
}

/**
 * The call sent at navigation for this source, once: when its endpoint and params are the ones the
 * screen would send now. A later load (Retry, `reload`) finds nothing and sends its own.
 */
export function takePrefetched(
  file: string,
  id: string,
  def: DataSourceDef,
  params: Record<string, unknown>,
): Promise<ApiResult<unknown>> | undefined {
  const key = `${file}#${id}`;
  const call = started.get(key);
  if (!call) return undefined;
  started.delete(key);
  return call.key === keyOf(def.endpoint, params) ? call.result : undefined;
}
