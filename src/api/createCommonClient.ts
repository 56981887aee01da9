import type { AxiosInstance } from 'axios';
import { type ApiClientOptions, createApiClient } from './createApiClient';

/** Session headers of the first client (SPEC §7). */
export const COMMON_CLIENT_HEADERS = ['building', 'gather'] as const;

/**
 * The first client (SPEC §7): common session parameters in every query, headers
 * `building` and `gather` from the session, 60 s time-out, `X-Requested-With`.
 * Use it through `requestCommon` or `callEndpoint`.
 */
export function createCommonClient(options: ApiClientOptions): AxiosInstance {
  return createApiClient(options, COMMON_CLIENT_HEADERS);
}
