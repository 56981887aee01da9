import type { ApiResult } from '../api';
import { evaluate } from '../expressions/evaluate';
import type { Scope } from '../expressions/types';
import { getSession } from '../session';
import { safeImageSrc } from '../widgets/safeSrc';
import { fetchSource, sourceParams, sourceStateOf, sourceWanted } from './dataSource';
import { preloadImage } from './routeAssets';
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
): Record<string, Promise<ApiResult<unknown>>> {
  const calls: Record<string, Promise<ApiResult<unknown>>> = {};
  for (const [id, def] of Object.entries(data)) {
    if (!sourceWanted(def, scope)) continue;
    const params = sourceParams(def, scope);
    const key = keyOf(def.endpoint, params);
    // The same call already on its way and not yet taken (the boot script sent it): not sent twice.
    const sent = started.get(`${file}#${id}`);
    if (sent?.key === key) {
      calls[id] = sent.result;
      continue;
    }
    const call: Started = { key, result: fetchSource(def, params) };
    call.result.then((result) => {
      call.settled = result;
    });
    started.set(`${file}#${id}`, call);
    calls[id] = call.result;
  }
  return calls;
}

/**
 * Hints each main image of the screen whose `src` follows the answers (`entry.mainImages`, the order
 * status banner) the moment the answers it reads have arrived: on a slow phone that is long before
 * React and the screen's chunks are there to render its `<img>`, so the image, often the largest
 * content, downloads in parallel with them. A refused call, a source not sent or a formula that
 * gives no image (a status without a banner) hints nothing.
 */
async function preloadAnswerImages(
  entry: ScreenEntry,
  scope: Scope,
  calls: Readonly<Record<string, Promise<ApiResult<unknown>>>>,
): Promise<void> {
  /** The answers the image reads, under the screen's names; undefined when one is missing or refused. */
  const answers = async (sources: readonly string[]) => {
    const data: Record<string, unknown> = {};
    for (const id of sources) {
      const def = entry.data?.[id];
      const call = calls[id];
      if (!def || !call) return undefined;
      const state = sourceStateOf(def, scope, await call);
      if (state.status !== 'ready') return undefined;
      data[id] = state.data;
    }
    return data;
  };
  for (const image of entry.mainImages ?? []) {
    const data = await answers(image.sources);
    if (!data) continue;
    const href = safeImageSrc(evaluate(image.src, { ...scope, data }));
    // A data: URL is in the page already; there is nothing to fetch.
    if (href !== undefined && !href.startsWith('data:')) preloadImage(href);
  }
}

/**
 * Sends the calls of the route's screen that the manifest names, for this query and the session now,
 * and hints its main images that follow their answers.
 */
export function prefetchRoute(entry: ScreenEntry, query: Record<string, string>): void {
  if (!entry.data) return;
  const scope: Scope = { data: {}, state: {}, query, session: getSession(), storage: {} };
  const calls = prefetchSources(entry.file, entry.data, scope);
  if (entry.mainImages?.length) void preloadAnswerImages(entry, scope, calls);
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
