import { type CallableEndpointId, callEndpoint } from '../api';
import { applyFieldMap } from '../api/fieldMap';
import { evaluate } from '../expressions/evaluate';
import { type Expression, OPERATORS, type Scope } from '../expressions/types';
import { reachGoal } from '../telemetry';
import { asText, evaluateRecord } from './evaluateRecord';
import type { ActionHost, ActionOutcome, CallAction, RunNested } from './types';

const operators: ReadonlySet<string> = new Set(OPERATORS);

function isOperatorExpression(value: unknown): boolean {
  if (!isPlainRecord(value)) return false;
  const keys = Object.keys(value);
  return keys.length === 1 && operators.has(keys[0] as string);
}

function isPlainRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Builds the payload: an object of expressions, or one expression (e.g. `merge`) that gives an object. */
function buildPayload(action: CallAction, scope: Scope): Record<string, unknown> {
  const { payload } = action;
  if (payload === undefined) return {};
  // An object whose single key is an operator is an expression; anything else is a record of expressions.
  const value = isOperatorExpression(payload)
    ? evaluate(payload, scope)
    : isPlainRecord(payload)
      ? evaluateRecord(payload as Record<string, Expression>, scope)
      : undefined;
  if (!isPlainRecord(value)) return {};
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) if (v !== undefined) out[key] = v;
  return out;
}

/** Calls an endpoint, then runs `onSuccess` or `onFailure` with `result` in scope. */
export async function runCall(
  action: CallAction,
  host: ActionHost,
  pointer: string,
  runNested: RunNested,
): Promise<ActionOutcome> {
  const scope = host.scope();
  const payload = buildPayload(action, scope);
  const loadingToast =
    action.loadingToast === undefined ? undefined : asText(evaluate(action.loadingToast, scope));
  // The endpoint id and payload are proven by the screen checker, not by TypeScript.
  const result = await callEndpoint(
    action.endpoint as CallableEndpointId,
    payload as never,
    loadingToast ? { loadingToast } : {},
  );
  if (result.ok) {
    // An experiment's goal may be this call's success (DESIGN §14).
    reachGoal('call', action.endpoint);
    const data = action.map ? applyFieldMap(result.data, action.map) : result.data;
    if (action.resultKey) host.setState({ [action.resultKey]: data });
    return runNested(action.onSuccess, host, `${pointer}/onSuccess`, {
      result: { data, message: result.message, code: result.code },
    });
  }
  return runNested(action.onFailure, host, `${pointer}/onFailure`, {
    result: { data: result.data, message: result.message, code: result.code, kind: result.kind },
  });
}
