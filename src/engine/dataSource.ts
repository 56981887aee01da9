import { evaluateRecord } from '../actions/evaluateRecord';
import { type ApiResult, type CallableEndpointId, callEndpoint } from '../api';
import { applyFieldMap } from '../api/fieldMap';
import { evaluate, isTruthy } from '../expressions/evaluate';
import type { Scope } from '../expressions/types';
import { t } from '../i18n/t';
import type { DataSourceDef } from './screenTypes';

/** The lifecycle of one data source, reduced in one place (see `loadDataSource`). */
export type SourceState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; data: unknown }
  | { status: 'empty'; data: unknown; text: string }
  | { status: 'error'; message: string };

/** Whether the source is loaded for this scope: it has no `when`, or its `when` is truthy. */
export function sourceWanted(def: DataSourceDef, scope: Scope): boolean {
  return def.when === undefined || isTruthy(evaluate(def.when, scope));
}

/** The source's params for this scope; absent and null values are left out of the request. */
export function sourceParams(def: DataSourceDef, scope: Scope): Record<string, unknown> {
  const params = evaluateRecord(def.params, scope);
  for (const key of Object.keys(params))
    if (params[key] === undefined || params[key] === null) delete params[key];
  return params;
}

/** Sends the source's call with these params (the API layer toasts a failure). */
export function fetchSource(
  def: DataSourceDef,
  params: Record<string, unknown>,
): Promise<ApiResult<unknown>> {
  const options = def.loadingToast ? { loadingToast: def.loadingToast } : {};
  // Endpoint ids and params in screens are proven by the screen checker, not by TypeScript.
  return callEndpoint(def.endpoint as CallableEndpointId, params as never, options);
}

/**
 * Calls the source's endpoint with its evaluated params and maps the answer to readable names.
 * `started` hands over a call already sent for the same params (a prefetch at navigation, see
 * `prefetch.ts`); without one, or for other params, the call is sent now.
 */
export async function loadDataSource(
  def: DataSourceDef,
  scope: Scope,
  started?: (params: Record<string, unknown>) => Promise<ApiResult<unknown>> | undefined,
): Promise<SourceState> {
  const params = sourceParams(def, scope);
  const result: ApiResult<unknown> = await (started?.(params) ?? fetchSource(def, params));
  return sourceStateOf(def, scope, result);
}

/** What a source shows for its call's result: the error text, or the data mapped to readable names, empty or not. */
export function sourceStateOf(def: DataSourceDef, scope: Scope, result: ApiResult<unknown>): SourceState {
  if (!result.ok)
    return {
      status: 'error',
      message: def.errorText || result.message || t('Something went wrong. Please try again.'),
    };
  const data = def.map ? applyFieldMap(result.data, def.map) : result.data;
  if (def.emptyWhen !== undefined) {
    const sourceScope: Scope = { ...scope, item: data };
    if (isTruthy(evaluate(def.emptyWhen, sourceScope))) {
      const text =
        def.emptyText === undefined
          ? t('Nothing here yet.')
          : String(evaluate(def.emptyText, sourceScope) ?? '');
      return { status: 'empty', data, text };
    }
  }
  return { status: 'ready', data };
}
