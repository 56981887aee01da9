import type { ReactNode } from 'react';
import type { StudioFiles } from '../studioTypes';

interface FileListProps {
  files: StudioFiles | undefined;
  current: string | undefined;
  onOpen: (file: string) => void;
  /** Whether the Changes view is shown instead of a file. */
  changesShown: boolean;
  onShowChanges: () => void;
}

/** The Changes view, then the screens (by id, with their first route) and the parts (with the screens using them). */
export function FileList({ files, current, onOpen, changesShown, onShowChanges }: FileListProps): ReactNode {
  if (!files) return <nav className="studio-files" aria-label="Files" />;
  const entry = (file: string, name: string, note: string) => (
    <li key={file}>
      <button
        type="button"
        aria-current={file === current ? 'page' : undefined}
        title={file}
        onClick={() => onOpen(file)}
      >
        {name} <small>{note}</small>
      </button>
    </li>
  );
  return (
    <nav className="studio-files" aria-label="Files">
      <button type="button" aria-current={changesShown ? 'page' : undefined} onClick={onShowChanges}>
        Changes <small>against HEAD</small>
      </button>
      <h2>Screens</h2>
      <ul>{files.screens.map((s) => entry(s.file, s.id, s.routes[0] ?? ''))}</ul>
      <h2>Parts</h2>
      <ul>
        {files.parts.map((p) =>
          entry(p.file, p.name, `${p.usedBy.length} screen${p.usedBy.length === 1 ? '' : 's'}`),
        )}
      </ul>
    </nav>
  );
}
