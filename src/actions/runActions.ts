import { evaluate, isTruthy } from '../expressions/evaluate';
import type { Scope } from '../expressions/types';
import { runAlert } from './alert';
import { runBridge } from './bridge';
import { runCall } from './call';
import { runCopy } from './copy';
import { runCountdown } from './countdown';
import { runDelay } from './delay';
import { runGeolocation } from './geolocation';
import { runMail } from './mail';
import { runCloseModal, runOpenModal } from './modal';
import { runNavigate } from './navigate';
import { runOpenApp } from './openApp';
import { runOpenUrl } from './openUrl';
import { reportActionFailure } from './reportActionFailure';
import { runScrollTo } from './scrollTo';
import { runSessionClear, runSessionSet } from './session';
import { runSetState } from './setState';
import { runStorageClear, runStorageSet } from './storage';
import { runToast } from './toast';
import type { Action, ActionHost, ActionOutcome } from './types';

/** Extends a host so nested actions see extra scope (e.g. `result` inside a call's branches). */
function withScope(host: ActionHost, extra: Partial<Scope>): ActionHost {
  return { ...host, scope: () => ({ ...host.scope(), ...extra }) };
}

function runOne(action: Action, host: ActionHost, pointer: string): ActionOutcome | Promise<ActionOutcome> {
  switch (action.type) {
    case 'call':
      return runCall(action, host, pointer, runActions);
    case 'navigate':
      return runNavigate(action, host);
    case 'openUrl':
      return runOpenUrl(action, host, pointer);
    case 'openApp':
      return runOpenApp(action, host, pointer);
    case 'bridge':
      return runBridge(action, host, pointer);
    case 'toast':
      return runToast(action, host);
    case 'openModal':
      return runOpenModal(action, host);
    case 'closeModal':
      return runCloseModal(action, host);
    case 'setState':
      return runSetState(action, host);
    case 'sessionSet':
      return runSessionSet(action, host);
    case 'sessionClear':
      return runSessionClear(action);
    case 'storageSet':
      return runStorageSet(action, host, pointer);
    case 'storageClear':
      return runStorageClear(action, host, pointer);
    case 'copy':
      return runCopy(action, host, pointer);
    case 'delay':
      return runDelay(action, host);
    case 'if':
      return isTruthy(evaluate(action.cond, host.scope()))
        ? runActions(action.then, host, `${pointer}/then`)
        : runActions(action.else, host, `${pointer}/else`);
    case 'reload':
      host.reload(action.source);
      return { ok: true };
    case 'countdown':
      return runCountdown(action, host);
    case 'mail':
      return runMail(action, host, pointer);
    case 'scrollTo':
      return runScrollTo(action, host, pointer);
    case 'alert':
      return runAlert(action, host, pointer);
    case 'geolocation':
      return runGeolocation(action, host, pointer, runActions);
    default: {
      const unknown: never = action;
      return {
        ok: false,
        error: `unknown action type ${String((unknown as { type?: unknown }).type)}`,
        pointer,
      };
    }
  }
}

/**
 * Runs actions in order, from index `from` (the steps before it ran already, e.g. by
 * `runLeadingSetStates`); each step sees the state left by the previous one. A
 * failing step stops the list and is reported with its JSON pointer, never thrown.
 */
export async function runActions(
  actions: Action[] | undefined,
  host: ActionHost,
  pointer: string,
  extra?: Partial<Scope>,
  from = 0,
): Promise<ActionOutcome> {
  if (!actions || actions.length <= from) return { ok: true };
  const scoped = extra ? withScope(host, extra) : host;
  for (const [index, action] of actions.entries()) {
    if (index < from) continue;
    // The screen is gone (e.g. left during a delay or a call): the rest of the list is moot, not failed.
    if (scoped.signal?.aborted) return { ok: true };
    const at = `${pointer}/${index}`;
    if (action.when !== undefined && !isTruthy(evaluate(action.when, scoped.scope()))) continue;
    let outcome: ActionOutcome;
    try {
      outcome = await runOne(action, scoped, at);
    } catch (error) {
      outcome = { ok: false, error: String(error), pointer: at };
    }
    if (!outcome.ok) {
      // The step's own failure names its type; a nested list's was reported where it happened.
      reportActionFailure(scoped.origin.file, outcome, outcome.pointer === at ? action.type : undefined);
      return outcome;
    }
  }
  return { ok: true };
}
