import type { AxiosInstance } from 'axios';
import { type ApiClientOptions, createApiClient } from './createApiClient';

/** Session headers of the second client (SPEC §7). */
export const VARIANT_CLIENT_HEADERS = ['swift', 'eyes'] as const;

/**
 * The second client (SPEC §7), for the scrambled `/gopia/goya/*` calls: form-encoded
 * bodies, headers `swift` and `eyes` from the session, 60 s time-out,
 * `X-Requested-With`. Use it through `requestVariant` or `callEndpoint`.
 */
export function createVariantClient(options: ApiClientOptions): AxiosInstance {
  return createApiClient(options, VARIANT_CLIENT_HEADERS);
}
