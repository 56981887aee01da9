import { useEffect } from 'react';

/**
 * While `unsaved`, leaving the page (a reload, closing the tab) asks first: text not saved yet is
 * never lost unasked (the dev server's, after it optimised new dependencies, reloads every page of a
 * fresh preview server once).
 */
export function useAskBeforeLeaving(unsaved: boolean): void {
  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);
}
