import type { ReactNode } from 'react';
import type { StudioFiles } from '../studioTypes';
import type { StudioView } from './studioAddress';

/** A view the side list offers above the files: Changes, Drafts, Translations, Conflicts. */
export interface StudioViewEntry {
  view: Exclude<StudioView, 'file'>;
  label: string;
  note: string;
}

interface FileListProps {
  files: StudioFiles | undefined;
  current: string | undefined;
  onOpen: (file: string) => void;
  /** The views this studio has, above the files (the Changes view locally). */
  views: readonly StudioViewEntry[];
  /** What is shown: the file, or one of `views`. */
  shown: StudioView;
  onShowView: (view: StudioViewEntry['view']) => void;
}

/** The views (Changes, …), then the screens (by id, with their first route) and the parts (with the screens using them). */
export function FileList({ files, current, onOpen, views, shown, onShowView }: FileListProps): ReactNode {
  const viewButtons = views.map((entry) => (
    <button
      key={entry.view}
      type="button"
      aria-current={shown === entry.view ? 'page' : undefined}
      onClick={() => onShowView(entry.view)}
    >
      {entry.label} <small>{entry.note}</small>
    </button>
  ));
  if (!files)
    return (
      <nav className="studio-files" aria-label="Files">
        {viewButtons}
      </nav>
    );
  const entry = (file: string, name: string, note: string) => (
    <li key={file}>
      <button
        type="button"
        aria-current={shown === 'file' && file === current ? 'page' : undefined}
        title={file}
        onClick={() => onOpen(file)}
      >
        {name} <small>{note}</small>
      </button>
    </li>
  );
  return (
    <nav className="studio-files" aria-label="Files">
      {viewButtons}
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
