import { PENDING_QUERIES_KEY } from './pendingQuery';
import { COMMON_PARAM_KEYS, SECRET_PARAM_KEYS, SESSION_PARAM_KEYS, SESSION_STORAGE_KEY } from './sessionKeys';

/**
 * The borrower's session: the parameters the host put in the page query (read once,
 * kept in sessionStorage so reloads and internal navigation keep them) and flags set
 * by screens (e.g. `showBankTip`), which never go into URLs.
 */

type StringMap = Readonly<Record<string, string>>;

interface StoredSession {
  params: StringMap;
  flags: StringMap;
}

/** Called after every change of the session. */
export type SessionListener = () => void;

const EMPTY: StoredSession = { params: Object.freeze({}), flags: Object.freeze({}) };

let current: StoredSession = EMPTY;
let loaded = false;
let snapshot: StringMap | null = null;
// Used when sessionStorage is missing or refuses writes (Node, some private modes):
// the session then lasts as long as the page.
let memoryCopy: string | null = null;
let storageFailed = false;
const listeners = new Set<SessionListener>();

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // Reading `sessionStorage` itself throws when storage is blocked.
    return null;
  }
}

function readStored(): StoredSession {
  let text: string | null = memoryCopy;
  const store = storageFailed ? null : storage();
  if (store) {
    try {
      text = store.getItem(SESSION_STORAGE_KEY);
    } catch {
      text = memoryCopy;
    }
  }
  if (text === null) return EMPTY;
  try {
    const parsed: unknown = JSON.parse(text);
    if (!isRecord(parsed)) return EMPTY;
    return { params: toStringMap(parsed.params), flags: toStringMap(parsed.flags) };
  } catch {
    return EMPTY;
  }
}

function writeStored(session: StoredSession): void {
  const text = JSON.stringify(session);
  memoryCopy = text;
  try {
    storage()?.setItem(SESSION_STORAGE_KEY, text);
  } catch {
    // Quota or blocked storage: from now on the memory copy keeps the session for this page.
    storageFailed = true;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function toStringMap(value: unknown): StringMap {
  const out: Record<string, string> = {};
  if (isRecord(value)) {
    for (const [key, entry] of Object.entries(value)) if (typeof entry === 'string') out[key] = entry;
  }
  return Object.freeze(out);
}

function sameMap(a: StringMap, b: StringMap): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => b[key] === a[key]);
}

function ensureLoaded(): StoredSession {
  if (!loaded) {
    current = readStored();
    loaded = true;
  }
  return current;
}

function commit(next: StoredSession): void {
  current = next;
  loaded = true;
  snapshot = null;
  writeStored(next);
  for (const listener of listeners) listener();
}

/** Session parameters present (non-empty) in a query string, with `product_id`/`productId` mirrored. */
function paramsFromQuery(search: string): Record<string, string> {
  const query = new URLSearchParams(search);
  const params: Record<string, string> = {};
  for (const key of SESSION_PARAM_KEYS) {
    const value = query.get(key);
    // An empty value carries nothing, so it neither counts as a session parameter nor overwrites one.
    if (value !== null && value !== '') params[key] = value;
  }
  if (params.product_id !== undefined && params.productId === undefined) params.productId = params.product_id;
  if (params.productId !== undefined && params.product_id === undefined) params.product_id = params.productId;
  return params;
}

/** The queries of earlier pages whose app never started (`pendingQuery.ts`), oldest first; taken once. */
function takePendingQueries(): string[] {
  const store = storage();
  if (!store) return [];
  try {
    const text = store.getItem(PENDING_QUERIES_KEY);
    if (text === null) return [];
    store.removeItem(PENDING_QUERIES_KEY);
    return text.split('\n');
  } catch {
    return [];
  }
}

/**
 * Reads the page query once at start (pass `window.location.search`). A query carrying
 * any session parameter replaces the stored parameters (the host opened a fresh URL,
 * DESIGN §8) and, when they differ from the stored ones, clears the screen flags; a
 * query without them keeps the stored session. A query with session parameters but none
 * of its secrets (`SECRET_PARAM_KEYS`) is an address of the app's own, which left them
 * out (a reload, Back, an in-app link): the stored secrets stay, beside its parameters. The queries of earlier pages the app
 * never started on (a prerendered page left before it did, `pendingQuery.ts`) are read
 * first, in order, as if the app had started on each.
 */
