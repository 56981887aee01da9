import type { ApiFailure, ApiFailureKind } from './apiResult';

/** The rejection of `requestVariant`: carries the message to show and why the call failed. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiFailureKind;
  readonly code: string | number | undefined;
  readonly data: unknown;
  readonly status: number | undefined;

  constructor(failure: Omit<ApiFailure, 'ok'>) {
    super(failure.message);
    this.kind = failure.kind;
    this.code = failure.code;
    this.data = failure.data;
    this.status = failure.status;
  }

  /** The same failure as a result value. */
  toResult(): ApiFailure {
    const result: ApiFailure = { ok: false, kind: this.kind, message: this.message };
    if (this.code !== undefined) result.code = this.code;
    if (this.data !== undefined) result.data = this.data;
    if (this.status !== undefined) result.status = this.status;
    return result;
  }
}
