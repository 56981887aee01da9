import type { AxiosInstance } from 'axios';
import { ApiError } from './apiError';
import { API_MESSAGES } from './apiMessages';
import type { ApiRequest } from './apiRequest';
import type { ApiSuccess } from './apiResult';
import { checkResponse } from './checkResponse';
import { reportInvalidResponse } from './report';
import type { RequestOptions } from './requestCommon';
import { sendRequest } from './sendRequest';

/** SPEC §7: the variant calls succeed only on status `"00"`. */
export const VARIANT_SUCCESS_STATUS = '00';

/**
 * The variant helper (SPEC §7/§8): sends a call with the second client and resolves
 * with the envelope's `attach` as `data` when `status` is `"00"`. Anything else
 * (refusal, transport failure, invalid answer) REJECTS with an `ApiError` carrying the
 * message, and shows nothing: the caller decides (`callEndpoint` toasts it).
 */
export async function requestVariant<TData = unknown>(
  client: AxiosInstance,
  request: ApiRequest,
  options: Pick<RequestOptions, 'validate'> = {},
): Promise<ApiSuccess<TData>> {
  const answer = await sendRequest(client, request);
  if (!answer.ok) throw new ApiError(answer);
  const issues = await checkResponse(answer.body, 'status', options.validate);
  if (issues) {
    reportInvalidResponse(request.endpointId ?? request.path, issues, answer.body);
    throw new ApiError({ kind: 'invalid', message: API_MESSAGES.invalid, status: answer.status });
  }
  const envelope = answer.body as { status: unknown; attach?: unknown; message?: unknown };
  const message = typeof envelope.message === 'string' ? envelope.message : '';
  const status = typeof envelope.status === 'number' ? envelope.status : String(envelope.status);
  if (envelope.status === VARIANT_SUCCESS_STATUS) {
    // The validator has checked `attach` against the endpoint's schema: the one narrowing point.
    return { ok: true, data: envelope.attach as TData, message, code: status };
  }
  throw new ApiError({
    kind: 'server',
    message: message || API_MESSAGES.serverFallback,
    code: status,
    data: envelope.attach,
    status: answer.status,
  });
}
