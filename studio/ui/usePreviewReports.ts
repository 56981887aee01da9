import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import type { StudioPreviewReport } from '../../src/engine/studioProbe';
import type { StudioTelemetryReport } from '../../src/telemetry/telemetryTypes';
import { type PreviewTelemetry, telemetryLine } from './PreviewGrid';

/** What the previews reported, by preview key, and the windows the reports are told apart by. */
export interface PreviewReports {
  /** Each preview's screen and scope after its last render (explain mode reads them). */
  reports: Readonly<Record<string, StudioPreviewReport>>;
  /** Each preview's drift and errors of its current page load. */
  telemetry: Readonly<Record<string, PreviewTelemetry>>;
  /** By preview key, its window: filled by the grid as the frames load. */
  frames: RefObject<Map<string, Window>>;
  /** Forgets every report (another file is opened). */
  clear: () => void;
}

/**
 * Listens to the previews: each reports its screen and scope after every render, and its drift and
 * errors as they happen (`postMessage`, from the same origin only).
 */
export function usePreviewReports(): PreviewReports {
  const [reports, setReports] = useState<Record<string, StudioPreviewReport>>({});
  const [telemetry, setTelemetry] = useState<Record<string, PreviewTelemetry>>({});
  const frames = useRef(new Map<string, Window>());

  useEffect(() => {
    const onMessage = (event: MessageEvent<unknown>) => {
      if (event.origin !== window.location.origin) return;
      const data = event.data as Partial<StudioPreviewReport> | Partial<StudioTelemetryReport> | null;
      const key = [...frames.current].find(([, frame]) => frame === event.source)?.[0];
      if (key === undefined) return;
      if (data?.kind === 'loan-studio:preview')
        setReports((known) => ({ ...known, [key]: data as StudioPreviewReport }));
      if (data?.kind === 'loan-studio:telemetry') {
        const { page, event: reported } = data as StudioTelemetryReport;
        // A preview that reloaded (a save, Reload previews) starts its list again; the same problem
        // twice is listed once (the dev server's StrictMode loads a screen's sources twice).
        setTelemetry((known) => {
          const kept = known[key]?.page === page ? known[key].events : [];
          if (kept.some((event) => telemetryLine(event) === telemetryLine(reported))) return known;
          return { ...known, [key]: { page, events: [...kept, reported].slice(-20) } };
        });
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  const clear = useCallback(() => {
    setReports({});
    setTelemetry({});
  }, []);
  return { reports, telemetry, frames, clear };
}
