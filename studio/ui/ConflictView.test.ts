import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConflictView } from './ConflictView';
import { serviceApi } from './serviceApi';
import { fakeFetch } from './testing/fakeFetch';
import { draftWith } from './testing/serviceFixtures';

afterEach(() => vi.unstubAllGlobals());

const CONFLICTED = draftWith('conflict', true, {
  conflicts: [
    { file: 'screens/a.json', draft: '{ "title": "Repay now" }\n', published: '{ "title": "Pay" }\n' },
    { file: 'locales/fil.po', draft: 'msgid "Repay now"\n', published: 'msgid "Pay"\n' },
  ],
});

function renderConflicts(onDraft = vi.fn(), canSettle = true) {
  render(createElement(ConflictView, { api: serviceApi('/'), draft: CONFLICTED, canSettle, onDraft }));
  return onDraft;
}

describe('ConflictView', () => {
  it('shows each file on both sides, and the settled text to write, the draft’s to start with', () => {
    renderConflicts();
    const draftSide = screen.getByRole('region', { name: 'This draft: screens/a.json' });
    const publishedSide = screen.getByRole('region', { name: 'Published now: screens/a.json' });
    expect(draftSide).toHaveTextContent('Repay now');
    expect(publishedSide).toHaveTextContent('"Pay"');
    expect(screen.getByRole('textbox', { name: 'Settled text of screens/a.json' })).toHaveValue(
      '{ "title": "Repay now" }\n',
    );
  });

  it('settles with every conflicting file’s text as written', async () => {
    const settled = draftWith('editing', true);
    const { requests } = fakeFetch({ 'POST /__service/api/drafts/d1/settle': { body: settled } });
    const onDraft = renderConflicts();
    const text = screen.getByRole('textbox', { name: 'Settled text of screens/a.json' });
    await userEvent.clear(text);
    await userEvent.type(text, '{{ "title": "Pay now" }');
    await userEvent.click(screen.getByRole('button', { name: 'Settle' }));
    await waitFor(() => expect(onDraft).toHaveBeenCalledWith(settled));
    expect(requests).toEqual([
      {
        method: 'POST',
        url: '/__service/api/drafts/d1/settle',
        body: {
          files: [
            { file: 'screens/a.json', text: '{ "title": "Pay now" }' },
            { file: 'locales/fil.po', text: 'msgid "Repay now"\n' },
          ],
        },
      },
    ]);
  });

  it('shows the checker’s problems when the settled text does not check', async () => {
    fakeFetch({
      'POST /__service/api/drafts/d1/settle': {
        status: 422,
        body: {
          message: 'screens/a.json does not check',
          problems: [
            { file: 'screens/a.json', line: 1, column: 3, message: 'x', text: 'screens/a.json:1:3 bad' },
          ],
        },
      },
    });
    const onDraft = renderConflicts();
    await userEvent.click(screen.getByRole('button', { name: 'Settle' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Not settled: screens/a.json does not check');
    expect(alert).toHaveTextContent('screens/a.json:1:3 bad');
    expect(onDraft).not.toHaveBeenCalled();
  });

  it('lets only the author or an approver settle', () => {
    renderConflicts(vi.fn(), false);
    expect(screen.getByRole('button', { name: 'Settle' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Settled text of screens/a.json' })).toHaveAttribute(
      'readonly',
    );
  });
});
