import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { STATE_SESSION_QUERY } from '../../sandbox/stateSession';
import {
  FILE_CHANGED_EVENT,
  type StudioBrands,
  type StudioConditions,
  type StudioFile,
  type StudioFiles,
  type StudioLocales,
  type StudioProblem,
} from '../studioTypes';
import { ArtPanel } from './ArtPanel';
import { ChangesView } from './ChangesView';
import { ConflictView } from './ConflictView';
import { DraftsView } from './DraftsView';
import { draftPermissions } from './draftPermissions';
import { ExplainPanel } from './ExplainPanel';
import { FileList } from './FileList';
import { HistoryView } from './HistoryView';
import { PreviewControls } from './PreviewControls';
import { PreviewGrid } from './PreviewGrid';
import { ProblemList } from './ProblemList';
import { SaveMessage, type SaveStatus, type UnsavedText, UnsavedTextPanel } from './SaveMessage';
import { type JumpTarget, ScreenEditor } from './ScreenEditor';
import { ServiceBar } from './ServiceBar';
import { serviceApi } from './serviceApi';
import { type ServiceMode, serviceModeOf } from './serviceMode';
import { firstView, readOnlyReason, studioViews } from './serviceStudio';
import { readAddress, type StudioView, useKeptAddress } from './studioAddress';
import { schemaKindOf, studioApi } from './studioApi';
import { TranslationsPanel } from './TranslationsPanel';
import { useAskBeforeLeaving } from './useAskBeforeLeaving';
import { usePreviewReports } from './usePreviewReports';
import { useServiceSession } from './useServiceSession';

/** The session a native host would open the pages with (the review's too), editable in the studio. */
const DEFAULT_SESSION = STATE_SESSION_QUERY;
/** The studio the service built this page for (none in the local `npm start` studio). */
const SERVICE_MODE = serviceModeOf(import.meta.env);

interface StudioProps {
  /** Which studio of the service this is, if any; by default, as the build-time values say. */
  service?: ServiceMode;
}

/**
 * The screen studio: the screens and parts; the chosen file in an editor with the checker's problems;
 * a live preview of it per sandbox scenario; and explain mode for the chosen preview. Inside the studio
 * service (DESIGN §13) it also shows the service's bar, the drafts (published branch, read-only), a
 * draft's conflicts to settle and each file's published history.
 */
