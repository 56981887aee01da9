import type { HistoryEntry } from '../serviceTypes.ts';
import { git } from './git.ts';

const FIELD = '\x1f';
const RECORD = '\x1e';

/** The value of a trailer (`Approved-by: c@lender.ph`) in a commit message. */
function trailer(message: string, name: string): string | undefined {
  return new RegExp(`^${name}:\\s*(.+)$`, 'mi').exec(message)?.[1]?.trim();
}

/** A publish's message without its trailers: the why. */
function whyOf(message: string): string {
  return message
    .split('\n')
    .filter((line) => !/^(Draft|Approved-by):/i.test(line))
    .join('\n')
    .trim();
}

/**
 * Who changed `file` on the published branch, when, why and who approved it, newest first, from git:
 * each commit of the branch's own line (`--first-parent`) that touched the file. A publish's merge
 * names the draft's authors (the commits it brought in that touch the file) and its `Approved-by`;
 * an engineer's commit names its author.
 */
export async function fileHistory(repo: string, ref: string, file: string): Promise<HistoryEntry[]> {
  const format = ['%H', '%aI', '%an <%ae>', '%P', '%B'].join(FIELD) + RECORD;
  const log = await git(repo, ['log', '--first-parent', `--format=${format}`, '-n', '200', ref, '--', file]);
  const entries = log
    .split(RECORD)
    .map((record) => record.replace(/^\n/, ''))
    .filter(Boolean)
    .map((record) => record.split(FIELD));
  return Promise.all(
    entries.map(async ([commit = '', date = '', author = '', parentList = '', message = '']) => {
      const parents = parentList.split(' ').filter(Boolean);
      const authors =
        parents.length > 1
          ? [
              ...new Set(
                (await git(repo, ['log', '--format=%an <%ae>', `${parents[0]}..${parents[1]}`, '--', file]))
                  .split('\n')
                  .filter(Boolean),
              ),
            ]
          : [author];
      const approvedBy = trailer(message, 'Approved-by');
      const draft = trailer(message, 'Draft');
      return {
        commit,
        date,
        why: parents.length > 1 ? whyOf(message) : (message.split('\n')[0] ?? ''),
        authors: authors.length > 0 ? authors : [author],
        ...(approvedBy ? { approvedBy } : {}),
        ...(draft ? { draft } : {}),
      };
    }),
  );
}
