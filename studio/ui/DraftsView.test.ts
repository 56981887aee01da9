import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StudioRole } from '../serviceTypes';
import { DraftsView } from './DraftsView';
import { serviceApi } from './serviceApi';
import { fakeFetch } from './testing/fakeFetch';
import { draftWith, meWith } from './testing/serviceFixtures';

afterEach(() => vi.unstubAllGlobals());

const SERVICE = { base: '/studio/', draft: undefined };
const DRAFTS = [
  draftWith('proposed', false, { id: 'd2', title: 'Shorter terms copy', why: 'Borrowers misread it' }),
  draftWith('published', true, { id: 'd1', approvedBy: 'ben@lender.ph', why: 'Fewer taps' }),
];

function renderDrafts(roles: StudioRole[], navigate = vi.fn()) {
  render(
    createElement(DraftsView, {
      service: SERVICE,
      api: serviceApi(SERVICE.base),
      me: meWith(roles),
      navigate,
    }),
  );
  return navigate;
}

describe('DraftsView', () => {
  it('starts a draft with its title and opens its studio', async () => {
    const { requests } = fakeFetch({
      'GET /studio/__service/api/drafts': { body: DRAFTS },
      'POST /studio/__service/api/drafts': {
        status: 201,
        body: draftWith('editing', true, { id: 'd3', title: 'New tip' }),
      },
    });
    const navigate = renderDrafts(['editor']);
    const start = screen.getByRole('button', { name: 'Start draft' });
    expect(start).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'New tip');
    await userEvent.click(start);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/studio/drafts/d3/__studio'));
    expect(requests.filter((request) => request.method === 'POST')).toEqual([
      { method: 'POST', url: '/studio/__service/api/drafts', body: { title: 'New tip' } },
    ]);
  });

  it('lists every draft with a link to its studio', async () => {
    fakeFetch({ 'GET /studio/__service/api/drafts': { body: DRAFTS } });
    renderDrafts([]);
    const table = await screen.findByRole('table', { name: 'All drafts' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 5)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Shorter terms copy', 'Ben', 'Proposed: waiting for approval', 'Borrowers misread it', ''],
      ['Clearer repay button', 'Ana', 'Published', 'Fewer taps', 'ben@lender.ph'],
    ]);
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: 'Open' })).toHaveAttribute(
      'href',
      '/studio/drafts/d2/__studio',
    );
    expect(screen.queryByRole('button', { name: 'Start draft' })).not.toBeInTheDocument();
  });

  it('shows approvers the drafts waiting for approval, with their studio and review', async () => {
    fakeFetch({ 'GET /studio/__service/api/drafts': { body: DRAFTS } });
    renderDrafts(['approver']);
    const waiting = within(await screen.findByRole('region', { name: 'Waiting for approval' }));
    await waiting.findByText('Shorter terms copy');
    expect(waiting.getByRole('link', { name: 'Open to approve or send back' })).toHaveAttribute(
      'href',
      '/studio/drafts/d2/__studio',
    );
    expect(waiting.getByRole('link', { name: 'Review its changes' })).toHaveAttribute(
      'href',
      '/studio/drafts/d2/__studio?view=changes',
    );
    expect(waiting.queryByText('Clearer repay button')).not.toBeInTheDocument();
  });
});
