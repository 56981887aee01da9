import { type ReactNode, useState } from 'react';
import type { HistoryEntry } from '../serviceTypes';
import { formatWhen } from './formatWhen';
import { messageOf, type ServiceApi } from './serviceApi';
import { draftStudioUrl, goToPage, type ServiceMode } from './serviceMode';

type HistoryStatus =
  | { kind: 'closed' }
  | { kind: 'reading' }
  | { kind: 'read'; entries: HistoryEntry[] }
  | { kind: 'failed'; message: string };

interface HistoryViewProps {
  service: ServiceMode;
  api: ServiceApi;
  /** The opened file. */
  file: string;
  /** Whether the person may start a draft (the editor role), which an undo is. */
  canUndo: boolean;
  /** Opens a page (the undo's draft studio); `window.location.assign` by default. */
  navigate?: (url: string) => void;
}

/**
 * The changes of the opened file on the published branch, newest first, read when opened: when, why,
 * who wrote and who approved each; an editor undoes one in a new draft whose first commit reverts it.
 * The studio gives it a `key` per file, so another file starts closed.
 */
export function HistoryView({
  service,
  api,
  file,
  canUndo,
  navigate = goToPage,
}: HistoryViewProps): ReactNode {
  const [status, setStatus] = useState<HistoryStatus>({ kind: 'closed' });
  const [undoing, setUndoing] = useState<string>();
  const [undoFailure, setUndoFailure] = useState<string>();

  const read = () => {
    setStatus({ kind: 'reading' });
    api.history(file).then(
      (entries) => setStatus({ kind: 'read', entries }),
      (error: unknown) => setStatus({ kind: 'failed', message: messageOf(error) }),
    );
  };
  const undo = (commit: string) => {
    setUndoing(commit);
    setUndoFailure(undefined);
    api.undo(commit).then(
      (draft) => navigate(draftStudioUrl(service.base, draft.id)),
      (error: unknown) => {
        setUndoing(undefined);
        setUndoFailure(`Not undone: ${messageOf(error)}`);
      },
    );
  };

  return (
    <details
      className="studio-history"
      onToggle={(event) => {
        if (event.currentTarget.open && status.kind !== 'reading') read();
      }}
    >
      <summary>History</summary>
      {status.kind === 'reading' ? <p className="studio-muted">Reading the history of {file}…</p> : null}
      {status.kind === 'failed' ? (
        <p role="alert" className="studio-refused">
          The history could not be read: {status.message}
        </p>
      ) : null}
      {undoFailure ? (
        <p role="alert" className="studio-refused">
          {undoFailure}
        </p>
      ) : null}
      {status.kind === 'read' && status.entries.length === 0 ? (
        <p className="studio-muted">No change of {file} is published yet.</p>
      ) : null}
      {status.kind === 'read' && status.entries.length > 0 ? (
        <ol aria-label={`History of ${file}`}>
          {status.entries.map((entry) => (
            <li key={entry.commit}>
              <time dateTime={entry.date}>{formatWhen(entry.date)}</time> <strong>{entry.why}</strong>
              <br />
              <small className="studio-muted">
                by {entry.authors.join(', ') || 'unknown'}
                {entry.approvedBy ? `; approved by ${entry.approvedBy}` : ''} ({entry.commit.slice(0, 7)})
              </small>{' '}
              {canUndo ? (
                <button type="button" disabled={undoing !== undefined} onClick={() => undo(entry.commit)}>
                  {undoing === entry.commit ? 'Starting a draft…' : 'Undo this change'}
                </button>
              ) : null}
            </li>
          ))}
        </ol>
      ) : null}
    </details>
  );
}
