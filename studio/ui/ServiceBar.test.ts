import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DraftStatus, StudioRole } from '../serviceTypes';
import cases from './cases/serviceBar.json';
import { ServiceBar } from './ServiceBar';
import { serviceApi } from './serviceApi';
import { fakeFetch } from './testing/fakeFetch';
import { draftWith, meWith } from './testing/serviceFixtures';

interface Case {
  name: string;
  roles: StudioRole[];
  author: boolean;
  status: DraftStatus;
  shown: string[];
  hidden: string[];
  note?: string;
}

afterEach(() => vi.unstubAllGlobals());

const DRAFT_STUDIO = { base: '/studio/', draft: 'd1' };

function renderBar(roles: StudioRole[], author: boolean, status: DraftStatus, onDraft = vi.fn()) {
  const api = serviceApi(DRAFT_STUDIO.base);
  const draft = draftWith(status, author);
  render(
    createElement(ServiceBar, {
      service: DRAFT_STUDIO,
      api,
      me: meWith(roles),
      draft,
      failure: undefined,
      dirty: false,
      onDraft,
    }),
  );
  return within(screen.getByRole('banner'));
}

describe('ServiceBar: the steps a person may take on a draft, by role and status', () => {
  it.each(cases as Case[])('$name', ({ roles, author, status, shown, hidden, note }) => {
    const bar = renderBar(roles, author, status);
    for (const name of shown) expect(bar.getByRole('button', { name })).toBeInTheDocument();
    for (const name of hidden) expect(bar.queryByRole('button', { name })).not.toBeInTheDocument();
    if (note) expect(bar.getByText(note)).toBeInTheDocument();
  });

  it('names the draft, its status and author, and links to all drafts', () => {
    const bar = renderBar(['approver'], false, 'proposed');
    expect(bar.getByRole('heading', { name: 'Draft: Clearer repay button' })).toBeInTheDocument();
    expect(bar.getByText('Proposed: waiting for approval')).toBeInTheDocument();
    expect(bar.getByText(/by Ben/)).toBeInTheDocument();
    expect(bar.getByText('Signed in as Ana (approver)')).toBeInTheDocument();
    expect(bar.getByRole('link', { name: 'All drafts' })).toHaveAttribute('href', '/studio/__studio');
  });

  it('on the published branch says it is read-only and offers no step', () => {
    render(
      createElement(ServiceBar, {
        service: { base: '/', draft: undefined },
        api: serviceApi('/'),
        me: meWith(['editor', 'approver']),
        draft: undefined,
        failure: undefined,
        dirty: false,
        onDraft: vi.fn(),
      }),
    );
    const bar = within(screen.getByRole('banner'));
    expect(bar.getByRole('heading', { name: 'Published main (read-only)' })).toBeInTheDocument();
    expect(bar.queryAllByRole('button')).toEqual([]);
  });

  it('proposes with the why once one is written, and takes the draft the service answers', async () => {
    const { requests } = fakeFetch({
      'POST /studio/__service/api/drafts/d1/propose': {
        body: draftWith('proposed', true, { why: 'Fewer taps' }),
      },
    });
    const onDraft = vi.fn();
    const bar = renderBar(['editor'], true, 'editing', onDraft);
    const propose = bar.getByRole('button', { name: 'Propose' });
    expect(propose).toBeDisabled();
    await userEvent.type(bar.getByRole('textbox', { name: 'Why' }), 'Fewer taps');
    await userEvent.click(propose);
    await waitFor(() =>
      expect(onDraft).toHaveBeenCalledWith(expect.objectContaining({ status: 'proposed' })),
    );
    expect(requests).toEqual([
      { method: 'POST', url: '/studio/__service/api/drafts/d1/propose', body: { why: 'Fewer taps' } },
    ]);
  });

  it('publishes, then opens the published branch (the draft’s studio goes with its branch)', async () => {
    fakeFetch({ 'POST /studio/__service/api/drafts/d1/publish': { body: draftWith('published', false) } });
    const navigate = vi.fn();
    render(
      createElement(ServiceBar, {
        service: DRAFT_STUDIO,
        api: serviceApi(DRAFT_STUDIO.base),
        me: meWith(['approver']),
        draft: draftWith('approved', false),
        failure: undefined,
        dirty: false,
        onDraft: vi.fn(),
        navigate,
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/studio/__studio'));
  });

  it('shows a publish refused by the checker, with its problems', async () => {
    fakeFetch({
      'POST /studio/__service/api/drafts/d1/publish': {
        status: 422,
        body: {
          message: 'the merged screens do not check',
          problems: [{ text: 'screens/a.json:3:5 unknown name' }],
        },
      },
    });
    const bar = renderBar(['approver'], false, 'approved');
    await userEvent.click(bar.getByRole('button', { name: 'Publish' }));
    const alert = await bar.findByRole('alert');
    expect(alert).toHaveTextContent('Publishing failed: the merged screens do not check');
    expect(alert).toHaveTextContent('screens/a.json:3:5 unknown name');
  });
});
