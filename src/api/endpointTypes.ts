import type { EndpointTypes } from '../generated/api-types';
import type { EndpointId, endpoints } from '../generated/endpoints';

/** Endpoints that answer with an image (used as an `<img src>` through `endpointUrl`). */
export type ImageEndpointId = {
  [K in EndpointId]: (typeof endpoints)[K]['response'] extends 'image' ? K : never;
}[EndpointId];

/** Endpoints that answer with a JSON envelope, called through `callEndpoint`. */
export type CallableEndpointId = Exclude<EndpointId, ImageEndpointId>;

/** The payload type of an endpoint, generated from its schema. */
export type EndpointRequest<Id extends EndpointId> = EndpointTypes[Id]['request'];

/** The checked `data` (common) or `attach` (variant) type of an endpoint, generated from its schema. */
export type EndpointData<Id extends EndpointId> = EndpointTypes[Id]['data'];
