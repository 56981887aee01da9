import type { ReactNode } from 'react';
import type { StudioFiles } from '../studioTypes';

interface FileListProps {
  files: StudioFiles | undefined;
  current: string | undefined;
  onOpen: (file: string) => void;
}

/** The screens (by id, with their first route) and the parts (with the screens using them). */
export function FileList({ files, current, onOpen }: FileListProps): ReactNode {
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
