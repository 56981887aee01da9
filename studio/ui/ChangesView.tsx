import { type ReactNode, useEffect, useState } from 'react';
import type { StudioChanges, StudioReview } from '../studioTypes';
import { studioApi } from './studioApi';

type ReviewStatus =
  | { kind: 'idle' }
  | { kind: 'running' }
  | { kind: 'done'; review: StudioReview }
  | { kind: 'failed'; message: string };

interface ChangesViewProps {
  /** Bumped when a file under screens/ changes on disk: the list is read again. */
  diskVersion: number;
  onOpen: (file: string) => void;
}

/**
 * What the work tree changes against HEAD for the borrower (`npm run review -- --base HEAD`): the
 * screens whose compiled form differs, at once; then, on request, every state of them rendered on
 * both sides and compared, shown as the review's report.
 */
export function ChangesView({ diskVersion, onOpen }: ChangesViewProps): ReactNode {
  const [changes, setChanges] = useState<StudioChanges>();
  const [status, setStatus] = useState<ReviewStatus>({ kind: 'idle' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `diskVersion` re-reads the list after a change on disk.
  useEffect(() => {
    studioApi.changes().then(setChanges, (error: unknown) => console.error(error));
  }, [diskVersion]);

  const states = changes?.screens.reduce((sum, screen) => sum + screen.states, 0) ?? 0;
  const review = () => {
    setStatus({ kind: 'running' });
    studioApi.review().then(
      (done) => setStatus({ kind: 'done', review: done }),
      (error: unknown) => setStatus({ kind: 'failed', message: String(error) }),
    );
  };

  return (
    <main className="studio-changes" aria-labelledby="studio-changes-title">
      <header className="studio-bar">
        <h1 id="studio-changes-title">Changes against {changes?.base ?? 'HEAD'}</h1>
        <button
          type="button"
          onClick={review}
          disabled={!changes || changes.screens.length === 0 || status.kind === 'running'}
        >
          Compare {states} state{states === 1 ? '' : 's'} in the browser
        </button>
        <span role="status">
          {status.kind === 'running'
            ? 'Building both versions and rendering every state…'
            : status.kind === 'done'
              ? status.review.totals
              : ''}
        </span>
      </header>
      {!changes ? (
        <p className="studio-hint">Comparing the compiled screens…</p>
      ) : changes.screens.length === 0 ? (
        <p className="studio-hint">No screen differs from {changes.base} for the borrower.</p>
      ) : (
        <ul className="studio-changed" aria-label="Changed screens">
          {changes.screens.map((screen) => (
            <li key={screen.file}>
              <button type="button" className="studio-link" onClick={() => onOpen(screen.file)}>
                {screen.file}
              </button>{' '}
              <small>
                {screen.reason}, {screen.states} state{screen.states === 1 ? '' : 's'}
              </small>
            </li>
          ))}
        </ul>
      )}
      {changes && changes.translations.length > 0 ? (
        <>
          <h2 id="studio-translations-title">Translations</h2>
          <ul className="studio-changed" aria-labelledby="studio-translations-title">
            {changes.translations.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      ) : null}
      {changes?.notes.map((note) => (
        <p key={note} className="studio-hint">
          {note}
        </p>
      ))}
      {status.kind === 'failed' ? (
        <p role="alert" className="studio-refused">
          The review failed: {status.message}
        </p>
      ) : null}
      {status.kind === 'done' ? (
        <iframe className="studio-report" title="Change review report" src={status.review.reportUrl} />
      ) : null}
    </main>
  );
}
