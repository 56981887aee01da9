export { API_BASE } from './apiBase';
export type { ApiResult } from './apiResult';
export { callEndpoint } from './callEndpoint';
export type { CallableEndpointId, ImageEndpointId } from './endpointTypes';
export { endpointUrl } from './endpointUrl';
