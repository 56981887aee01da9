import axios, { type AxiosInstance } from 'axios';
import { acceptLanguage } from '../i18n/locale';
import { pickCommonParams } from '../session/session';
import { studioPreviewScenario } from '../session/studioPreview';
import { isPlainPayload, toSearchParams } from './encodePayload';

/** SPEC §9: both clients give up after 60 s. */
export const REQUEST_TIMEOUT_MS = 60_000;

/** The form content type both clients send bodies with (SPEC §7). */
export const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';

/** How to build a client. */
export interface ApiClientOptions {
  /** Prefix of every path, e.g. `API_BASE`, or a local server's URL in tests. */
  baseURL: string;
  /** Returns the session's URL parameters at request time (`getSessionParams` in the app). */
  session: () => Readonly<Record<string, string>>;
}

/**
 * The shared part of both clients. Every request gets the common session parameters
 * in its query (DESIGN §3: "added to the query string of every call when present"),
 * the client's own session headers, and a plain-object body form-encoded.
 */
export function createApiClient(options: ApiClientOptions, headerKeys: readonly string[]): AxiosInstance {
  const client = axios.create({
    baseURL: options.baseURL,
    timeout: REQUEST_TIMEOUT_MS,
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    // The API takes no XSRF token (DESIGN's Session and Requests name every header), and looking
    // for one reads `document.cookie` on every same-origin call: a synchronous read that cost
    // 11–15 ms at page load, between the first call's open and its send.
    withXSRFToken: false,
    // URLSearchParams rather than axios' own encoder: no `key[]=` brackets the backend would not read.
    paramsSerializer: { serialize: (params) => toSearchParams(params).toString() },
  });
  client.interceptors.request.use((config) => {
    const session = options.session();
    // Own parameters win over common ones of the same name (e.g. get-sms sends its own deviceId).
    config.params = { ...pickCommonParams(session), ...(config.params ?? {}) };
    // The page's language first, whatever the browser's own (DESIGN §3).
    config.headers.set('Accept-Language', acceptLanguage());
    for (const key of headerKeys) {
      const value = session[key];
      if (value !== undefined && value !== '') config.headers.set(key, value);
    }
    if (import.meta.env.DEV) {
      // A studio preview names its scenario and its own sandbox client on every call (iframes share cookies).
      const scenario = studioPreviewScenario();
      if (scenario !== undefined) {
        config.headers.set('X-Sandbox-Scenario', scenario);
        config.headers.set('X-Sandbox-Client', `studio:${scenario}`);
      }
    }
    if (isPlainPayload(config.data)) {
      config.data = toSearchParams(config.data);
    }
    if (config.data instanceof URLSearchParams) config.headers.set('Content-Type', FORM_CONTENT_TYPE);
    return config;
  });
  return client;
}
