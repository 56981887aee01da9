import { type EndpointId, type EndpointMeta, endpoints } from '../generated/endpoints';
import { validateCommonEnvelope, validateVariantEnvelope } from '../generated/validators/envelopes.js';
import { dataValidatorLoaders, type PayloadCheck, type Validator } from '../generated/validators/index';
import { recordTelemetry } from '../telemetry';
import { ApiError } from './apiError';
import { API_MESSAGES } from './apiMessages';
import type { ApiRequest, ResponseValidator } from './apiRequest';
import type { ApiFailure, ApiResult } from './apiResult';
import { isRecord } from './checkResponse';
import { type ApiClients, getDefaultClients } from './defaultClients';
import type { CallableEndpointId, EndpointData, EndpointRequest } from './endpointTypes';
import { openEnumDrift } from './openEnumDrift';
import { reportDrift, reportInvalidResponse, type ValidationIssue } from './report';
import { isCommonSuccess, requestCommon } from './requestCommon';
import { requestVariant, VARIANT_SUCCESS_STATUS } from './requestVariant';
import { transportFailure } from './sendRequest';
import { getToasts, hideToast, showLoadingToast, showToast } from './toastBus';

/** Options of one call. */
export interface CallOptions {
  /** Text of a loading toast shown while the call runs, hidden after. */
  loadingToast?: string;
}

/** `callEndpoint` bound to a pair of clients. */
export type EndpointCaller = <Id extends CallableEndpointId>(
  id: Id,
  payload: EndpointRequest<Id>,
  options?: CallOptions,
) => Promise<ApiResult<EndpointData<Id>>>;

function issuesOf(validator: Validator, prefix = ''): ValidationIssue[] {
  const errors = validator.errors ?? [{ instancePath: '', message: 'is invalid' }];
  return errors.map(({ instancePath, message, keyword }) => ({
    instancePath: prefix + instancePath,
    message,
    ...(keyword === undefined ? {} : { keyword }),
  }));
}

const dataValidators = new Map<string, Promise<PayloadCheck>>();

/**
 * The generated check of one endpoint's payload (its validator and its open enums): a small chunk
 * of its own, loaded once, at the call (or earlier, by `preloadValidator`), in parallel with the
 * request rather than before it.
 */
export function preloadValidator(id: EndpointId): Promise<PayloadCheck> {
  let pending = dataValidators.get(id);
  if (!pending) {
    const load = dataValidatorLoaders[id];
    pending = load ? load() : Promise.reject(new Error(`no validator for ${id}`));
    // A chunk that could not load (offline) is asked for again by the next call.
    pending.catch(() => dataValidators.delete(id));
    dataValidators.set(id, pending);
  }
  return pending;
}

/**
 * The generated checks of one endpoint, on success only: the envelope, then the payload field
 * (`data` or `attach`). A refusal is only required to be an object with its `code`/`status`
 * (`checkResponse`), since a refusal's payload and message have no schema. The payload check waits
 * for its chunk, which was asked for when the request went out. A value outside an open enum (an
 * order status the app does not know) passes, and is reported as drift (`reportDrift`).
 */
function endpointValidator(id: EndpointId, meta: EndpointMeta): ResponseValidator {
  const common = meta.client === 'common';
  const validateEnvelope: Validator = common ? validateCommonEnvelope : validateVariantEnvelope;
  const field = common ? 'data' : 'attach';
  const payloadCheck = preloadValidator(id);
  // Read when the answer arrives; a rejection here is not a failure of the call by itself.
  payloadCheck.catch(() => undefined);
  return async (body) => {
    // A refusal carries no payload worth validating (real servers send `null`, `[]`, `""` or nothing in
    // `data`/`attach`, and sometimes no string message): the borrower sees its message, never a schema failure.
    if (!isRecord(body)) return validateEnvelope(body) ? null : issuesOf(validateEnvelope);
    const success = common ? isCommonSuccess(body.code) : body.status === VARIANT_SUCCESS_STATUS;
    if (!success) return null;
    if (!validateEnvelope(body)) return issuesOf(validateEnvelope);
    const { validate: validateData, openEnums } = await payloadCheck;
    if (!validateData(body[field])) return issuesOf(validateData, `/${field}`);
    const drift = openEnumDrift(body[field], openEnums);
    reportDrift(
      id,
      drift.map((item) => ({ ...item, instancePath: `/${field}${item.instancePath}` })),
    );
    return null;
  };
}

function failureOf(error: unknown): ApiFailure {
  return error instanceof ApiError ? error.toResult() : transportFailure(error);
}

/**
 * Makes `callEndpoint` for a pair of clients (tests point them at a local server).
 * `clients` may be a getter so the app's default clients are made on first call.
 */
export function createEndpointCaller(clients: ApiClients | (() => ApiClients)): EndpointCaller {
  const clientsNow = typeof clients === 'function' ? clients : () => clients;
  return async function call<Id extends CallableEndpointId>(
    id: Id,
    payload: EndpointRequest<Id>,
    options: CallOptions = {},
  ): Promise<ApiResult<EndpointData<Id>>> {
    const meta: EndpointMeta | undefined = endpoints[id];
    if (meta === undefined || meta.response !== 'json') {
      // Only a screen typo or a misuse gets here: the types forbid it. Report, never throw.
      reportInvalidResponse(String(id), [
        { instancePath: '', message: 'is not a JSON endpoint of the registry' },
      ]);
      showToast(API_MESSAGES.invalid);
      return { ok: false, kind: 'invalid', message: API_MESSAGES.invalid };
    }
    const request: ApiRequest = {
      method: meta.method,
      path: meta.path,
      body: meta.body,
      payload,
      endpointId: id,
    };
    const validate = endpointValidator(id, meta);
    const startedAt = performance.now();
    let result: ApiResult<EndpointData<Id>>;
    if (meta.client === 'common') {
      result = await requestCommon<EndpointData<Id>>(clientsNow().common, request, {
        validate,
        ...(options.loadingToast ? { loadingToast: options.loadingToast } : {}),
      });
    } else {
      const loading = options.loadingToast ? showLoadingToast(options.loadingToast) : null;
      try {
        result = await requestVariant<EndpointData<Id>>(clientsNow().variant, request, { validate });
      } catch (error) {
        result = failureOf(error);
      }
      if (loading !== null) hideToast(loading);
      // SPEC §8: a variant status other than "00" shows the server message (the helper itself shows nothing).
      if (!result.ok) showToast(result.message);
    }
    if (!result.ok) reportFailedCall(id, result, performance.now() - startedAt);
    return result;
  };
}

/** The `api` event of a failed call (DESIGN §10): its status, the envelope's code of a refusal, its time. */
function reportFailedCall(id: string, failure: ApiFailure, ms: number): void {
  const message = failure.message;
  recordTelemetry({
    type: 'api',
    endpoint: id,
    status: failure.status ?? 0,
    code: failure.kind === 'server' ? failure.code : undefined,
    ms,
    // Both helpers toast a failure's message; it is up unless a later toast has replaced it.
    shown: getToasts().some((toast) => toast.text === message),
  });
}

/**
 * Calls an endpoint of the registry by id and never rejects: picks the client, shows
 * the optional loading toast, validates the envelope and, on success, the data with
 * the generated validator. A refusal, transport failure or invalid answer comes back
 * as `{ ok: false, kind, message }` with the message toasted.
 */
export const callEndpoint: EndpointCaller = createEndpointCaller(getDefaultClients);
