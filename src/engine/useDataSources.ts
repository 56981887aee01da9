import { type RefObject, startTransition, useCallback, useRef, useState } from 'react';
import type { Scope } from '../expressions/types';
import { loadDataSource, type SourceState, sourceWanted } from './dataSource';
import { takePrefetched } from './prefetch';
import type { ScreenDef } from './screenTypes';

/** A screen's data sources: their states as drawn, the latest ones for actions, and loading them. */
export interface DataSources {
  /** The states the screen draws. */
  sources: Record<string, SourceState>;
  /** The latest states: actions run across awaits and must see them, not a render's snapshot. */
  sourcesRef: RefObject<Record<string, SourceState>>;
  /**
   * Loads these sources (all without `ids`) for the scope of the moment: each sends its call, or
   * takes the one sent at navigation.
   */
  load: (scope: () => Scope, ids?: readonly string[]) => Promise<void>;
}

/** The data sources of one mounted screen, starting from those its first render drew (`firstDraw`). */
export function useDataSources(
  screen: ScreenDef,
  file: string,
  first: Record<string, SourceState>,
): DataSources {
  const [sources, setSources] = useState(first);
  const sourcesRef = useRef(sources);

  const updateSource = useCallback((id: string, next: SourceState) => {
    // Already loading: nothing to draw again.
    if (next.status === 'loading' && sourcesRef.current[id]?.status === 'loading') return;
    sourcesRef.current = { ...sourcesRef.current, [id]: next };
    const sourcesNow = sourcesRef.current;
    // An answer draws the whole screen: as a transition React renders it in slices, so a tap on a
    // slow phone is not stuck behind one long task (as are the screen's arrival in App and the end
    // of onLoad's setting up). "Loading" shows at once.
    if (next.status === 'loading') setSources(sourcesNow);
    else startTransition(() => setSources(sourcesNow));
  }, []);

  const load = async (scope: () => Scope, ids?: readonly string[]): Promise<void> => {
    const defs = Object.entries(screen.data ?? {}).filter(([id]) => ids === undefined || ids.includes(id));
    await Promise.all(
      defs.map(async ([id, def]) => {
        if (!sourceWanted(def, scope())) {
          updateSource(id, { status: 'idle' });
          return;
        }
        updateSource(id, { status: 'loading' });
        // The first load takes over the call sent when the borrower navigated here, if any.
        const started = (params: Record<string, unknown>) => takePrefetched(file, id, def, params);
        updateSource(id, await loadDataSource(def, scope(), started));
      }),
    );
  };

  return { sources, sourcesRef, load };
}
