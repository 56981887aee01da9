import { HYDRATED } from '../prerender/prerenderMarks';

/**
 * Whether a screen's first render draws the prerendered frame (`pendingRoots.ts`): always in the
 * build's prerender (no page there), and in the browser for the screen whose prerendered HTML the
 * page is hydrating (`main.tsx` names it), until that screen has drawn what the page knows.
 */
let hydrating: string | undefined;

/** The page holds this screen's prerendered HTML: its first render hydrates it. */
export function hydratePrerenderedFrame(file: string): void {
  hydrating = file;
}

export function drawsPrerenderedFrame(file: string): boolean {
  return typeof document === 'undefined' || hydrating === file;
}

/** The hydrated screen draws what the page knows now: any later screen renders as usual. */
export function endPrerenderedFrame(): void {
  if (hydrating === undefined) return;
  hydrating = undefined;
  document.documentElement.setAttribute(HYDRATED, '');
}
