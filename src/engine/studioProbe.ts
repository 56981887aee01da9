import { useEffect } from 'react';
import type { Scope } from '../expressions/types';
import { studioPreviewScenario } from '../session/studioPreview';
import type { SourceState } from './dataSource';

/**
 * What a studio preview tells the studio page (its parent window) after each render of its
 * screen, so the studio can explain every condition with the values the preview holds.
 * Development only: every call site is guarded by `import.meta.env.DEV`.
 */
export interface StudioPreviewReport {
  kind: 'loan-studio:preview';
  /** The screen file shown, e.g. `screens/orderDetails.json`. */
  file: string;
  scenario: string;
  scope: Scope;
  /** Each data source's status: `ready`, `loading`, `error` (with its message), `empty` or `idle`. */
  sources: Record<string, string>;
  /** The modals open, by id. */
  modals: readonly string[];
  /** By widget pointer, the list items it was drawn for (a widget inside a list template). */
  items: Record<string, { item: unknown; index: number | undefined }[]>;
}

const items = new Map<string, Map<unknown, { item: unknown; index: number | undefined }>>();

/** Notes that a widget inside a list template was drawn for one item. */
export function noteStudioItem(pointer: string, scope: Scope): void {
  if (scope.item === undefined && scope.index === undefined) return;
  let forPointer = items.get(pointer);
  if (!forPointer) {
    forPointer = new Map();
    items.set(pointer, forPointer);
  }
  forPointer.set(scope.index ?? scope.item, { item: scope.item, index: scope.index });
}

let focusKept = false;

/**
 * Keeps the keyboard where the person works in the studio: a preview that opens a modal as it loads
 * (the rating or bank-card dialog) focuses the modal's first control, which would take the focus out
 * of the studio's editor mid-word. So in a preview, `focus()` does nothing unless the preview itself
 * has the focus (the person clicked into it), where modals trap focus as they do in the app.
 */
function keepStudioFocus(): void {
  if (focusKept) return;
  focusKept = true;
  const focus = HTMLElement.prototype.focus;
  HTMLElement.prototype.focus = function focusInPreview(this: HTMLElement, options?: FocusOptions) {
    if (document.hasFocus()) focus.call(this, options);
  };
}

/**
 * Reports the screen to the studio after each render (a no-op outside a studio preview). Called
 * while the screen renders, so the list items its widgets note are those of this render.
 */
export function useStudioReport(
  file: string,
  scope: Scope,
  sources: Record<string, SourceState>,
  modals: readonly string[],
): void {
  items.clear();
  if (studioPreviewScenario() !== undefined) keepStudioFocus();
  useEffect(() => {
    const scenario = studioPreviewScenario();
    if (scenario === undefined) return;
    const statuses = Object.entries(sources).map(([id, s]) => [
      id,
      s.status === 'error' ? `error: ${s.message}` : s.status,
    ]);
    const message: StudioPreviewReport = {
      kind: 'loan-studio:preview',
      file,
      scenario,
      scope,
      sources: Object.fromEntries(statuses),
      modals,
      items: Object.fromEntries([...items].map(([pointer, seen]) => [pointer, [...seen.values()]])),
    };
    try {
      window.parent.postMessage(message, window.location.origin);
    } catch (error) {
      // A value that cannot be cloned (never JSON data): the studio only misses this report.
      console.warn(`[studio] could not report the screen: ${String(error)}`);
    }
  });
}
