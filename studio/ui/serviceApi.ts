import type { Draft, HistoryEntry, SettleRequest, StudioMe, StudioServiceError } from '../serviceTypes';
import type { StudioProblem } from '../studioTypes';

/** A refused or failed service call: the server's `message`, its HTTP status and the whole answer. */
export class ServiceError extends Error {
  override name = 'ServiceError';
  constructor(
    message: string,
    readonly status: number,
    /** The answer's JSON (`{ message, draft }` of a conflicting publish, `{ message, problems }` of a refusal). */
    readonly body: unknown,
  ) {
    super(message);
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether a refusal's JSON is the service's `{ message }`. */
const isServiceError = (value: unknown): value is StudioServiceError =>
  isObject(value) && typeof value.message === 'string';

/** The checker's problems a refused publish or settle carries (422), else none. */
export function problemsOf(error: unknown): StudioProblem[] {
  if (!(error instanceof ServiceError) || !isObject(error.body) || !Array.isArray(error.body.problems))
    return [];
  return error.body.problems.filter(
    (problem): problem is StudioProblem => isObject(problem) && typeof problem.text === 'string',
  );
}

/** The draft a conflicting publish (409) answers with, now holding its `conflicts`. */
export function draftOf(error: unknown): Draft | undefined {
  if (!(error instanceof ServiceError) || !isObject(error.body)) return undefined;
  const { draft } = error.body;
  return isObject(draft) && typeof draft.id === 'string' && typeof draft.status === 'string'
    ? (draft as unknown as Draft)
    : undefined;
}

/** The words of an error to show a person: the server's message, else what went wrong. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

async function call<T>(base: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(
    `${base}__service/api/${path}`,
    body === undefined
      ? undefined
      : { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
  );
  const text = await response.text();
  let answer: unknown;
  try {
    answer = text === '' ? undefined : JSON.parse(text);
  } catch {
    // A proxy's HTML error page: the status says enough.
    answer = undefined;
  }
  if (!response.ok) {
    const message = isServiceError(answer) ? answer.message : `${path}: HTTP ${response.status}`;
    throw new ServiceError(message, response.status, answer);
  }
  return answer as T;
}

/** The calls of the studio page to the studio service (studio/serviceTypes.ts), under `<base>__service/api/`. */
export function serviceApi(base: string) {
  const id = encodeURIComponent;
  return {
    me: () => call<StudioMe>(base, 'me'),
    /** Every draft, newest first. */
    drafts: () => call<Draft[]>(base, 'drafts'),
    draft: (draft: string) => call<Draft>(base, `drafts/${id(draft)}`),
    startDraft: (title: string) => call<Draft>(base, 'drafts', { title }),
    propose: (draft: string, why: string) => call<Draft>(base, `drafts/${id(draft)}/propose`, { why }),
    approve: (draft: string) => call<Draft>(base, `drafts/${id(draft)}/approve`, {}),
    sendBack: (draft: string, comment: string) =>
      call<Draft>(base, `drafts/${id(draft)}/send-back`, { comment }),
    comment: (draft: string, text: string) => call<Draft>(base, `drafts/${id(draft)}/comments`, { text }),
    /** Rejects with a `ServiceError` whose `draftOf` has the conflicts (409) or `problemsOf` the checker's (422). */
    publish: (draft: string) => call<Draft>(base, `drafts/${id(draft)}/publish`, {}),
    settle: (draft: string, request: SettleRequest) =>
      call<Draft>(base, `drafts/${id(draft)}/settle`, request),
    /** The changes of a file on the published branch, newest first. */
    history: (path: string) => call<HistoryEntry[]>(base, `history?path=${id(path)}`),
    /** Starts a new draft whose first commit reverts `commit`. */
    undo: (commit: string) => call<Draft>(base, 'undo', { commit }),
  };
}

/** The service's calls, bound to its base. */
export type ServiceApi = ReturnType<typeof serviceApi>;
