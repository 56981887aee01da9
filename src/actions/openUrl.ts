import { evaluate } from '../expressions/evaluate';
import { withBase } from '../session/appBase';
import { evaluateRecord, toQueryValues } from './evaluateRecord';
import { safeHttpUrl } from './safeUrl';
import type { ActionHost, ActionOutcome, OpenUrlAction } from './types';

/**
 * Leaves the app for an http(s) URL (a relative one resolves against the page, so a full
 * page load of the app itself works); any other scheme is refused. `query` values are
 * encoded and added to the URL's own query.
 */
export async function runOpenUrl(
  action: OpenUrlAction,
  host: ActionHost,
  pointer: string,
): Promise<ActionOutcome> {
  const scope = host.scope();
  const raw = evaluate(action.url, scope);
  // A root-relative URL is the app's own, under its base path.
  const url = safeHttpUrl(typeof raw === 'string' ? withBase(raw) : raw);
  if (!url) return { ok: false, error: `refused to open a URL that is not http(s): ${String(raw)}`, pointer };
  await host.assignLocation(
    withQuery(url, toQueryValues(evaluateRecord(action.query, scope))),
    action.replace === true,
  );
  return { ok: true };
}

function withQuery(url: string, query: Record<string, string>): string {
  const entries = Object.entries(query);
  if (entries.length === 0) return url;
  const target = new URL(url);
  for (const [key, value] of entries) target.searchParams.set(key, value);
  return target.href;
}
