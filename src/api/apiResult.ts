/**
 * What a call gives back: errors are values, so a screen always gets an answer it can
 * show (DESIGN §7: bad input never loses the screen).
 */

/** Why a call failed: the server said no, no answer came, HTTP said no, or the answer broke its schema. */
export type ApiFailureKind = 'server' | 'network' | 'http' | 'invalid';

/** A call whose envelope reported success; `data` is the checked payload. */
export interface ApiSuccess<TData> {
  ok: true;
  data: TData;
  /** The server's message (often empty on success). */
  message: string;
  /** The envelope's `code` (common client) or `status` (variant client). */
  code: string | number;
}

/** A failed call, with a message ready to show to the borrower. */
export interface ApiFailure {
  ok: false;
  kind: ApiFailureKind;
  message: string;
  /** The envelope code or status (`server`), or the HTTP status (`http`). */
  code?: string | number;
  /** The envelope's data, when the server sent some with its refusal. */
  data?: unknown;
  /** The HTTP status of the answer; 0 when none came (telemetry's `api` event). */
  status?: number;
}

/** The result of a call: never a rejection. */
export type ApiResult<TData = unknown> = ApiSuccess<TData> | ApiFailure;
