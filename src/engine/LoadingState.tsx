import type { ReactNode } from 'react';
import { t } from '../i18n/t.ts';

/**
 * The spinner of a page waiting for its answers: an SVG, not a bordered box, so the browser counts
 * it as the page's first content (FCP); in an HTML box that turns, not the SVG itself, as Chromium
 * turns an HTML box on the compositor but restyles and repaints an SVG element on the main thread
 * every frame. It starts turning after a second (`.spinner-svg` in overlays.css): most answers are
 * here by then, and a turning spinner is a frame drawn every 16 ms while the page's scripts run.
 */
export function Spinner({ className = '' }: { className?: string }): ReactNode {
  return (
    <span className={`spinner spinner-svg ${className}`.trim()} aria-hidden="true">
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle className="spinner-track" cx="12" cy="12" r="9" fill="none" strokeWidth="3" />
        <path
          d="M12 3a9 9 0 0 1 9 9"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
    </span>
  );
}

/**
 * What a screen shows until its first data arrives: a spinner and the grey shapes of content to
 * come. The same markup is in index.html before any script runs (`scripts/appShellPlugin.ts`), so
 * a borrower on a slow network sees the page start at once, and nothing changes when React takes over.
 */
export function LoadingState(): ReactNode {
  return (
    <div className="state state-loading" aria-live="polite">
      <Spinner />
      <span className="visually-hidden">{t('Loading…')}</span>
      <div className="skeleton" />
      <div className="skeleton skeleton-short" />
    </div>
  );
}

/** A route whose screen is still loading: its page, busy, with the loading state. */
export function RouteLoading(): ReactNode {
  return (
    <main className="screen" aria-busy="true">
      <LoadingState />
    </main>
  );
}
