import type { ValidationIssue } from './report';

/** How a payload travels: in the query, form-encoded in the body, or as a multipart body. */
export type BodyEncoding = 'query' | 'form' | 'multipart';

/** One call, independent of the endpoint registry (so helpers work for any path). */
export interface ApiRequest {
  method: 'GET' | 'POST';
  /** Path under the client's base URL, e.g. `/v3/loan-details/loan-details`. */
  path: string;
  /** Default: `query` for GET, `form` for POST. */
  body?: BodyEncoding;
  /** The call's own fields; a Blob/File field is a file part in a multipart body. */
  payload?: object | null;
  /** Overrides the client's 60 s time-out. */
  timeoutMs?: number;
  /** Names the call in reports of invalid responses; default: the path. */
  endpointId?: string;
}

/**
 * Checks a parsed response body beyond the helper's own envelope check; returns the
 * issues, or null when the body is fine. It may answer later (a generated check whose chunk is
 * still on its way when the response arrives).
 */
export type ResponseValidator = (
  body: unknown,
) => readonly ValidationIssue[] | null | Promise<readonly ValidationIssue[] | null>;