export function initSession(search: string): void {
  for (const query of takePendingQueries()) readQuery(query);
  readQuery(search);
}

function readQuery(search: string): void {
  const stored = readStored();
  const fromQuery = paramsFromQuery(search);
  if (Object.keys(fromQuery).length === 0) {
    current = stored;
    loaded = true;
    snapshot = null;
    for (const listener of listeners) listener();
    return;
  }
  // A language alone (a link within the app's pages) changes the language, not the session.
  if (Object.keys(fromQuery).length === 1 && fromQuery.lang !== undefined) {
    if (stored.params.lang === fromQuery.lang) {
      current = stored;
      loaded = true;
      snapshot = null;
      for (const listener of listeners) listener();
    } else commit({ params: Object.freeze({ ...stored.params, lang: fromQuery.lang }), flags: stored.flags });
    return;
  }
  const ownAddress = SECRET_PARAM_KEYS.every((key) => fromQuery[key] === undefined);
  const params = Object.freeze(ownAddress ? { ...fromQuery, ...pickSecrets(stored.params) } : fromQuery);
  const flags = sameMap(params, stored.params) ? stored.flags : EMPTY.flags;
  commit({ params, flags });
}

/**
 * The whole session as expressions see it: URL parameters and screen flags in one
 * object. A URL parameter wins over a flag of the same name. The object is frozen and
 * stays the same reference until the session changes.
 */
export function getSession(): StringMap {
  if (snapshot === null) {
    const { params, flags } = ensureLoaded();
    snapshot = Object.freeze({ ...flags, ...params });
  }
  return snapshot;
}

/** The URL parameters only, to carry along in internal navigation query strings. */
export function getSessionParams(): StringMap {
  return ensureLoaded().params;
}

/** The common parameters (`appVersion`, `deviceName`, ... `gps_adid`) that are present. */
export function getCommonParams(): StringMap {
  return pickCommonParams(ensureLoaded().params);
}

function pickSecrets(params: StringMap): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of SECRET_PARAM_KEYS) {
    const value = params[key];
    if (value !== undefined) out[key] = value;
  }
  return out;
}

/**
 * The page query without the session's secrets, once the session has kept them (DESIGN §3:
 * `history.replaceState` with it, src/boot.ts); the same string when it has none.
 */
export function addressWithoutSecrets(search: string): string {
  const query = new URLSearchParams(search);
  if (!SECRET_PARAM_KEYS.some((key) => query.has(key))) return search;
  for (const key of SECRET_PARAM_KEYS) query.delete(key);
  const rest = query.toString();
  return rest ? `?${rest}` : '';
}

/** The session's parameters an in-app address carries: all but its secrets (`buildHref`). */
export function getAddressParams(): StringMap {
  const params: Record<string, string> = { ...ensureLoaded().params };
  for (const key of SECRET_PARAM_KEYS) delete params[key];
  return params;
}

/** Picks the common parameters out of a parameter map; the API clients use it with their session getter. */
export function pickCommonParams(params: StringMap): StringMap {
  const out: Record<string, string> = {};
  for (const key of COMMON_PARAM_KEYS) {
    const value = params[key];
    if (value !== undefined) out[key] = value;
  }
  return out;
}

/** Sets a screen flag (e.g. `showBankTip`). Flags live in the session, never in URLs. */
export function setSessionFlag(key: string, value: string): void {
  const { params, flags } = ensureLoaded();
  if (flags[key] === value) return;
  commit({ params, flags: Object.freeze({ ...flags, [key]: value }) });
}

/** Removes a screen flag. */
export function clearSessionFlag(key: string): void {
  const { params, flags } = ensureLoaded();
  if (!(key in flags)) return;
  const next: Record<string, string> = { ...flags };
  delete next[key];
  commit({ params, flags: Object.freeze(next) });
}

/** The currency sign of amounts: `real=1` means rupees (₹), anything else pesos (₱). */
export function currencySign(): string {
  return ensureLoaded().params.real === '1' ? '₹' : '₱';
}

/** Calls `listener` after every session change; returns the unsubscribe function. */
export function subscribeSession(listener: SessionListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
