import { type AxiosInstance, type AxiosRequestConfig, isAxiosError } from 'axios';
import { engineTextsReady } from '../i18n/loadEngineTexts';
import { API_MESSAGES, httpErrorMessage } from './apiMessages';
import type { ApiRequest } from './apiRequest';
import type { ApiFailure } from './apiResult';
import { FORM_CONTENT_TYPE } from './createApiClient';
import { toFormData, toSearchParams } from './encodePayload';

/** The raw answer of a call that reached the server and got a 2xx. */
export interface RawAnswer {
  ok: true;
  body: unknown;
  /** The HTTP status (a 2xx). */
  status: number;
}

function toConfig(request: ApiRequest): AxiosRequestConfig {
  const encoding = request.body ?? (request.method === 'GET' ? 'query' : 'form');
  const config: AxiosRequestConfig = { method: request.method, url: request.path };
  if (request.timeoutMs !== undefined) config.timeout = request.timeoutMs;
  if (request.method === 'GET' || encoding === 'query') {
    config.params = Object.fromEntries(toSearchParams(request.payload));
  } else if (encoding === 'multipart') {
    config.data = toFormData(request.payload);
  } else {
    config.data = toSearchParams(request.payload);
    config.headers = { 'Content-Type': FORM_CONTENT_TYPE };
  }
  return config;
}

/** A transport failure as a result: no answer, time-out, or an HTTP error status. */
export function transportFailure(error: unknown): ApiFailure {
  if (isAxiosError(error) && error.response) {
    return {
      ok: false,
      kind: 'http',
      message: httpErrorMessage(error.response.status),
      code: error.response.status,
      status: error.response.status,
    };
  }
  const timedOut = isAxiosError(error) && (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT');
  return {
    ok: false,
    kind: 'network',
    message: timedOut ? API_MESSAGES.timeout : API_MESSAGES.network,
    status: 0,
  };
}

/**
 * Sends one call and returns the parsed body, or a transport failure as a value.
 * A body that is not JSON comes back as its text (axios' silent JSON parsing), for the
 * envelope check to refuse. The answer is returned once the engine's texts of the page's language
 * are set: every message made from it (this failure's, a refusal's fallback, a broken answer's)
 * is then in the borrower's language, even when the answer beat the texts' chunk.
 */
export async function sendRequest(
  client: AxiosInstance,
  request: ApiRequest,
): Promise<RawAnswer | ApiFailure> {
  let answer: { ok: true; response: { data: unknown; status: number } } | { ok: false; error: unknown };
  try {
    answer = { ok: true, response: await client.request<unknown>(toConfig(request)) };
  } catch (error) {
    answer = { ok: false, error };
  }
  await engineTextsReady();
  return answer.ok
    ? { ok: true, body: answer.response.data, status: answer.response.status }
    : transportFailure(answer.error);
}