export function Studio({ service = SERVICE_MODE }: StudioProps): ReactNode {
  const [address] = useState(() => readAddress(window.location.search));
  const [files, setFiles] = useState<StudioFiles>();
  const [current, setCurrent] = useState<string | undefined>(address.file);
  const [view, setView] = useState<StudioView>(() => firstView(service, address));
  const [opened, setOpened] = useState<StudioFile>();
  // The text in the editor, saved or not.
  const [typed, setTyped] = useState('');
  // Bumped to put `opened.text` in the editor again, whatever the editor holds.
  const [reloads, setReloads] = useState(0);
  const [unsaved, setUnsaved] = useState<UnsavedText>();
  const [translationsDirty, setTranslationsDirty] = useState(false);
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
  const [locale, setLocale] = useState(address.locale);
  const [explained, setExplained] = useState<string>();
  const { reports, telemetry, frames, clear: clearReports } = usePreviewReports();
  const [conditions, setConditions] = useState<StudioConditions>();
  // Bumped when a screen or a catalog changes (on disk, or saved here): what was read from it is read again.
  const [diskVersion, setDiskVersion] = useState(0);
  const typedRef = useRef(typed);
  typedRef.current = typed;
  const dirty = opened !== undefined && typed !== opened.text;
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;

  useAskBeforeLeaving(dirty || translationsDirty);

  const api = useMemo(() => (service ? serviceApi(service.base) : undefined), [service]);
  const { me, draft, failure, setDraft, refreshDraft } = useServiceSession(api, service?.draft);
  const may = me && draft ? draftPermissions(me, draft) : undefined;
  const readOnly = readOnlyReason(service, may);
  const views = studioViews(service, draft, current);
  const shown = views.some((entry) => entry.view === view) ? view : 'file';
  useKeptAddress({ file: current, locale, view: shown });

  // A draft that publishing found in conflict opens on its conflicts, whatever was shown.
  useEffect(() => {
    if (draft?.status === 'conflict') setView('conflicts');
  }, [draft?.status]);

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
        setTyped(loaded.text);
        setProblems(loaded.problems);
      },
      (error: unknown) => console.error(error),
    );
  }, []);

  useEffect(() => {
    if (current === undefined) return;
    setOpened(undefined);
    setSaveStatus({ kind: 'idle' });
    setUnsaved(undefined);
    setExplained(undefined);
    clearReports();
    open(current);
  }, [current, open, clearReports]);

  const schemaKind = schemaKindOf(current);
  const schema = schemas[schemaKind];
  useEffect(() => {
    if (current === undefined || schema) return;
    studioApi.schema(current).then(
      (loaded) => setSchemas((known) => ({ ...known, [schemaKind]: loaded })),
      (error: unknown) => console.error(error),
    );
  }, [current, schema, schemaKind]);

  // A file changed on disk (a save here, or another editor): re-read what depends on it.
  const reread = useCallback(
    ({ file }: { file: string }) => {
      setDiskVersion((n) => n + 1);
      if (file === current && !dirtyRef.current) open(file);
      // A catalog changed: whether the file's texts are translated is asked again, of the text as typed.
      if (!file.startsWith('locales/') || current === undefined || typedRef.current === '') return;
      studioApi.check(current, typedRef.current).then(setProblems, (error: unknown) => console.error(error));
    },
    [current, open],
  );
  useEffect(() => {
    const hot = import.meta.hot;
    if (!hot) return;
    hot.on(FILE_CHANGED_EVENT, reread);
    // Vitest's stand-in for the hot context (component tests) has no `off`.
    return () => hot.off?.(FILE_CHANGED_EVENT, reread);
  }, [reread]);
  const explainedPreview = opened?.previews.find((p) => p.key === explained);
  const explainedScreen = explainedPreview?.screen;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `diskVersion` re-reads the conditions after a change on disk.
  useEffect(() => {
    if (explainedScreen === undefined) return;
    studioApi
      .conditions(explainedScreen, locale)
      .then(setConditions, (error: unknown) => console.error(error));
  }, [explainedScreen, locale, diskVersion]);

  // After a save here (of translations: their `catalog` is read again). The dev server shows the change
  // in every preview (a screen, part, variant or catalog swapped in the page, SCREENS_CHANGED_EVENT; an
  // experiment's file loads them again). The draft is read again (a save undoes approval).
  const afterSave = (catalog?: string) => {
    if (catalog !== undefined) reread({ file: catalog });
    if (!service) return;
    refreshDraft();
  };

  const save = async () => {
    if (!current || readOnly !== undefined) return;
    const text = typedRef.current;
    setSaveStatus({ kind: 'saving' });
    try {
      const result = await studioApi.save(current, text, opened?.version);
      setProblems(result.problems);
      if ('conflict' in result) {
        // Never written over: the newer file goes in the editor, the person's text beside it to copy from.
        const { message, newer } = result.conflict;
        setOpened((known) => (known ? { ...known, text: newer.text, version: newer.version } : known));
        setReloads((n) => n + 1);
        setUnsaved({ file: current, text });
        setSaveStatus({ kind: 'conflict', message });
      } else if (result.saved) {
        setOpened((known) => (known ? { ...known, text, version: result.version } : known));
        setSaveStatus({ kind: 'saved', file: current });
        afterSave();
      } else setSaveStatus({ kind: 'refused', problems: result.problems });
    } catch (error) {
      setSaveStatus({ kind: 'failed', message: String(error) });
    }
  };

  const goTo = (line: number, column: number) => setJump({ line, column, nonce: Date.now() });
  const chooseFile = (file: string) => {
    setView('file');
    if (file === current) return;
    if ((dirty || unsaved || translationsDirty) && !window.confirm(`Leave ${current} without saving?`))
      return;
    setCurrent(file);
  };

  return (
    <div className="studio-page">
      {service && api ? (
        <ServiceBar
          service={service}
          api={api}
          me={me}
          draft={draft}
          failure={failure}
          dirty={dirty || translationsDirty}
          onDraft={setDraft}
        />
      ) : null}
      <div className="studio">
        <FileList
          files={files}
          current={current}
          onOpen={chooseFile}
          views={views}
          shown={shown}
          onShowView={setView}
        />
        {shown === 'changes' ? <ChangesView diskVersion={diskVersion} onOpen={chooseFile} /> : null}
        {shown === 'drafts' && service && api ? <DraftsView service={service} api={api} me={me} /> : null}
        {shown === 'conflicts' && api && draft ? (
          <ConflictView
            key={`${draft.notes.length} ${draft.conflicts?.map((conflict) => conflict.file).join(' ')}`}
            api={api}
            draft={draft}
            canSettle={may?.settle ?? false}
            onDraft={(settled) => {
              setDraft(settled);
              // The settled texts are the draft's now: what was read of them is read again.
              if (current !== undefined && !dirtyRef.current) open(current);
              setDiskVersion((n) => n + 1);
              setGeneration((n) => n + 1);
            }}
          />
        ) : null}
        {shown === 'art' && current ? (
          <ArtPanel brandFile={current} readOnly={readOnly} onSaved={() => setGeneration((n) => n + 1)} />
        ) : null}
        <TranslationsPanel
          key={current}
          file={current}
          locales={locales}
          readOnly={readOnly}
          hidden={shown !== 'translations'}
          diskVersion={diskVersion}
          onSaved={afterSave}
          onDirty={setTranslationsDirty}
        />
        <main className="studio-source" hidden={shown !== 'file'}>
          <header className="studio-bar">
            <h1>{current ?? 'Screen studio'}</h1>
            <button
              type="button"
              onClick={() => void save()}
              disabled={!opened || saveStatus.kind === 'saving' || readOnly !== undefined}
              aria-describedby={readOnly ? 'studio-read-only' : undefined}
            >
              Save
            </button>
            {readOnly ? (
              <span id="studio-read-only" className="studio-muted">
                {readOnly}
              </span>
            ) : null}
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
                  setTyped(text);
                  // A refused save's alert stays while the newer text replaces the person's.
                  if (saveStatus.kind !== 'saving' && saveStatus.kind !== 'conflict')
                    setSaveStatus({ kind: 'idle' });
                }}
                onProblems={(found) => setProblems(found)}
                onSave={() => void save()}
                jumpTo={jump}
                readOnly={readOnly !== undefined}
                reloads={reloads}
              />
              {unsaved?.file === current ? (
                <UnsavedTextPanel unsaved={unsaved} onDismiss={() => setUnsaved(undefined)} />
              ) : null}
              <ProblemList file={current} problems={problems} checking={checking} onGoTo={goTo} />
              {service && api ? (
                <HistoryView
                  key={current}
                  service={service}
                  api={api}
                  file={current}
                  canUndo={me?.roles.includes('editor') ?? false}
                />
              ) : null}
            </>
          ) : (
            <p className="studio-hint">{current ? 'Opening…' : 'Choose a screen or a part.'}</p>
          )}
        </main>
        <section className="studio-preview-column" aria-label="Live previews" hidden={shown !== 'file'}>
          <PreviewControls
            sessionQuery={sessionQuery}
            onReload={(typedSession) => {
              setSessionQuery(typedSession ?? DEFAULT_SESSION);
              setGeneration((n) => n + 1);
            }}
            locales={locales}
            locale={locale}
            onLocale={chooseLocale}
            brands={brands}
            onBrand={chooseBrand}
            scale={scale}
            onScale={setScale}
          />
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
    </div>
  );
}
