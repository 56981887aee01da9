import type { ReactNode } from 'react';
import type { StudioFiles, StudioScreen } from '../studioTypes';
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

/**
 * The views (Changes, …), then the screens (by id, with their first route; under each, the variants of
 * its experiments), the experiments and the parts (with the screens using them).
 */
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
  const entry = (file: string, name: string, note: string, variants: StudioScreen[] = []) => (
    <li key={file}>
      <button
        type="button"
        aria-current={shown === 'file' && file === current ? 'page' : undefined}
        title={file}
        onClick={() => onOpen(file)}
      >
        {name} <small>{note}</small>
      </button>
      {variants.length > 0 ? (
        <ul className="studio-variants" aria-label={`Variants of ${name}`}>
          {variants.map(variantEntry)}
        </ul>
      ) : null}
    </li>
  );
  // "loanConfirm — variant b (goLoanButton)"
  const variantEntry = (v: StudioScreen) =>
    entry(v.file, `${v.id} — variant ${v.variant?.id}`, `(${v.variant?.experiment})`);
  const published = files.screens.filter((s) => !s.variant);
  const variants = files.screens.filter((s) => s.variant);
  // A variant whose id is no published screen's (the checker says so) is listed on its own.
  const stray = variants.filter((v) => !published.some((s) => s.id === v.id));
  return (
    <nav className="studio-files" aria-label="Files">
      {viewButtons}
      <h2>Screens</h2>
      <ul>
        {published.map((s) =>
          entry(
            s.file,
            s.id,
            s.routes[0] ?? '',
            variants.filter((v) => v.id === s.id),
          ),
        )}
        {stray.map(variantEntry)}
      </ul>
      {files.experiments.length > 0 ? (
        <>
          <h2>Experiments</h2>
          <ul>
            {files.experiments.map((e) =>
              entry(e.file, e.id, e.status && e.screen ? `${e.status} on ${e.screen}` : 'unreadable'),
            )}
          </ul>
        </>
      ) : null}
      <h2>Parts</h2>
      <ul>
        {files.parts.map((p) =>
          entry(p.file, p.name, `${p.usedBy.length} screen${p.usedBy.length === 1 ? '' : 's'}`),
        )}
      </ul>
    </nav>
  );
}
