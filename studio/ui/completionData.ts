import type { EditorState } from '@codemirror/state';
import { parseJSONDocumentState } from 'codemirror-json-schema';

/**
 * The text the completion reads as data, made whole where typing leaves it broken: the property
 * name being typed (`{"type": "button", "la|"}`) gets a `null` value, and a trailing comma
 * (`{"type": "text",|}`) goes. The library's own fallback parser reads such a text as
 * `[{"type": "button"}, "}"]`: the stray `"}"` is no widget, so every object around it matches no
 * schema and nothing inside a `stack`'s children or a button's `onClick` completes. A name typed on a
 * new line above another property gets the comma it does not have yet.
 */
export function completionText(text: string, cursor: number): string {
  const name = stringAt(text, cursor);
  let fixed = text;
  if (name) {
    const before = text.slice(0, name.open).trimEnd();
    const after = text.slice(name.close + 1).trimStart();
    if ((before.endsWith('{') || before.endsWith(',')) && !after.startsWith(':')) {
      // A new line typed above the next property has no comma yet: `"dis|"⏎"variant": "text"`.
      const comma = after.startsWith('"') ? ',' : '';
      fixed = `${text.slice(0, name.close + 1)}: null${comma}${text.slice(name.close + 1)}`;
    }
  }
  return fixed.replace(/,(\s*[}\]])/g, '$1');
}

/** The string the cursor is in or right after: the offsets of its quotes (escapes read). */
export function stringAt(text: string, cursor: number): { open: number; close: number } | undefined {
  let open = -1;
  let lastString: { open: number; close: number } | undefined;
  for (let at = 0; at < cursor; at++) {
    const char = text[at];
    if (open >= 0 && char === '\\') at++;
    else if (char === '"' && open < 0) open = at;
    else if (char === '"') {
      lastString = { open, close: at };
      open = -1;
    }
  }
  if (open >= 0) {
    // Inside a string: it ends at the next unescaped quote (or is unclosed).
    for (let at = cursor; at < text.length; at++) {
      if (text[at] === '\\') at++;
      else if (text[at] === '"') return { open, close: at };
    }
    return undefined;
  }
  return lastString?.close === cursor - 1 ? lastString : undefined;
}

/** The completion's document parser: the text made whole at the cursor, else the library's own reading. */
export function parseForCompletion(state: EditorState): ReturnType<typeof parseJSONDocumentState> {
  const parsed = parseJSONDocumentState(state);
  try {
    return { ...parsed, data: JSON.parse(completionText(state.doc.toString(), state.selection.main.head)) };
  } catch {
    return parsed;
  }
}
