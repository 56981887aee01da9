import { useCallback, useEffect, useState } from 'react';
import type { Draft, StudioMe } from '../serviceTypes';
import { messageOf, type ServiceApi } from './serviceApi';

/** Who the person is and, in a draft's studio, the draft as the service last answered. */
export interface ServiceSession {
  me: StudioMe | undefined;
  draft: Draft | undefined;
  /** Why who the person is, or the draft, could not be read. */
  failure: string | undefined;
  /** Takes the draft an action answered with (proposed, approved, settled…). */
  setDraft: (draft: Draft) => void;
  /** Reads the draft again (a save may have moved it on: approved, it waits for approval again). */
  refreshDraft: () => void;
}

/**
 * Reads `__service/api/me` and the draft `draftId` once, and the draft again whenever the page is focused:
 * someone else (an approver, the author) may have moved it on meanwhile.
 */
export function useServiceSession(api: ServiceApi | undefined, draftId: string | undefined): ServiceSession {
  const [me, setMe] = useState<StudioMe>();
  const [draft, setDraft] = useState<Draft>();
  const [meFailure, setMeFailure] = useState<string>();
  const [draftFailure, setDraftFailure] = useState<string>();

  useEffect(() => {
    if (!api) return;
    api.me().then(setMe, (error: unknown) => setMeFailure(`Who you are is unknown: ${messageOf(error)}`));
  }, [api]);

  const readDraft = useCallback(() => {
    if (!api || draftId === undefined) return;
    api.draft(draftId).then(
      (read) => {
        setDraft(read);
        setDraftFailure(undefined);
      },
      (error: unknown) => setDraftFailure(`This draft could not be read: ${messageOf(error)}`),
    );
  }, [api, draftId]);

  useEffect(() => {
    readDraft();
    window.addEventListener('focus', readDraft);
    return () => window.removeEventListener('focus', readDraft);
  }, [readDraft]);

  return { me, draft, failure: meFailure ?? draftFailure, setDraft, refreshDraft: readDraft };
}
