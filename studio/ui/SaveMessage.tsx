import type { ReactNode } from 'react';
import type { StudioProblem } from '../studioTypes';

/** Where the last save of the opened file got to. */
export type SaveStatus =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; file: string }
  | { kind: 'refused'; problems: StudioProblem[] }
  /** Someone saved the file since it was opened (HTTP 409): nothing was written. */
  | { kind: 'conflict'; message: string }
  | { kind: 'failed'; message: string };

/** The save's outcome beside the Save button: a status, or an alert when nothing was written. */
export function SaveMessage({ status }: { status: SaveStatus }): ReactNode {
  switch (status.kind) {
    case 'idle':
      return <span role="status" />;
    case 'saving':
      return <span role="status">Checking and saving…</span>;
    case 'saved':
      return <span role="status">Saved {status.file}; the previews show it.</span>;
    case 'refused': {
      const [first] = status.problems;
      return (
        <span role="alert" className="studio-refused">
          Not saved: the checker found {status.problems.length} problem
          {status.problems.length === 1 ? '' : 's'}
          {first ? `: ${first.text.split('\n')[0]}` : ''}
        </span>
      );
    }
    case 'conflict':
      return (
        <span role="alert" className="studio-refused">
          Not saved: this file was saved elsewhere since you opened it ({status.message}). The editor now
          shows the newer text; your text is below to copy from.
        </span>
      );
    case 'failed':
      return (
        <span role="alert" className="studio-refused">
          Not saved: {status.message}
        </span>
      );
  }
}

/** The text a refused save held (the file moved on meanwhile), kept to copy from until dismissed. */
export interface UnsavedText {
  file: string;
  text: string;
}

/** The person's text the newer file replaced in the editor, read-only, to copy from. */
export function UnsavedTextPanel({
  unsaved,
  onDismiss,
}: {
  unsaved: UnsavedText;
  onDismiss: () => void;
}): ReactNode {
  return (
    <details className="studio-unsaved" open>
      <summary>Your unsaved text</summary>
      <textarea aria-label="Your unsaved text" readOnly spellCheck={false} rows={10} value={unsaved.text} />
      <button type="button" onClick={onDismiss}>
        Dismiss your unsaved text
      </button>
    </details>
  );
}
