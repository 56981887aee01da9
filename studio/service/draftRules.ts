import type { DraftConflict, StudioMe } from '../serviceTypes.ts';
import type { GitPerson } from './git.ts';
import type { DraftRecord } from './store.ts';

// The rules of a draft's life (DESIGN §13): who may do what in which status, as changes to its record.

/** A refusal the service answers with its HTTP status and message (and, for a conflict, the draft). */
export class StudioError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const gitPerson = (person: { name: string; email: string }): GitPerson => ({
  name: person.name,
  email: person.email,
});

export function branchOf(id: string): string {
  return `studio/${id}`;
}

export function note(kind: DraftRecord['notes'][number]['kind'], person: StudioMe, text: string) {
  return { kind, by: person.email, at: new Date().toISOString(), text };
}

export function othersApprover(draft: DraftRecord, person: StudioMe, what: string): void {
  if (!person.roles.includes('approver'))
    throw new StudioError(403, `to ${what} a draft needs the approver role`);
  if (draft.author.email === person.email)
    throw new StudioError(403, `you cannot ${what} your own draft: another approver does`);
}

export function conflictMessage(conflicts: readonly DraftConflict[]): string {
  const files = conflicts.map((c) => c.file).join(', ');
  return `${files} changed on the published branch too, on the same lines: the draft's author settles it (both texts are kept on the draft)`;
}

/** Proposing: its author, while editing or sent back, with a sentence saying why. */
export const proposal = (person: StudioMe, why: string) => (draft: DraftRecord) => {
  if (draft.author.email !== person.email) throw new StudioError(403, 'only its author proposes a draft');
  if (!['editing', 'sent-back'].includes(draft.status))
    throw new StudioError(409, `a ${draft.status} draft cannot be proposed`);
  const sentence = why.trim();
  if (!sentence) throw new StudioError(422, 'say why: a sentence for the approvers and the history');
  draft.status = 'proposed';
  draft.why = sentence.slice(0, 2000);
  draft.notes.push(note('proposed', person, draft.why));
};

/** Approving: an approver other than its author, once proposed. */
export const approval = (person: StudioMe) => (draft: DraftRecord) => {
  othersApprover(draft, person, 'approve');
  if (draft.status !== 'proposed') throw new StudioError(409, `a ${draft.status} draft cannot be approved`);
  draft.status = 'approved';
  draft.approvedBy = person.email;
  draft.notes.push(note('approved', person, 'Approved'));
};

/** Sending back: an approver other than its author, saying what to change. */
export const sendingBack = (person: StudioMe, comment: string) => (draft: DraftRecord) => {
  othersApprover(draft, person, 'send back');
  if (!['proposed', 'approved'].includes(draft.status))
    throw new StudioError(409, `a ${draft.status} draft cannot be sent back`);
  if (!comment.trim()) throw new StudioError(422, 'say what to change');
  draft.status = 'sent-back';
  delete draft.approvedBy;
  draft.notes.push(note('sent-back', person, comment.trim().slice(0, 4000)));
};

/** A comment: anyone with a role. */
export const commenting = (person: StudioMe, text: string) => (draft: DraftRecord) => {
  if (person.roles.length === 0) throw new StudioError(403, 'commenting needs a role (editor or approver)');
  if (!text.trim()) throw new StudioError(422, 'an empty comment');
  draft.notes.push(note('comment', person, text.trim().slice(0, 4000)));
};
