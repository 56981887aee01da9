import type { ReactNode } from 'react';
import type { StudioProblem } from '../studioTypes';

interface ProblemListProps {
  file: string;
  problems: StudioProblem[];
  /** True while the checker runs on the latest text. */
  checking: boolean;
  onGoTo: (line: number, column: number) => void;
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The checker's problems of the open file, each a link to its line in the editor, then the catalogs'
 * warnings (a text untranslated or stale in a language): shown the same way, but they stop no save.
 */
export function ProblemList({ file, problems, checking, onGoTo }: ProblemListProps): ReactNode {
  const own = problems.filter((problem) => problem.file === file);
  const errors = own.filter((problem) => problem.severity !== 'warning');
  const warnings = own.filter((problem) => problem.severity === 'warning');
  const heading = [
    errors.length === 0 ? 'Checker: no problems' : `Checker: ${count(errors.length, 'problem', 'problems')}`,
    warnings.length === 0 ? '' : count(warnings.length, 'translation warning', 'translation warnings'),
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <section className="studio-problems" aria-label="Checker problems">
      <h2>
        {heading} {checking ? <small>checking…</small> : null}
      </h2>
      <ul>
        {[...errors, ...warnings].map((problem) => (
          <li
            key={`${problem.severity ?? 'error'} ${problem.line}:${problem.column} ${problem.pointer} ${problem.message}`}
            className={problem.severity === 'warning' ? 'studio-warning' : undefined}
          >
            <button
              type="button"
              className="studio-link"
              onClick={() => onGoTo(problem.line, problem.column)}
            >
              line {problem.line}:{problem.column}
            </button>{' '}
            {problem.severity === 'warning' ? <span className="studio-tag">warning</span> : null}{' '}
            <code>{problem.pointer || '/'}</code> {problem.message}
            {problem.excerpt ? <pre>{problem.excerpt}</pre> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
