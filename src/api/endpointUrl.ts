import { type EndpointId, endpoints } from '../generated/endpoints';
import { getSessionParams, pickCommonParams } from '../session/session';
import { API_BASE } from './apiBase';
import { toSearchParams } from './encodePayload';
import type { EndpointRequest, ImageEndpointId } from './endpointTypes';

/** Where `endpointUrl` takes its base and session from; defaults are the app's. */
export interface EndpointUrlOptions {
  baseURL?: string;
  session?: () => Readonly<Record<string, string>>;
}

/**
 * The full URL of an image endpoint (e.g. the promotion captcha) with the common
 * session parameters and its own, for an `<img src>`: images are not fetched through
 * `callEndpoint`.
 */
export function endpointUrl<Id extends ImageEndpointId>(
  id: Id,
  params: EndpointRequest<Id>,
  options: EndpointUrlOptions = {},
): string {
  const meta = endpoints[id as EndpointId];
  const session = (options.session ?? getSessionParams)();
  const [path = '', existing = ''] = meta.path.split('?');
  const query = new URLSearchParams(existing);
  for (const [key, value] of Object.entries(pickCommonParams(session))) query.set(key, value);
  for (const [key, value] of toSearchParams(params)) query.set(key, value);
  const search = query.toString();
  return `${options.baseURL ?? API_BASE}${path}${search ? `?${search}` : ''}`;
}
