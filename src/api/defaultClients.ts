import type { AxiosInstance } from 'axios';
import { getSessionParams } from '../session/session';
import { API_BASE } from './apiBase';
import { createCommonClient } from './createCommonClient';
import { createVariantClient } from './createVariantClient';

/** The two clients `callEndpoint` picks from by the endpoint's `client`. */
export interface ApiClients {
  common: AxiosInstance;
  variant: AxiosInstance;
}

let clients: ApiClients | null = null;

/** The app's clients: `API_BASE` and the page session. Made on first use so importing the module costs nothing. */
export function getDefaultClients(): ApiClients {
  clients ??= {
    common: createCommonClient({ baseURL: API_BASE, session: getSessionParams }),
    variant: createVariantClient({ baseURL: API_BASE, session: getSessionParams }),
  };
  return clients;
}
