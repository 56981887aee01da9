import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { STATE_SESSION_QUERY } from '../../sandbox/stateSession';
import type { StudioPreviewReport } from '../../src/engine/studioProbe';
import type { StudioTelemetryReport } from '../../src/telemetry/telemetryTypes';
import {
  FILE_CHANGED_EVENT,
  type StudioBrands,
  type StudioConditions,
  type StudioFile,
  type StudioFiles,
  type StudioLocales,
  type StudioProblem,
} from '../studioTypes';
import { ChangesView } from './ChangesView';
import { ExplainPanel } from './ExplainPanel';
import { FileList } from './FileList';
import { PreviewGrid, type PreviewTelemetry, telemetryLine } from './PreviewGrid';
import { ProblemList } from './ProblemList';
import { type JumpTarget, ScreenEditor } from './ScreenEditor';
import { studioApi } from './studioApi';

/** The session a native host would open the pages with (the review's too), editable in the studio. */
const DEFAULT_SESSION = STATE_SESSION_QUERY;
const SCALES = [0.35, 0.5, 0.75, 1];

type SaveStatus =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; file: string }
  | { kind: 'refused'; problems: StudioProblem[] }
  | { kind: 'failed'; message: string };

function SaveMessage({ status }: { status: SaveStatus }): ReactNode {
  switch (status.kind) {
    case 'idle':
      return <span role="status" />;
    case 'saving':
      return <span role="status">Checking and saving…</span>;
    case 'saved':
      return <span role="status">Saved {status.file}; the previews reload.</span>;
    case 'refused': {
      const [first] = status.problems;
      return (
        <span role="alert" className="studio-refused">
          Not saved: the checker found {status.problems.length} problem
          {status.problems.length === 1 ? '' : 's'}
          {first ? `: ${first.text.split('\n')[0]}` : ''}
        </span>
      );
    }
    case 'failed':
      return (
        <span role="alert" className="studio-refused">
          Not saved: {status.message}
        </span>
      );
  }
}

function fileFromAddress(): string | undefined {
  return new URLSearchParams(window.location.search).get('file') ?? undefined;
}

/** The language of the previews and explain, kept in the address as the file is, so a reload keeps it. */
function localeFromAddress(): string {
  return new URLSearchParams(window.location.search).get('locale') ?? 'en';
}

/**
 * The screen studio: the screens and parts; the chosen file in an editor with the checker's problems;
 * a live preview of it per sandbox scenario; and explain mode for the chosen preview.
 */
