import { type ReactNode, useState } from 'react';
import type { Draft, StudioMe } from '../serviceTypes';
import type { StudioProblem } from '../studioTypes';
import { draftPermissions } from './draftPermissions';
import { holdPageReloads } from './pageReloads';
import { RefusedAlert } from './RefusedAlert';
import { draftOf, messageOf, problemsOf, type ServiceApi } from './serviceApi';

type ActionStatus =
  | { kind: 'idle' }
  | { kind: 'running'; doing: string }
  | { kind: 'done'; text: string }
  | { kind: 'failed'; text: string; problems: StudioProblem[] };

interface DraftActionsProps {
  api: ServiceApi;
  me: StudioMe;
  draft: Draft;
  /** The editor holds text not saved yet: a proposal would leave it out. */
  dirty: boolean;
  onDraft: (draft: Draft) => void;
  /** The draft is published: its studio goes away with its branch. */
  onPublished: () => void;
}

/**
 * The steps this person may take on this draft, by their roles and its status (`draftPermissions`):
 * propose with a why, approve, send back with what to change, publish, comment.
 */
export function DraftActions({ api, me, draft, dirty, onDraft, onPublished }: DraftActionsProps): ReactNode {
  const [why, setWhy] = useState('');
  const [change, setChange] = useState('');
  const [comment, setComment] = useState('');
  const [status, setStatus] = useState<ActionStatus>({ kind: 'idle' });
  const may = draftPermissions(me, draft);
  const busy = status.kind === 'running';

  const run = (doing: string, done: string, step: () => Promise<Draft>, afterwards?: () => void) => {
    setStatus({ kind: 'running', doing });
    step().then(
      (moved) => {
        setStatus({ kind: 'done', text: done });
        onDraft(moved);
        afterwards?.();
      },
      (error: unknown) => {
        // A conflicting publish answers with the draft holding its conflicts: the studio shows them.
        const moved = draftOf(error);
        if (moved) onDraft(moved);
        setStatus({
          kind: 'failed',
          text: `${doing} failed: ${messageOf(error)}`,
          problems: problemsOf(error),
        });
      },
    );
  };

  return (
    <div className="studio-actions">
      {may.propose ? (
        <form
          className="studio-action"
          onSubmit={(event) => {
            event.preventDefault();
            run('Proposing', 'Proposed: an approver is asked to approve it.', () =>
              api.propose(draft.id, why.trim()),
            );
          }}
        >
          <label>
            Why{' '}
            <textarea
              value={why}
              required
              rows={2}
              placeholder="What this draft changes for the borrower, and why"
              onChange={(event) => setWhy(event.target.value)}
            />
          </label>
          <button type="submit" disabled={busy || dirty || why.trim() === ''}>
            Propose
          </button>
          {dirty ? (
            <small className="studio-muted">Save your text first: a proposal is what is saved.</small>
          ) : null}
        </form>
      ) : null}
      {may.approve ? (
        <button
          type="button"
          disabled={busy}
          onClick={() => run('Approving', 'Approved.', () => api.approve(draft.id))}
        >
          Approve
        </button>
      ) : null}
      {may.publish ? (
        <button
          type="button"
          disabled={busy}
          onClick={() =>
            run(
              'Publishing',
              'Published: opening the published branch…',
              () => holdPageReloads(api.publish(draft.id)),
              onPublished,
            )
          }
        >
          Publish
        </button>
      ) : null}
      {may.sendBack ? (
        <form
          className="studio-action"
          onSubmit={(event) => {
            event.preventDefault();
            run(
              'Sending back',
              'Sent back to its author.',
              () => api.sendBack(draft.id, change.trim()),
              () => setChange(''),
            );
          }}
        >
          <label>
            What to change{' '}
            <textarea value={change} required rows={2} onChange={(event) => setChange(event.target.value)} />
          </label>
          <button type="submit" disabled={busy || change.trim() === ''}>
            Send back
          </button>
        </form>
      ) : null}
      {may.ownDraft ? <p className="studio-muted">{may.ownDraft}</p> : null}
      {may.comment ? (
        <form
          className="studio-action"
          onSubmit={(event) => {
            event.preventDefault();
            run(
              'Commenting',
              'Comment added.',
              () => api.comment(draft.id, comment.trim()),
              () => setComment(''),
            );
          }}
        >
          <label>
            Comment{' '}
            <textarea
              value={comment}
              required
              rows={2}
              onChange={(event) => setComment(event.target.value)}
            />
          </label>
          <button type="submit" disabled={busy || comment.trim() === ''}>
            Comment
          </button>
        </form>
      ) : null}
      <ActionMessage status={status} />
    </div>
  );
}

function ActionMessage({ status }: { status: ActionStatus }): ReactNode {
  switch (status.kind) {
    case 'idle':
      return <span role="status" />;
    case 'running':
      return <span role="status">{status.doing}…</span>;
    case 'done':
      return <span role="status">{status.text}</span>;
    case 'failed':
      return <RefusedAlert message={status.text} problems={status.problems} />;
  }
}
