import type { AxiosInstance } from 'axios';
import { API_MESSAGES } from './apiMessages';
import type { ApiRequest, ResponseValidator } from './apiRequest';
import type { ApiResult } from './apiResult';
import { checkResponse } from './checkResponse';
import { reportInvalidResponse } from './report';
import { sendRequest } from './sendRequest';
import { hideToast, showLoadingToast, showToast } from './toastBus';

/** Options of a helper call. */
export interface RequestOptions {
  /** Further checks of the body (the generated validators, in `callEndpoint`). */
  validate?: ResponseValidator;
  /** Text of a loading toast shown while the call runs. */
  loadingToast?: string;
}

/** SPEC §7: a common call succeeds when its code parses to 0, so `0`, `"0"` and `"00"` all do. */
export function isCommonSuccess(code: unknown): boolean {
  return (typeof code === 'number' || typeof code === 'string') && code !== '' && Number(code) === 0;
}

/**
 * The common helper (SPEC §7/§8): sends a call with the first client and never
 * rejects. A non-zero code toasts the server message and is still returned; a
 * transport failure or an answer that breaks its schema resolves to a failed result
 * whose message is toasted too.
 */
export async function requestCommon<TData = unknown>(
  client: AxiosInstance,
  request: ApiRequest,
  options: RequestOptions = {},
): Promise<ApiResult<TData>> {
  const loading = options.loadingToast ? showLoadingToast(options.loadingToast) : null;
  let answer: Awaited<ReturnType<typeof sendRequest>>;
  try {
    answer = await sendRequest(client, request);
  } finally {
    if (loading !== null) hideToast(loading);
  }
  if (!answer.ok) {
    showToast(answer.message);
    return answer;
  }
  const issues = await checkResponse(answer.body, 'code', options.validate);
  if (issues) {
    reportInvalidResponse(request.endpointId ?? request.path, issues, answer.body);
    showToast(API_MESSAGES.invalid);
    return { ok: false, kind: 'invalid', message: API_MESSAGES.invalid, status: answer.status };
  }
  const envelope = answer.body as { code: string | number; data?: unknown; message?: unknown };
  const message = typeof envelope.message === 'string' ? envelope.message : '';
  if (isCommonSuccess(envelope.code)) {
    // The validator has checked `data` against the endpoint's schema, so this is the one narrowing point.
    return { ok: true, data: envelope.data as TData, message, code: envelope.code };
  }
  const shown = message || API_MESSAGES.serverFallback;
  showToast(shown);
  return {
    ok: false,
    kind: 'server',
    message: shown,
    code: envelope.code,
    data: envelope.data,
    status: answer.status,
  };
}
