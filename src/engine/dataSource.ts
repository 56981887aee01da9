import { evaluateRecord } from '../actions/evaluateRecord';
import { type ApiResult, type CallableEndpointId, callEndpoint } from '../api';
import { evaluate, isTruthy } from '../expressions/evaluate';
import type { Scope } from '../expressions/types';
import { applyFieldMap } from './fieldMap';
import type { DataSourceDef } from './screenTypes';

/** The lifecycle of one data source, reduced in one place (see `loadDataSource`). */
export type SourceState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; data: unknown }
  | { status: 'empty'; data: unknown; text: string }
  | { status: 'error'; message: string };

/** Calls the source's endpoint with its evaluated params and maps the answer to readable names. */
export async function loadDataSource(def: DataSourceDef, scope: Scope): Promise<SourceState> {
  const params = evaluateRecord(def.params, scope);
  for (const key of Object.keys(params))
    if (params[key] === undefined || params[key] === null) delete params[key];
  const options = def.loadingToast ? { loadingToast: def.loadingToast } : {};
  // Endpoint ids and params in screens are proven by the screen checker, not by TypeScript.
  const result: ApiResult<unknown> = await callEndpoint(
    def.endpoint as CallableEndpointId,
    params as never,
    options,
  );
  if (!result.ok)
    return {
      status: 'error',
      message: def.errorText || result.message || 'Something went wrong. Please try again.',
    };
  const data = def.map ? applyFieldMap(result.data, def.map) : result.data;
  if (def.emptyWhen !== undefined) {
    const sourceScope: Scope = { ...scope, item: data };
    if (isTruthy(evaluate(def.emptyWhen, sourceScope))) {
      const text =
        def.emptyText === undefined
          ? 'Nothing here yet.'
          : String(evaluate(def.emptyText, sourceScope) ?? '');
      return { status: 'empty', data, text };
    }
  }
  return { status: 'ready', data };
}
