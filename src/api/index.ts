export { API_BASE } from './apiBase';
export { ApiError } from './apiError';
export { API_MESSAGES, httpErrorMessage } from './apiMessages';
export type { ApiRequest, BodyEncoding, ResponseValidator } from './apiRequest';
export type { ApiFailure, ApiFailureKind, ApiResult, ApiSuccess } from './apiResult';
export {
  type CallOptions,
  callEndpoint,
  createEndpointCaller,
  type EndpointCaller,
  preloadValidator,
} from './callEndpoint';
export { type ApiClientOptions, FORM_CONTENT_TYPE, REQUEST_TIMEOUT_MS } from './createApiClient';
export { COMMON_CLIENT_HEADERS, createCommonClient } from './createCommonClient';
export { createVariantClient, VARIANT_CLIENT_HEADERS } from './createVariantClient';
export { type ApiClients, getDefaultClients } from './defaultClients';
export type { CallableEndpointId, EndpointData, EndpointRequest, ImageEndpointId } from './endpointTypes';
export { type EndpointUrlOptions, endpointUrl } from './endpointUrl';
export { OPEN_ENUM_DRIFT, type OpenEnum, type OpenEnumDrift, openEnumDrift } from './openEnumDrift';
export {
  type DriftHook,
  type ReportHook,
  reportDrift,
  reportInvalidResponse,
  setDriftHook,
  setReportHook,
  type ValidationIssue,
} from './report';
export { isCommonSuccess, type RequestOptions, requestCommon } from './requestCommon';
export { requestVariant, VARIANT_SUCCESS_STATUS } from './requestVariant';
