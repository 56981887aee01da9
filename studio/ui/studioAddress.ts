import { useEffect } from 'react';

/**
 * What the studio keeps in its address, so a reload (or a link from the drafts) opens the same:
 * the file, the language of the previews and explain, and the view shown instead of the file.
 */

/** What the studio shows beside the side list: the opened file, or one of the views. */
export type StudioView = 'file' | 'changes' | 'drafts' | 'conflicts' | 'translations' | 'art';

const VIEWS: readonly StudioView[] = ['file', 'changes', 'drafts', 'conflicts', 'translations', 'art'];

export interface StudioAddress {
  file: string | undefined;
  /** `en` unless the address names another. */
  locale: string;
  /** Undefined: the address names none (the studio picks: the drafts on the published branch). */
  view: StudioView | undefined;
}

export function readAddress(search: string): StudioAddress {
  const query = new URLSearchParams(search);
  const view = query.get('view');
  return {
    file: query.get('file') ?? undefined,
    locale: query.get('locale') ?? 'en',
    view: VIEWS.find((known) => known === view),
  };
}

/** The address's query for `address` (`''` when it holds nothing but the defaults). */
export function writeAddress({ file, locale, view }: StudioAddress): string {
  const query = new URLSearchParams();
  if (file !== undefined) query.set('file', file);
  if (locale !== 'en') query.set('locale', locale);
  if (view !== undefined && view !== 'file') query.set('view', view);
  const search = query.toString();
  return search ? `?${search}` : '';
}

/**
 * Keeps `address` in the page's address as it changes, so a reload opens the same; replacing the
 * history entry, as a choice in the studio is no page to go back to.
 */
export function useKeptAddress(address: StudioAddress): void {
  const search = writeAddress(address);
  useEffect(() => {
    window.history.replaceState(null, '', search || window.location.pathname);
  }, [search]);
}
