import { type ReactNode, useState } from 'react';
import { STUDIO_SCENARIO_PARAM } from '../../src/session/studioPreview';
import type { StudioPreview } from '../studioTypes';

/** The phone the previews stand for (DESIGN §7), in CSS pixels. */
export const PHONE = { width: 390, height: 844 };
/** Previews that load at once: every preview is a whole app, and the machine may have two cores. */
const LOADING_AT_ONCE = 3;

/** The address of a preview: its route, the session query, and its scenario (one per request, see the sandbox). */
export function previewUrl(preview: StudioPreview, sessionQuery: string): string {
  const query = new URLSearchParams(sessionQuery);
  query.set(STUDIO_SCENARIO_PARAM, preview.scenario);
  return `${preview.route}?${query.toString()}`;
}

interface PreviewGridProps {
  previews: StudioPreview[];
  sessionQuery: string;
  scale: number;
  /** Changes to reload every preview. */
  generation: number;
  explained: string | undefined;
  onExplain: (key: string | undefined) => void;
  /** Called with each preview's window, so the studio knows whose report a message is. */
  onFrame: (key: string, frame: Window | null) => void;
}

/** One phone-sized live preview per scenario, side by side; they load a few at a time. */
export function PreviewGrid(props: PreviewGridProps): ReactNode {
  const { previews, sessionQuery, scale, generation, explained, onExplain, onFrame } = props;
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
                  src={previewUrl(preview, sessionQuery)}
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
          </li>
        );
      })}
    </ul>
  );
}
