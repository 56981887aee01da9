import { EditorView } from '@codemirror/view';
import { act, configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Studio } from './Studio';
import { fakeFetch } from './testing/fakeFetch';
import { stubRangeLayout } from './testing/rangeLayout';
import { FILE, NEWER, studioRoutes } from './testing/studioRoutes';

function editorOf(): EditorView {
  const content = screen.getByRole('textbox', { name: `Source of ${FILE}` });
  const view = EditorView.findFromDOM(content);
  if (!view) throw new Error('no editor');
  return view;
}

stubRangeLayout();
// The whole studio renders (the editor too) and role queries walk all of it: slow when files run side by side.
configure({ asyncUtilTimeout: 5000 });
beforeEach(() => window.history.replaceState(null, '', `/__studio?file=${encodeURIComponent(FILE)}`));
afterEach(() => vi.unstubAllGlobals());

describe('Studio: saving', () => {
  it('never writes over a file saved elsewhere: the newer text goes in the editor, the person’s below', async () => {
    const { requests } = fakeFetch({
      ...studioRoutes('/__studio/api'),
      'POST /__studio/api/save': {
        status: 409,
        body: {
          saved: false,
          problems: [],
          conflict: { message: 'saved by Ben at 10:02', newer: { text: NEWER, version: 'v2' } },
        },
      },
    });
    render(createElement(Studio, { service: undefined }));
    await screen.findByRole('textbox', { name: `Source of ${FILE}` });
    const mine = '{ "title": "My order" }\n';
    const editor = editorOf();
    act(() => editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: mine } }));

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Not saved: this file was saved elsewhere since you opened it (saved by Ben at 10:02). The editor now shows the newer text; your text is below to copy from.',
    );
    await waitFor(() => expect(editorOf().state.doc.toString()).toBe(NEWER));
    const yours = screen.getByRole('textbox', { name: 'Your unsaved text' });
    expect(yours).toHaveValue(mine);
    expect(yours).toHaveAttribute('readonly');
    expect(requests.find((request) => request.url.endsWith('/save'))?.body).toEqual({
      file: FILE,
      text: mine,
      version: 'v1',
    });
  });

  it('saves the next time from the newer version, and from each saved version after', async () => {
    const versions: unknown[] = [];
    fakeFetch({
      ...studioRoutes('/__studio/api'),
      'POST /__studio/api/save': (body) => {
        versions.push((body as { version?: string }).version);
        return { body: { saved: true, problems: [], version: `v${versions.length + 1}` } };
      },
    });
    render(createElement(Studio, { service: undefined }));
    await screen.findByRole('textbox', { name: `Source of ${FILE}` });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(`Saved ${FILE}; the previews show it.`);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(versions).toEqual(['v1', 'v2']));
  });
});
