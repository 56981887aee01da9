import {
  autocompletion,
  closeBrackets,
  closeBracketsKeymap,
  completionKeymap,
} from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { json, jsonLanguage, jsonParseLinter } from '@codemirror/lang-json';
import {
  bracketMatching,
  defaultHighlightStyle,
  foldGutter,
  indentOnInput,
  syntaxHighlighting,
} from '@codemirror/language';
import { type Diagnostic, linter, lintGutter } from '@codemirror/lint';
import { Compartment, EditorState, type Text } from '@codemirror/state';
import {
  drawSelection,
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  hoverTooltip,
  keymap,
  lineNumbers,
} from '@codemirror/view';
import { disableErrorLogging } from 'best-effort-json-parser';
import {
  handleRefresh,
  jsonCompletion,
  jsonSchemaHover,
  jsonSchemaLinter,
  stateExtensions,
} from 'codemirror-json-schema';
import type { JSONSchema7 } from 'json-schema';
import { type ReactNode, useEffect, useRef } from 'react';
import type { StudioProblem } from '../studioTypes';
import { parseForCompletion } from './completionData';
import { screenCompletion } from './schemaCompletion';

// codemirror-json-schema reads the text being typed with this best-effort parser, which reports to
// `console.error` every text that is not JSON yet ("parsed json with extra tokens"): the normal
// state mid-edit, not an error. The editor's own lint shows what is wrong with the JSON.
disableErrorLogging();

/** A place in the file to show: 1-based line and column; a new `nonce` jumps again to the same place. */
export interface JumpTarget {
  line: number;
  column: number;
  nonce: number;
}

interface ScreenEditorProps {
  file: string;
  /** The file as last read from disk; a change replaces the editor's text. */
  text: string;
  /** The checker's problems of `text` as opened, so opening a file does not check it twice. */
  initialProblems: StudioProblem[];
  /** The screen language schema for completion, hover help and lint (bundled by the dev server). */
  schema: Record<string, unknown>;
  /** Checks the text with the project's checker (debounced by the linter). */
  check: (text: string) => Promise<StudioProblem[]>;
  onChange: (text: string) => void;
  /** The checker's problems of the text now in the editor. */
  onProblems: (problems: StudioProblem[], text: string) => void;
  onSave: () => void;
  jumpTo: JumpTarget | undefined;
  /** Nothing typed goes in (the published branch, a draft waiting for approval); default false. */
  readOnly?: boolean;
  /**
   * Bumped to replace the document with `text` even when `text` is unchanged: after a save refused
   * because the file moved on, the newer text replaces the person's, whatever it is.
   */
  reloads?: number;
}

/** The document position of a 1-based line and column, kept inside the document. */
export function positionOf(doc: Text, line: number, column: number): number {
  const at = doc.line(Math.min(Math.max(line, 1), doc.lines));
  return Math.min(at.from + Math.max(column, 1) - 1, at.to);
}

/** A checker problem as an editor diagnostic: under its token (the caret's width) or to the line's end. */
function diagnosticOf(doc: Text, problem: StudioProblem): Diagnostic {
  const from = positionOf(doc, problem.line, problem.column);
  const carets = problem.excerpt?.split('\n').pop()?.trim().length ?? 0;
  const to = Math.max(from + 1, Math.min(doc.lineAt(from).to, from + (carets || Number.MAX_SAFE_INTEGER)));
  return {
    from,
    to: Math.min(to, doc.length),
    severity: problem.severity ?? 'error',
    source: problem.severity === 'warning' ? 'catalogs' : 'checker',
    message: `${problem.pointer || '/'} ${problem.message}`,
  };
}

/**
 * The screen's JSON in CodeMirror 6: completion, hover help and lint from the screen schema
 * (`codemirror-json-schema`), JSON syntax errors, and the project's checker as one more lint source
 * (formulas, bindings, routes, ...), run on the server a moment after typing stops. Mod-S saves.
 */
export function ScreenEditor(props: ScreenEditorProps): ReactNode {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  // The view is built once per file and schema; callbacks are read through a ref so it never goes stale.
  const latest = useRef(props);
  latest.current = props;
  // The last checker answer, by the text it was for.
  const checked = useRef<{ text: string; problems: StudioProblem[] } | null>(null);
  // Whether it is read-only changes with the draft's status: reconfigured, so the undo history stays.
  const editable = useRef(new Compartment());

  const { file, schema } = props;
  useEffect(() => {
    if (!host.current) return;
    checked.current = { text: latest.current.text, problems: latest.current.initialProblems };
    const checker = linter(
      async (editor) => {
        const text = editor.state.doc.toString();
        let problems = checked.current?.text === text ? checked.current.problems : undefined;
        if (problems === undefined) {
          try {
            problems = await latest.current.check(text);
          } catch {
            return [];
          }
          checked.current = { text, problems };
        }
        // Typing went on while the checker ran: its answer is for a text that is gone.
        if (editor.state.doc.toString() !== text) return [];
        latest.current.onProblems(problems, text);
        return problems.filter((p) => p.file === file).map((p) => diagnosticOf(editor.state.doc, p));
      },
      { delay: 1000 },
    );
    const state = EditorState.create({
      doc: latest.current.text,
      extensions: [
        lineNumbers(),
        highlightActiveLineGutter(),
        foldGutter(),
        history(),
        drawSelection(),
        indentOnInput(),
        bracketMatching(),
        closeBrackets(),
        autocompletion(),
        highlightActiveLine(),
        syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
        keymap.of([
          {
            key: 'Mod-s',
            preventDefault: true,
            run: () => {
              latest.current.onSave();
              return true;
            },
          },
          indentWithTab,
          ...closeBracketsKeymap,
          ...defaultKeymap,
          ...historyKeymap,
          ...completionKeymap,
        ]),
        json(),
        lintGutter(),
        linter(jsonParseLinter()),
        linter(jsonSchemaLinter(), { needsRefresh: handleRefresh }),
        jsonLanguage.data.of({
          autocomplete: screenCompletion(jsonCompletion({ jsonParser: parseForCompletion })),
        }),
        hoverTooltip(jsonSchemaHover()),
        // The bundled screen schema is draft-07 JSON Schema, which is what this type describes.
        stateExtensions(schema as JSONSchema7),
        checker,
        editable.current.of(EditorState.readOnly.of(latest.current.readOnly ?? false)),
        EditorView.contentAttributes.of({ 'aria-label': `Source of ${file}` }),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) latest.current.onChange(update.state.doc.toString());
        }),
      ],
    });
    const editor = new EditorView({ state, parent: host.current });
    view.current = editor;
    return () => {
      editor.destroy();
      view.current = null;
    };
  }, [file, schema]);

  // A new text from disk (another editor saved the file, or the studio did) replaces the document.
  const { text, reloads } = props;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `reloads` replaces the document again with the same text.
  useEffect(() => {
    const editor = view.current;
    if (!editor || editor.state.doc.toString() === text) return;
    editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: text } });
  }, [text, reloads]);

  const readOnly = props.readOnly ?? false;
  useEffect(() => {
    view.current?.dispatch({ effects: editable.current.reconfigure(EditorState.readOnly.of(readOnly)) });
  }, [readOnly]);

  const { jumpTo } = props;
  useEffect(() => {
    const editor = view.current;
    if (!editor || !jumpTo) return;
    const at = positionOf(editor.state.doc, jumpTo.line, jumpTo.column);
    editor.dispatch({ selection: { anchor: at }, effects: EditorView.scrollIntoView(at, { y: 'center' }) });
    editor.focus();
  }, [jumpTo]);

  return <div className="studio-editor" ref={host} />;
}
