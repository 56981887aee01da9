import { type ReactNode, useState } from 'react';
import type { Draft, DraftConflict } from '../serviceTypes';
import type { StudioProblem } from '../studioTypes';
import { RefusedAlert } from './RefusedAlert';
import { messageOf, problemsOf, type ServiceApi } from './serviceApi';

type SettleStatus =
  | { kind: 'idle' }
  | { kind: 'settling' }
  | { kind: 'failed'; message: string; problems: StudioProblem[] };

interface ConflictViewProps {
  api: ServiceApi;
  /** The draft, its status `conflict`. */
  draft: Draft;
  /** Only its author or an approver settles (DESIGN §13). */
  canSettle: boolean;
  onDraft: (draft: Draft) => void;
}

/**
 * Publishing found the published branch changed the same lines as the draft: each such file side by
 * side (the draft's text, the published one), and the text it should have, written by the person and
 * checked like a save when they settle.
 */
export function ConflictView({ api, draft, canSettle, onDraft }: ConflictViewProps): ReactNode {
  const conflicts = draft.conflicts ?? [];
  // Each settled text starts as the draft's: the person brings the published branch's lines into it.
  const [texts, setTexts] = useState<Record<string, string>>(() =>
    Object.fromEntries(conflicts.map((conflict) => [conflict.file, conflict.draft])),
  );
  const [status, setStatus] = useState<SettleStatus>({ kind: 'idle' });

  const settle = () => {
    setStatus({ kind: 'settling' });
    const files = conflicts.map((conflict) => ({
      file: conflict.file,
      text: texts[conflict.file] ?? conflict.draft,
    }));
    api.settle(draft.id, { files }).then(
      (settled) => {
        setStatus({ kind: 'idle' });
        onDraft(settled);
      },
      (error: unknown) =>
        setStatus({ kind: 'failed', message: messageOf(error), problems: problemsOf(error) }),
    );
  };

  return (
    <main className="studio-conflicts" aria-labelledby="studio-conflicts-title">
      <header className="studio-bar">
        <h1 id="studio-conflicts-title">Settle conflicts</h1>
        <button type="button" onClick={settle} disabled={!canSettle || status.kind === 'settling'}>
          Settle
        </button>
        <span role="status">{status.kind === 'settling' ? 'Checking and settling…' : ''}</span>
      </header>
      <p className="studio-hint">
        Publishing found that the published branch changed the same lines as this draft since it started. For
        each file, write the text it should have (the draft's, with what is needed of the published one);
        Settle checks it like a save.
        {canSettle ? '' : ' Only the draft’s author or an approver settles it.'}
      </p>
      {status.kind === 'failed' ? (
        <RefusedAlert
          className="studio-conflict-refused"
          message={`Not settled: ${status.message}`}
          problems={status.problems}
        />
      ) : null}
      {conflicts.map((conflict) => (
        <ConflictFile
          key={conflict.file}
          conflict={conflict}
          text={texts[conflict.file] ?? conflict.draft}
          readOnly={!canSettle}
          onChange={(text) => setTexts((known) => ({ ...known, [conflict.file]: text }))}
        />
      ))}
    </main>
  );
}

interface ConflictFileProps {
  conflict: DraftConflict;
  text: string;
  readOnly: boolean;
  onChange: (text: string) => void;
}

function ConflictFile({ conflict, text, readOnly, onChange }: ConflictFileProps): ReactNode {
  const id = `studio-conflict-${conflict.file.replace(/[^a-zA-Z0-9]+/g, '-')}`;
  return (
    <section className="studio-conflict" aria-labelledby={id}>
      <h2 id={id}>{conflict.file}</h2>
      <div className="studio-sides">
        <section aria-label={`This draft: ${conflict.file}`}>
          <h3>This draft</h3>
          <pre className="studio-side">{conflict.draft}</pre>
        </section>
        <section aria-label={`Published now: ${conflict.file}`}>
          <h3>Published now</h3>
          <pre className="studio-side">{conflict.published}</pre>
        </section>
      </div>
      <label className="studio-settled">
        Settled text of {conflict.file}
        <textarea
          value={text}
          readOnly={readOnly}
          spellCheck={false}
          rows={Math.min(30, Math.max(8, text.split('\n').length))}
          onChange={(event) => onChange(event.target.value)}
        />
      </label>
    </section>
  );
}
