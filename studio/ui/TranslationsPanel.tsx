import { type ReactNode, useEffect, useState } from 'react';
import type { StudioLocales, StudioTranslation, StudioTranslations } from '../studioTypes';
import { Picker } from './Picker';
import { studioApi } from './studioApi';

/** Where the last save of the translations got to. */
type TranslationsSaveStatus =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; count: number; catalog: string }
  /** The server checked the translations (their holes) and wrote nothing (HTTP 422). */
  | { kind: 'refused'; problems: string[] }
  | { kind: 'failed'; message: string };

interface TranslationsPanelProps {
  /** The opened screen or part file, whose texts are listed (none opened yet: no panel). */
  file: string | undefined;
  /** The languages the app ships (`studioApi.locales()`): each but English has a catalog to translate. */
  locales: StudioLocales | undefined;
  /** Why nothing may be saved (the editor's own reason), or undefined: then the inputs take typing. */
  readOnly: string | undefined;
  /**
   * Another view is shown: the panel keeps what was typed, and reads the texts again once shown, so
   * after a save of the screen (in the file view), which may have brought new texts into the catalog.
   */
  hidden: boolean;
  /** Bumped when a screen or a catalog changes on disk: the texts are read again. */
  diskVersion: number;
  /** After translations were written into `catalog` (`locales/fil.po`): the problems are read again. */
  onSaved: (catalog: string) => void;
  /** Whether translations are typed and not saved, for the studio to ask before they are lost. */
  onDirty: (dirty: boolean) => void;
}

const TITLE_ID = 'studio-translations-panel-title';

/** A text's key among the typed translations: its language, context and English (gettext's key). */
const keyOf = (locale: string, text: Pick<StudioTranslation, 'id' | 'context'>): string =>
  `${locale}\u0004${text.context ?? ''}\u0004${text.id}`;

/** The label of a text's translation: `Filipino for “Repay now”`, and its context when it has one. */
const labelOf = (language: string, text: StudioTranslation): string =>
  `${language} for “${text.id}”${text.context ? ` (${text.context})` : ''}`;

/** A text's state in words, beside its English. */
function stateWords(text: StudioTranslation): string {
  switch (text.state) {
    case 'translated':
      return 'translated';
    case 'untranslated':
      return 'untranslated';
    case 'stale':
      return text.previous === undefined
        ? 'stale: the English changed since it was translated'
        : `stale: was translated for “${text.previous}”`;
    case 'missing':
      return 'not in the catalog yet';
  }
}

/**
 * The opened file's texts in one catalog (`locales/<locale>.po`): each English text, its state, and its
 * translation to type. A save writes the changed translations and those not translated yet (a stale
 * one kept as it is is confirmed), never an empty one; the server checks each (its holes) first.
 */
