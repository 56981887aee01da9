import type { ReactNode } from 'react';
import type { Draft, DraftNote, StudioMe } from '../serviceTypes';
import { DraftActions } from './DraftActions';
import { STATUS_WORDS } from './draftPermissions';
import { formatWhen } from './formatWhen';
import type { ServiceApi } from './serviceApi';
import { goToPage, publishedStudioUrl, type ServiceMode } from './serviceMode';

const NOTE_WORDS: Record<DraftNote['kind'], string> = {
  proposed: 'Proposed',
  approved: 'Approved',
  'sent-back': 'Sent back',
  comment: 'Comment',
  published: 'Published',
  settled: 'Settled',
};

interface ServiceBarProps {
  service: ServiceMode;
  api: ServiceApi;
  me: StudioMe | undefined;
  /** The draft of this studio; undefined on the published branch, or while it is read. */
  draft: Draft | undefined;
  /** Why who the person is, or the draft, could not be read. */
  failure: string | undefined;
  /** The editor holds text not saved yet. */
  dirty: boolean;
  onDraft: (draft: Draft) => void;
  /** Opens a page (the published studio, once the draft is published); `window.location.assign` by default. */
  navigate?: (url: string) => void;
}

/**
 * The top of a studio inside the service (DESIGN §13): who the person is, which draft this is (or the
 * published branch, read-only), the steps they may take on it, and its notes.
 */
export function ServiceBar(props: ServiceBarProps): ReactNode {
  const { service, api, me, draft, failure, dirty, onDraft, navigate = goToPage } = props;
  const roles = me ? (me.roles.length > 0 ? me.roles.join(' and ') : 'reader') : '';
  const published = service.draft === undefined;
  return (
    <header className="studio-service">
      <div className="studio-service-line">
        <h1>
          {published
            ? `Published ${me?.branch ?? 'branch'} (read-only)`
            : `Draft: ${draft?.title ?? service.draft}`}
        </h1>
        {draft ? (
          <span className={`studio-status studio-status-${draft.status}`}>{STATUS_WORDS[draft.status]}</span>
        ) : null}
        {draft ? (
          <span>
            by {draft.author.name} <small className="studio-muted">{draft.author.email}</small>
          </span>
        ) : null}
        {draft?.approvedBy ? <span>approved by {draft.approvedBy}</span> : null}
        <span className="studio-muted studio-service-me">
          {me ? `Signed in as ${me.name || me.email} (${roles})` : failure ? '' : 'Signing in…'}
        </span>
        <a href={publishedStudioUrl(service.base)}>All drafts</a>
      </div>
      {failure ? (
        <p role="alert" className="studio-refused">
          {failure}
        </p>
      ) : null}
      {draft?.why ? (
        <p className="studio-service-why">
          <strong>Why:</strong> {draft.why}
        </p>
      ) : null}
      {me && draft ? (
        <DraftActions
          api={api}
          me={me}
          draft={draft}
          dirty={dirty}
          onDraft={onDraft}
          onPublished={() => navigate(publishedStudioUrl(service.base))}
        />
      ) : null}
      {draft && draft.notes.length > 0 ? <DraftNotes notes={draft.notes} /> : null}
    </header>
  );
}

/** The draft's conversation, oldest first: proposals, approvals, send-backs, comments. */
function DraftNotes({ notes }: { notes: DraftNote[] }): ReactNode {
  return (
    <section className="studio-notes" aria-labelledby="studio-notes-title">
      <h2 id="studio-notes-title">Notes</h2>
      <ol>
        {notes.map((note) => (
          <li key={`${note.at} ${note.kind} ${note.by}`}>
            <strong>{NOTE_WORDS[note.kind]}</strong>{' '}
            <small className="studio-muted">
              {note.by}, <time dateTime={note.at}>{formatWhen(note.at)}</time>
            </small>
            {note.text ? <span>: {note.text}</span> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
