import type { ReactNode } from 'react';
import type { StudioProblem } from '../studioTypes';

interface ProblemListProps {
  file: string;
  problems: StudioProblem[];
  /** True while the checker runs on the latest text. */
  checking: boolean;
  onGoTo: (line: number, column: number) => void;
}

/** The checker's problems of the open file, each a link to its line in the editor. */
export function ProblemList({ file, problems, checking, onGoTo }: ProblemListProps): ReactNode {
  const own = problems.filter((problem) => problem.file === file);
  const heading =
    own.length === 0
      ? 'Checker: no problems'
      : `Checker: ${own.length} problem${own.length === 1 ? '' : 's'}`;
  return (
    <section className="studio-problems" aria-label="Checker problems">
      <h2>
        {heading} {checking ? <small>checking…</small> : null}
      </h2>
      <ul>
        {own.map((problem) => (
          <li key={`${problem.line}:${problem.column} ${problem.pointer} ${problem.message}`}>
            <button
              type="button"
              className="studio-link"
              onClick={() => onGoTo(problem.line, problem.column)}
            >
              line {problem.line}:{problem.column}
            </button>{' '}
            <code>{problem.pointer || '/'}</code> {problem.message}
            {problem.excerpt ? <pre>{problem.excerpt}</pre> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
