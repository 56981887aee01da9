import type { Draft, DraftStatus, StudioMe } from '../serviceTypes';

/** What one person may do on one draft, as the service allows it (studio/serviceTypes.ts), and why not. */
export interface DraftPermissions {
  propose: boolean;
  approve: boolean;
  sendBack: boolean;
  publish: boolean;
  comment: boolean;
  settle: boolean;
  save: boolean;
  /** Why an approver is offered no approval: the draft is their own. */
  ownDraft?: string;
  /** Why the editor is read-only, when it is. */
  readOnly?: string;
}

/** The draft's status in words, for the bar and the drafts' list. */
export const STATUS_WORDS: Record<DraftStatus, string> = {
  editing: 'Editing',
  proposed: 'Proposed: waiting for approval',
  approved: 'Approved: waiting to be published',
  'sent-back': 'Sent back for changes',
  conflict: 'Conflict: to settle',
  published: 'Published',
};

/**
 * Why a status closes the editor to its author. A proposed or approved draft still takes saves (an
 * approved one then waits for approval again); a conflicting one is settled first.
 */
const CLOSED: Record<DraftStatus, string | undefined> = {
  editing: undefined,
  'sent-back': undefined,
  proposed: undefined,
  approved: undefined,
  conflict: 'Publishing found conflicts: settle them under Conflicts first.',
  published: 'Published: start a new draft to change it further.',
};

/** The editor of the published branch: nothing is saved there. */
export const PUBLISHED_READ_ONLY = 'Start a draft to change this.';

/** Whether `me` started `draft` (the same email from the proxy, as the service compares them). */
export const isAuthor = (me: StudioMe, draft: Draft): boolean => me.email === draft.author.email;

/**
 * What `me` may do on `draft`: its author proposes it; an approver other than its author approves,
 * sends back and publishes it (never their own, DESIGN §13); anyone with a role comments; the author
 * or an approver settles its conflicts; only its author saves into it, until it is published.
 */
export function draftPermissions(me: StudioMe, draft: Draft): DraftPermissions {
  const author = isAuthor(me, draft);
  const editor = me.roles.includes('editor');
  const approver = me.roles.includes('approver');
  const { status } = draft;
  const open = status === 'editing' || status === 'sent-back';
  const awaiting = status === 'proposed' || status === 'approved';
  const closed = CLOSED[status];
  const readOnly = !editor
    ? 'You may read this draft; saving needs the editor role.'
    : !author
      ? `This draft is ${draft.author.name}'s: start a draft of your own to change it.`
      : closed;
  return {
    propose: author && open,
    approve: approver && !author && status === 'proposed',
    sendBack: approver && !author && awaiting,
    publish: approver && !author && status === 'approved',
    comment: me.roles.length > 0 && status !== 'published',
    settle: status === 'conflict' && (author || approver),
    save: readOnly === undefined,
    ownDraft:
      approver && author && awaiting
        ? 'You wrote this draft: another approver approves and publishes it.'
        : undefined,
    readOnly,
  };
}
