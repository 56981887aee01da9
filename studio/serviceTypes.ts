/**
 * What the studio page and the studio service (`npm run studio:serve`, studio/service/, DESIGN §13)
 * exchange. Every address is under the service's base (`STUDIO_BASE`, default `/`):
 *
 * - `<base>__service/api/…`: the service's own calls, below (`<base>api/` is the previews' sandbox);
 * - `<base>__studio`: the studio on the published branch, read-only, with the drafts;
 * - `<base>drafts/<id>/__studio`: the studio on one draft (its editor, previews, explain, changes), its
 *   calls under `<base>drafts/<id>/__studio/api/` as in the local studio, its previews under
 *   `<base>drafts/<id>/<route>`.
 *
 * The page knows which it is from two build-time values the service gives each preview server:
 * `import.meta.env.VITE_STUDIO_SERVICE` (the service's base; absent in the local `npm start` studio)
 * and `import.meta.env.VITE_STUDIO_DRAFT` (the draft's id; empty on the published branch).
 */

export type StudioRole = 'editor' | 'approver';

/** `GET <base>api/me`: who the proxy says this is, and what the service publishes to. */
export interface StudioMe {
  email: string;
  name: string;
  roles: StudioRole[];
  /** The published branch, e.g. `main`. */
  branch: string;
}

/**
 * Where a draft is: `editing` (saves go in), `proposed` (waiting for an approver), `approved`,
 * `sent-back` (an approver asked for changes: editing again), `conflict` (publishing found the
 * published branch changed the same lines: the author settles), `published` (merged and pushed).
 */
export type DraftStatus = 'editing' | 'proposed' | 'approved' | 'sent-back' | 'conflict' | 'published';

/** One line of a draft's conversation: a proposal's why, an approval, a send-back, a comment. */
export interface DraftNote {
  kind: 'proposed' | 'approved' | 'sent-back' | 'comment' | 'published' | 'settled';
  /** The person's email. */
  by: string;
  /** ISO time. */
  at: string;
  text: string;
}

/** A file both the draft and the published branch changed on the same lines: both texts, whole. */
export interface DraftConflict {
  file: string;
  /** The file as the draft has it. */
  draft: string;
  /** The file as the published branch has it now. */
  published: string;
}

export interface Draft {
  id: string;
  title: string;
  /** The branch, `studio/<id>` (DESIGN §13). */
  branch: string;
  author: { email: string; name: string };
  createdAt: string;
  status: DraftStatus;
  /** The proposal's sentence saying why (the merge commit's message). */
  why?: string;
  approvedBy?: string;
  notes: DraftNote[];
  /** The files the draft changes against where it started (or was last brought up to date). */
  files: string[];
  /** Set while `status` is `conflict`. */
  conflicts?: DraftConflict[];
  /** The merge commit on the published branch, once published. */
  published?: string;
}

/**
 * The calls under `<base>__service/api/`. Every call needs the proxy's proof (else 401); every call that
 * changes something also needs the service's own origin (else 403) and the role it names (else 403).
 *
 * - `GET drafts` → `Draft[]` (newest first)
 * - `POST drafts` `{ title }` → 201 `Draft` (editor)
 * - `GET drafts/<id>` → `Draft`
 * - `POST drafts/<id>/propose` `{ why }` → `Draft` (its author)
 * - `POST drafts/<id>/approve` `{}` → `Draft` (an approver other than its author)
 * - `POST drafts/<id>/send-back` `{ comment }` → `Draft` (an approver other than its author)
 * - `POST drafts/<id>/comments` `{ text }` → `Draft` (anyone with a role)
 * - `POST drafts/<id>/publish` `{}` → `Draft` (an approver other than its author, once approved);
 *   409 `{ message, draft }` when it conflicts (the draft then has `conflicts`); 422 `{ message, problems }`
 *   when the checker refuses the merged tree (nothing pushed)
 * - `POST drafts/<id>/settle` `{ files: { file, text }[] }` → `Draft` (its author or an approver): the
 *   settled texts of every conflicting file; checked like a save
 * - `GET history?path=<file>` → `HistoryEntry[]` (newest first)
 * - `POST undo` `{ commit }` → 201 `Draft` (editor): a new draft whose first commit reverts that change
 */
export interface StudioServiceError {
  message: string;
}

/** One change of a file on the published branch, from git. */
export interface HistoryEntry {
  /** The commit on the published branch (a publish's merge, or an engineer's commit). */
  commit: string;
  date: string;
  /** The why (the merge's message without its trailers), or the commit's subject. */
  why: string;
  /** Who wrote the change (the draft's commits' authors), as `Name <email>`. */
  authors: string[];
  approvedBy?: string;
  draft?: string;
}

/** `POST drafts/<id>/settle`'s body. */
export interface SettleRequest {
  files: { file: string; text: string }[];
}
