import { type ReactNode, useEffect, useState } from 'react';
import type { Draft, StudioMe } from '../serviceTypes';
import { isAuthor, STATUS_WORDS } from './draftPermissions';
import { formatWhen } from './formatWhen';
import { messageOf, type ServiceApi } from './serviceApi';
import { draftStudioUrl, goToPage, type ServiceMode } from './serviceMode';

interface DraftsViewProps {
  service: ServiceMode;
  api: ServiceApi;
  me: StudioMe | undefined;
  /** Opens a page (a new draft's studio); `window.location.assign` by default. */
  navigate?: (url: string) => void;
}

/**
 * The drafts, where the published studio lands: a new draft (editors), the drafts waiting for an
 * approver (approvers), and every draft with a link to its studio.
 */
export function DraftsView({ service, api, me, navigate = goToPage }: DraftsViewProps): ReactNode {
  const [drafts, setDrafts] = useState<Draft[]>();
  const [failure, setFailure] = useState<string>();
  const [title, setTitle] = useState('');
  const [starting, setStarting] = useState(false);

  useEffect(() => {
    api
      .drafts()
      .then(setDrafts, (error: unknown) => setFailure(`The drafts could not be read: ${messageOf(error)}`));
  }, [api]);

  const start = () => {
    setStarting(true);
    setFailure(undefined);
    api.startDraft(title.trim()).then(
      (started) => navigate(draftStudioUrl(service.base, started.id)),
      (error: unknown) => {
        setStarting(false);
        setFailure(`The draft was not started: ${messageOf(error)}`);
      },
    );
  };
  const studioOf = (draft: Draft) => draftStudioUrl(service.base, draft.id);
  const waiting = drafts?.filter((draft) => draft.status === 'proposed') ?? [];

  return (
    <main className="studio-drafts" aria-labelledby="studio-drafts-title">
      <header className="studio-bar">
        <h1 id="studio-drafts-title">Drafts</h1>
      </header>
      {me?.roles.includes('editor') ? (
        <section aria-labelledby="studio-new-draft-title">
          <h2 id="studio-new-draft-title">New draft</h2>
          <form
            className="studio-action"
            onSubmit={(event) => {
              event.preventDefault();
              start();
            }}
          >
            <label>
              Title{' '}
              <input
                value={title}
                required
                size={48}
                placeholder="What you set out to change"
                onChange={(event) => setTitle(event.target.value)}
              />
            </label>
            <button type="submit" disabled={starting || title.trim() === ''}>
              Start draft
            </button>
          </form>
        </section>
      ) : me ? (
        <p className="studio-hint">You may read drafts; starting one needs the editor role.</p>
      ) : null}
      {failure ? (
        <p role="alert" className="studio-refused">
          {failure}
        </p>
      ) : null}
      {me?.roles.includes('approver') ? (
        <section aria-labelledby="studio-waiting-title">
          <h2 id="studio-waiting-title">Waiting for approval</h2>
          {waiting.length === 0 ? (
            <p className="studio-hint">{drafts ? 'No draft is waiting.' : 'Reading the drafts…'}</p>
          ) : (
            <ul className="studio-waiting">
              {waiting.map((draft) => (
                <li key={draft.id}>
                  <strong>{draft.title}</strong>{' '}
                  <small className="studio-muted">by {draft.author.name}</small>
                  {draft.why ? <p>{draft.why}</p> : null}
                  {isAuthor(me, draft) ? (
                    <p className="studio-muted">Yours: another approver approves it.</p>
                  ) : null}
                  <a href={studioOf(draft)}>Open to approve or send back</a>{' '}
                  <a href={`${studioOf(draft)}?view=changes`}>Review its changes</a>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
      <section aria-labelledby="studio-all-drafts-title">
        <h2 id="studio-all-drafts-title">All drafts</h2>
        {!drafts ? (
          <p className="studio-hint">Reading the drafts…</p>
        ) : drafts.length === 0 ? (
          <p className="studio-hint">No drafts yet.</p>
        ) : (
          <table className="studio-table" aria-labelledby="studio-all-drafts-title">
            <thead>
              <tr>
                <th scope="col">Title</th>
                <th scope="col">Author</th>
                <th scope="col">Status</th>
                <th scope="col">Why</th>
                <th scope="col">Approved by</th>
                <th scope="col">Started</th>
                <th scope="col">
                  <span className="studio-visually-hidden">Studio</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {drafts.map((draft) => (
                <tr key={draft.id}>
                  <td>{draft.title}</td>
                  <td>{draft.author.name}</td>
                  <td>{STATUS_WORDS[draft.status]}</td>
                  <td>{draft.why ?? ''}</td>
                  <td>{draft.approvedBy ?? ''}</td>
                  <td>
                    <time dateTime={draft.createdAt}>{formatWhen(draft.createdAt)}</time>
                  </td>
                  <td>
                    <a href={studioOf(draft)}>Open</a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </main>
  );
}
