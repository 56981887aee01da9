import { type ReactNode, useState } from 'react';
import { STUDIO_SCENARIO_PARAM } from '../../src/session/studioPreview';
import type { DriftTelemetry, ErrorTelemetry } from '../../src/telemetry/telemetryTypes';
import type { StudioPreview } from '../studioTypes';

/** The phone the previews stand for (DESIGN §7), in CSS pixels. */
export const PHONE = { width: 390, height: 844 };
/** Previews that load at once: every preview is a whole app, and the machine may have two cores. */
const LOADING_AT_ONCE = 3;

/**
 * The address of a preview: its route under the page's base, the session query, its scenario (one per
 * request, see the sandbox), its language, the session parameter `lang` the app picks its locale by
 * (DESIGN §12), and the state's own parameters: the variant of an experiment it shows (`variant=
 * goLoanButton:b`), whatever variant the session's device would be given.
 */
export function previewUrl(preview: StudioPreview, sessionQuery: string, locale: string): string {
  const query = new URLSearchParams(sessionQuery);
  query.set(STUDIO_SCENARIO_PARAM, preview.scenario);
  query.set('lang', locale);
  for (const [name, value] of Object.entries(preview.query ?? {})) query.set(name, value);
  // The app's routes are under the page's base, a draft's own (`<base>drafts/<id>/`) in the service.
  return `${import.meta.env.BASE_URL}${preview.route.replace(/^\//, '')}?${query.toString()}`;
}

/** The drift and error events one preview's page load reported (telemetry, DESIGN §10). */
export interface PreviewTelemetry {
  /** The page load they belong to (`performance.timeOrigin` of the preview). */
  page: number;
  events: readonly (DriftTelemetry | ErrorTelemetry)[];
}

/** One event as a line: what broke, and where. */
export function telemetryLine(event: DriftTelemetry | ErrorTelemetry): string {
  if (event.type === 'drift')
    return `Drift in ${event.endpoint}: ${event.violations
      .map((v) => `${v.path || '/'} is ${v.received}, expected ${v.expected}`)
      .join('; ')}`;
  const what = event.widget ?? event.action;
  return `Error at ${event.file}${event.pointer ? `#${event.pointer}` : ''}${what ? ` (${what})` : ''}: ${event.message}`;
}

interface PreviewGridProps {
  previews: StudioPreview[];
  sessionQuery: string;
  /** The language every preview is opened in (`en`, `fil`). */
  locale: string;
  scale: number;
  /** Changes to reload every preview. */
  generation: number;
  explained: string | undefined;
  onExplain: (key: string | undefined) => void;
  /** Called with each preview's window, so the studio knows whose report a message is. */
  onFrame: (key: string, frame: Window | null) => void;
  /** By preview key, the drift and errors its page load reported. */
  telemetry?: Readonly<Record<string, PreviewTelemetry>>;
}

/** One phone-sized live preview per scenario, side by side; they load a few at a time. */
export function PreviewGrid(props: PreviewGridProps): ReactNode {
  const { previews, sessionQuery, locale, scale, generation, explained, onExplain, onFrame, telemetry } =
    props;
  const [loaded, setLoaded] = useState<ReadonlySet<string>>(new Set());
  let waiting = 0;
  return (
    <ul className="studio-previews" aria-label="Previews">
      {previews.map((preview) => {
        const id = `${generation} ${preview.key}`;
        const started = loaded.has(id) || waiting++ < LOADING_AT_ONCE;
        const chosen = explained === preview.key;
        return (
          <li key={preview.key} className={`studio-preview${chosen ? ' studio-preview-chosen' : ''}`}>
            <div className="studio-preview-head">
              <span className="studio-preview-name" title={preview.description}>
                {preview.scenario}
              </span>
              <button
                type="button"
                aria-pressed={chosen}
                aria-label={`Explain ${preview.scenario}`}
                onClick={() => onExplain(chosen ? undefined : preview.key)}
              >
                Explain
              </button>
            </div>
            <div
              className="studio-phone"
              style={{ width: PHONE.width * scale, height: PHONE.height * scale }}
            >
              {started ? (
                <iframe
                  key={id}
                  title={`Preview ${preview.scenario}`}
                  src={previewUrl(preview, sessionQuery, locale)}
                  width={PHONE.width}
                  height={PHONE.height}
                  style={{ transform: `scale(${scale})` }}
                  ref={(frame) => onFrame(preview.key, frame?.contentWindow ?? null)}
                  onLoad={(event) => {
                    onFrame(preview.key, event.currentTarget.contentWindow);
                    setLoaded((done) => (done.has(id) ? done : new Set(done).add(id)));
                  }}
                />
              ) : (
                <p className="studio-preview-waiting">Waiting…</p>
              )}
            </div>
            {telemetry?.[preview.key]?.events.length ? (
              <ul
                className="studio-preview-telemetry"
                aria-label={`Reported by ${preview.scenario}`}
                style={{ maxWidth: PHONE.width * scale }}
              >
                {telemetry[preview.key]?.events.map((event, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a list that only grows, in order.
                  <li key={index}>{telemetryLine(event)}</li>
                ))}
              </ul>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
