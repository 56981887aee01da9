import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HistoryEntry } from '../serviceTypes';
import { HistoryView } from './HistoryView';
import { serviceApi } from './serviceApi';
import { fakeFetch } from './testing/fakeFetch';
import { draftWith } from './testing/serviceFixtures';

afterEach(() => vi.unstubAllGlobals());

const FILE = 'screens/orderDetails.json';
const HISTORY: HistoryEntry[] = [
  {
    commit: 'abc1234def',
    date: '2025-01-02T03:04:05Z',
    why: 'Fewer taps to repay',
    authors: ['Ana <ana@lender.ph>'],
    approvedBy: 'ben@lender.ph',
    draft: 'd1',
  },
];

function renderHistory(canUndo: boolean, navigate = vi.fn()) {
  const api = serviceApi('/svc/');
  render(
    createElement(HistoryView, {
      service: { base: '/svc/', draft: 'd9' },
      api,
      file: FILE,
      canUndo,
      navigate,
    }),
  );
  return navigate;
}

describe('HistoryView', () => {
  it('lists the file’s published changes when opened, and undoes one in a new draft', async () => {
    const { requests } = fakeFetch({
      [`GET /svc/__service/api/history?path=${encodeURIComponent(FILE)}`]: { body: HISTORY },
      'POST /svc/__service/api/undo': { status: 201, body: draftWith('editing', true, { id: 'd7' }) },
    });
    const navigate = renderHistory(true);
    await userEvent.click(screen.getByText('History'));
    const list = within(await screen.findByRole('list', { name: `History of ${FILE}` }));
    expect(list.getByText('Fewer taps to repay')).toBeInTheDocument();
    expect(list.getByText(/by Ana <ana@lender.ph>; approved by ben@lender.ph/)).toBeInTheDocument();
    await userEvent.click(list.getByRole('button', { name: 'Undo this change' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/svc/drafts/d7/__studio'));
    expect(requests.at(-1)).toEqual({
      method: 'POST',
      url: '/svc/__service/api/undo',
      body: { commit: 'abc1234def' },
    });
  });

  it('offers no undo without the editor role', async () => {
    fakeFetch({ [`GET /svc/__service/api/history?path=${encodeURIComponent(FILE)}`]: { body: HISTORY } });
    renderHistory(false);
    await userEvent.click(screen.getByText('History'));
    await screen.findByText('Fewer taps to repay');
    expect(screen.queryByRole('button', { name: 'Undo this change' })).not.toBeInTheDocument();
  });
});