export function Studio(): ReactNode {
  const [files, setFiles] = useState<StudioFiles>();
  const [current, setCurrent] = useState<string | undefined>(fileFromAddress);
  const [showChanges, setShowChanges] = useState(false);
  const [opened, setOpened] = useState<StudioFile>();
  const [draft, setDraft] = useState('');
  const [problems, setProblems] = useState<StudioProblem[]>([]);
  const [checking, setChecking] = useState(false);
  const [saveStatus, setSaveStatus] = useState<SaveStatus>({ kind: 'idle' });
  const [schemas, setSchemas] = useState<Record<string, Record<string, unknown>>>({});
  const [jump, setJump] = useState<JumpTarget>();
  const [sessionQuery, setSessionQuery] = useState(DEFAULT_SESSION);
  const [scale, setScale] = useState(0.5);
  const [generation, setGeneration] = useState(0);
  const [brands, setBrands] = useState<StudioBrands>();
  const [locales, setLocales] = useState<StudioLocales>();
  const [locale, setLocale] = useState(localeFromAddress);
  const [explained, setExplained] = useState<string>();
  const [reports, setReports] = useState<Record<string, StudioPreviewReport>>({});
  const [telemetry, setTelemetry] = useState<Record<string, PreviewTelemetry>>({});
  const [conditions, setConditions] = useState<StudioConditions>();
  // Bumped when a file under screens/ changes on disk: what was read from it is read again.
  const [diskVersion, setDiskVersion] = useState(0);
  const frames = useRef(new Map<string, Window>());
  const draftRef = useRef(draft);
  draftRef.current = draft;
  const dirty = opened !== undefined && draft !== opened.text;
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;

  useEffect(() => {
    studioApi.brands().then(setBrands, (error: unknown) => console.error(error));
    studioApi.locales().then(
      (known) => {
        setLocales(known);
        // A language the project no longer has (an old address) falls back to English.
        setLocale((chosen) => (known.locales.some((l) => l.id === chosen) ? chosen : 'en'));
      },
      (error: unknown) => console.error(error),
    );
  }, []);

  const chooseLocale = useCallback((id: string) => {
    setLocale(id);
    // Every preview opens again with `lang=<id>`, a few at a time as on a first load.
    setGeneration((n) => n + 1);
  }, []);

  // The address holds what a reload should keep: the file and the language.
  useEffect(() => {
    const query = new URLSearchParams();
    if (current !== undefined) query.set('file', current);
    if (locale !== 'en') query.set('locale', locale);
    const search = query.toString();
    window.history.replaceState(null, '', search ? `?${search}` : window.location.pathname);
  }, [current, locale]);

  const chooseBrand = useCallback((id: string) => {
    studioApi.switchBrand(id).then(
      (chosen) => {
        setBrands(chosen);
        // Every preview is a page of the dev server: loaded again, it is built under the brand.
        setGeneration((n) => n + 1);
      },
      (error: unknown) => console.error(error),
    );
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `diskVersion` re-reads the list after a change on disk.
  useEffect(() => {
    studioApi.files().then(setFiles, (error: unknown) => console.error(error));
  }, [diskVersion]);

  const open = useCallback((file: string) => {
    studioApi.file(file).then(
      (loaded) => {
        setOpened(loaded);
        setDraft(loaded.text);
        setProblems(loaded.problems);
      },
      (error: unknown) => console.error(error),
    );
  }, []);

  useEffect(() => {
    if (current === undefined) return;
    setOpened(undefined);
    setSaveStatus({ kind: 'idle' });
    setExplained(undefined);
    setReports({});
    setTelemetry({});
    open(current);
  }, [current, open]);

  const schemaKind = current?.startsWith('screens/parts/') ? 'part' : 'screen';
  const schema = schemas[schemaKind];
  useEffect(() => {
    if (current === undefined || schema) return;
    studioApi.schema(current).then(
      (loaded) => setSchemas((known) => ({ ...known, [schemaKind]: loaded })),
      (error: unknown) => console.error(error),
    );
  }, [current, schema, schemaKind]);

  // A file changed on disk (a save here, or another editor): re-read what depends on it.
  useEffect(() => {
    const hot = import.meta.hot;
    if (!hot) return;
    const onChanged = ({ file }: { file: string }) => {
      setDiskVersion((n) => n + 1);
      if (file === current && !dirtyRef.current) open(file);
      // A catalog changed: whether the file's texts are translated is asked again, of the text as typed.
      if (file.startsWith('locales/') && current !== undefined && draftRef.current !== '')
        studioApi
          .check(current, draftRef.current)
          .then(setProblems, (error: unknown) => console.error(error));
    };
    hot.on(FILE_CHANGED_EVENT, onChanged);
    return () => hot.off(FILE_CHANGED_EVENT, onChanged);
  }, [current, open]);
  // Each preview reports its screen and scope after every render, and its drift and errors as they happen.
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

  const explainedPreview = opened?.previews.find((p) => p.key === explained);
  const explainedScreen = explainedPreview?.screen;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `diskVersion` re-reads the conditions after a change on disk.
  useEffect(() => {
    if (explainedScreen === undefined) return;
    studioApi
      .conditions(explainedScreen, locale)
      .then(setConditions, (error: unknown) => console.error(error));
  }, [explainedScreen, locale, diskVersion]);

  const save = async () => {
    if (!current) return;
    const text = draftRef.current;
    setSaveStatus({ kind: 'saving' });
    try {
      const result = await studioApi.save(current, text);
      setProblems(result.problems);
      if (result.saved) {
        setOpened((known) => (known ? { ...known, text } : known));
        setSaveStatus({ kind: 'saved', file: current });
      } else setSaveStatus({ kind: 'refused', problems: result.problems });
    } catch (error) {
      setSaveStatus({ kind: 'failed', message: String(error) });
    }
  };

  const goTo = (line: number, column: number) => setJump({ line, column, nonce: Date.now() });
  const chooseFile = (file: string) => {
    setShowChanges(false);
    if (file === current) return;
    if (dirty && !window.confirm(`Leave ${current} without saving?`)) return;
    setCurrent(file);
  };

  return (
    <div className="studio">
      <FileList
        files={files}
        current={showChanges ? undefined : current}
        onOpen={chooseFile}
        changesShown={showChanges}
        onShowChanges={() => setShowChanges(true)}
      />
      {showChanges ? <ChangesView diskVersion={diskVersion} onOpen={chooseFile} /> : null}
      <main className="studio-source" hidden={showChanges}>
        <header className="studio-bar">
          <h1>{current ?? 'Screen studio'}</h1>
          <button
            type="button"
            onClick={() => void save()}
            disabled={!opened || saveStatus.kind === 'saving'}
          >
            Save
          </button>
          <SaveMessage status={saveStatus} />
        </header>
        {opened && current && schema ? (
          <>
            <ScreenEditor
              file={current}
              text={opened.text}
              initialProblems={opened.problems}
              schema={schema}
              check={(text) => {
                setChecking(true);
                return studioApi.check(current, text).finally(() => setChecking(false));
              }}
              onChange={(text) => {
                setDraft(text);
                if (saveStatus.kind !== 'saving') setSaveStatus({ kind: 'idle' });
              }}
              onProblems={(found) => setProblems(found)}
              onSave={() => void save()}
              jumpTo={jump}
            />
            <ProblemList file={current} problems={problems} checking={checking} onGoTo={goTo} />
          </>
        ) : (
          <p className="studio-hint">{current ? 'Opening…' : 'Choose a screen or a part.'}</p>
        )}
      </main>
      <section className="studio-preview-column" aria-label="Live previews" hidden={showChanges}>
        <form
          className="studio-bar"
          onSubmit={(event) => {
            event.preventDefault();
            const input = new FormData(event.currentTarget).get('session');
            setSessionQuery(typeof input === 'string' ? input : DEFAULT_SESSION);
            setGeneration((n) => n + 1);
          }}
        >
          <label>
            Session <input name="session" defaultValue={sessionQuery} size={48} />
          </label>
          <button type="submit">Reload previews</button>
          {locales && locales.locales.length > 1 ? (
            <label>
              Language{' '}
              <select value={locale} onChange={(event) => chooseLocale(event.target.value)}>
                {locales.locales.map((known) => (
                  <option key={known.id} value={known.id}>
                    {known.name}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          {brands && brands.brands.length > 1 ? (
            <label>
              Brand{' '}
              <select value={brands.current} onChange={(event) => chooseBrand(event.target.value)}>
                {brands.brands.map((brand) => (
                  <option key={brand.id} value={brand.id}>
                    {brand.name}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          <label>
            Zoom{' '}
            <select value={scale} onChange={(event) => setScale(Number(event.target.value))}>
              {SCALES.map((s) => (
                <option key={s} value={s}>
                  {Math.round(s * 100)}%
                </option>
              ))}
            </select>
          </label>
        </form>
        {explainedPreview ? (
          <ExplainPanel
            scenario={explainedPreview.scenario}
            report={reports[explainedPreview.key]}
            language={locale === 'en' ? undefined : locales?.locales.find((l) => l.id === locale)?.name}
            conditions={
              conditions?.file === explainedPreview.screen && conditions.locale === locale
                ? conditions.conditions
                : undefined
            }
            onGoTo={(file, line, column) => {
              if (file === current) goTo(line, column);
              else chooseFile(file);
            }}
          />
        ) : null}
        {opened ? (
          <PreviewGrid
            previews={opened.previews}
            sessionQuery={sessionQuery}
            locale={locale}
            scale={scale}
            generation={generation}
            explained={explained}
            onExplain={setExplained}
            telemetry={telemetry}
            onFrame={(key, frame) => {
              if (frame) frames.current.set(key, frame);
            }}
          />
        ) : null}
      </section>
    </div>
  );
}
