import type { ReactNode } from 'react';
import type { StudioProblem } from '../studioTypes';

/** A refusal of the service (a settle, a publish): its message, and the checker's problems under it. */
export function RefusedAlert({
  message,
  problems,
  className = '',
}: {
  message: ReactNode;
  problems: readonly StudioProblem[];
  className?: string;
}): ReactNode {
  return (
    <div role="alert" className={`studio-refused ${className}`.trim()}>
      {message}
      {problems.length > 0 ? (
        <ul>
          {problems.map((problem) => (
            <li key={`${problem.file}:${problem.line}:${problem.column} ${problem.message}`}>
              <pre>{problem.text}</pre>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