export function TranslationsPanel({
  file,
  locales,
  readOnly,
  hidden,
  diskVersion,
  onSaved,
  onDirty,
}: TranslationsPanelProps): ReactNode {
  const catalogs = locales?.locales.filter((known) => known.id !== 'en') ?? [];
  const [chosen, setChosen] = useState<string>();
  const language = catalogs.find((known) => known.id === chosen) ?? catalogs[0];
  const [loaded, setLoaded] = useState<StudioTranslations>();
  const [readFailure, setReadFailure] = useState<string>();
  // What was typed, by `keyOf`, only where it differs from the catalog's translation.
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<TranslationsSaveStatus>({ kind: 'idle' });
  const [saves, setSaves] = useState(0);
  const locale = language?.id;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `diskVersion` and `saves` read the texts again.
  useEffect(() => {
    if (hidden || file === undefined || locale === undefined) return;
    // An answer to an older read (another language, a file saved since) is dropped.
    let current = true;
    studioApi.translations(file, locale).then(
      (read) => {
        if (!current) return;
        setLoaded(read);
        setReadFailure(undefined);
      },
      (error: unknown) => {
        if (current) setReadFailure(error instanceof Error ? error.message : String(error));
      },
    );
    return () => {
      current = false;
    };
  }, [file, locale, hidden, diskVersion, saves]);

  const dirty = Object.keys(typed).length > 0;
  useEffect(() => {
    onDirty(dirty);
  }, [dirty, onDirty]);
  useEffect(() => () => onDirty(false), [onDirty]);

  if (file === undefined) return null;
  if (!language || locale === undefined)
    return (
      <main className="studio-translations" aria-labelledby={TITLE_ID} hidden={hidden}>
        <header className="studio-bar">
          <h1 id={TITLE_ID}>Translations</h1>
        </header>
        <p className="studio-hint">
          {locales
            ? 'The app ships in English only: no catalog to translate into.'
            : 'Reading the languages…'}
        </p>
      </main>
    );

  const texts = loaded?.file === file && loaded.locale === locale ? loaded.texts : undefined;
  const translationOf = (text: StudioTranslation) => typed[keyOf(locale, text)] ?? text.translation;
  const toSave = (texts ?? []).filter((text) => {
    const value = translationOf(text);
    return value.trim() !== '' && (value !== text.translation || text.state !== 'translated');
  });

  const type = (text: StudioTranslation, value: string) => {
    const key = keyOf(locale, text);
    setTyped(({ [key]: _, ...others }) =>
      value === text.translation ? others : { ...others, [key]: value },
    );
    if (status.kind === 'saved') setStatus({ kind: 'idle' });
  };

  const save = async () => {
    if (readOnly !== undefined || toSave.length === 0) return;
    const sent = toSave.map((text) => ({
      id: text.id,
      ...(text.context ? { context: text.context } : {}),
      translation: translationOf(text),
    }));
    setStatus({ kind: 'saving' });
    try {
      const result = await studioApi.saveTranslations(locale, sent);
      if (result.saved) {
        setStatus({ kind: 'saved', count: sent.length, catalog: result.file });
        // What was written is the catalog's now; what was typed meanwhile stays typed.
        const written = new Map(sent.map((entry) => [keyOf(locale, entry), entry.translation]));
        setTyped((known) =>
          Object.fromEntries(Object.entries(known).filter(([key, value]) => written.get(key) !== value)),
        );
        setSaves((n) => n + 1);
        onSaved(result.file);
      } else setStatus({ kind: 'refused', problems: result.problems });
    } catch (error) {
      setStatus({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  };

  return (
    <main className="studio-translations" aria-labelledby={TITLE_ID} hidden={hidden}>
      <header className="studio-bar">
        <h1 id={TITLE_ID}>Translations ({language.name})</h1>
        {catalogs.length > 1 ? (
          <Picker label="Language" value={locale} options={catalogs} onChange={setChosen} />
        ) : null}
        {readOnly === undefined ? (
          <button
            type="button"
            onClick={() => void save()}
            disabled={toSave.length === 0 || status.kind === 'saving'}
          >
            Save translations
          </button>
        ) : (
          <span className="studio-muted">{readOnly}</span>
        )}
        <span role="status">
          {status.kind === 'saving'
            ? 'Saving translations…'
            : status.kind === 'saved'
              ? `Saved ${status.count} translation${status.count === 1 ? '' : 's'} to ${status.catalog}`
              : ''}
        </span>
      </header>
      {status.kind === 'refused' ? (
        <div role="alert" className="studio-refused studio-translations-message">
          Not saved: the translations have {status.problems.length} problem
          {status.problems.length === 1 ? '' : 's'}
          <ul>
            {status.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {status.kind === 'failed' || readFailure !== undefined ? (
        <p role="alert" className="studio-refused studio-translations-message">
          {status.kind === 'failed'
            ? `Not saved: ${status.message}`
            : `The translations could not be read: ${readFailure}`}
        </p>
      ) : null}
      {!texts ? (
        readFailure === undefined ? (
          <p className="studio-hint">Reading the texts…</p>
        ) : null
      ) : texts.length === 0 ? (
        <p className="studio-hint">{file} has no texts to translate.</p>
      ) : (
        <table className="studio-table studio-translations-table" aria-label={`Texts of ${file}`}>
          <thead>
            <tr>
              <th scope="col">English</th>
              <th scope="col">State</th>
              <th scope="col">{language.name}</th>
            </tr>
          </thead>
          <tbody>
            {texts.map((text) => (
              <tr key={keyOf(locale, text)}>
                <th scope="row">
                  <span className="studio-translations-english">{text.id}</span>{' '}
                  <small className="studio-muted">
                    {text.context ? `${text.context}, ` : ''}line {text.line}
                  </small>
                </th>
                <td>
                  {text.state === 'translated' ? (
                    stateWords(text)
                  ) : (
                    <span className="studio-tag">{stateWords(text)}</span>
                  )}
                </td>
                <td>
                  <textarea
                    aria-label={labelOf(language.name, text)}
                    value={translationOf(text)}
                    rows={Math.max(1, translationOf(text).split('\n').length, text.id.split('\n').length)}
                    disabled={readOnly !== undefined}
                    onChange={(event) => type(text, event.target.value)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </main>
  );
}
