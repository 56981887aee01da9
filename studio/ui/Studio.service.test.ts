import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Studio } from './Studio';
import { fakeFetch } from './testing/fakeFetch';
import { stubRangeLayout } from './testing/rangeLayout';
import { draftWith, meWith } from './testing/serviceFixtures';
import { FILE, OPENED, studioRoutes } from './testing/studioRoutes';

stubRangeLayout();
// The whole studio renders (the editor too) and role queries walk all of it: slow when files run side by side.
configure({ asyncUtilTimeout: 5000 });
beforeEach(() => window.history.replaceState(null, '', `/__studio?file=${encodeURIComponent(FILE)}`));
afterEach(() => vi.unstubAllGlobals());

describe('Studio in the service', () => {
  it('on the published branch shows the file read-only: no save, a draft to start instead', async () => {
    fakeFetch({
      ...studioRoutes('/__studio/api'),
      'GET /svc/__service/api/me': { body: meWith(['editor']) },
    });
    render(createElement(Studio, { service: { base: '/svc/', draft: undefined } }));
    const source = await screen.findByRole('textbox', { name: `Source of ${FILE}` });
    expect(source).toHaveAttribute('aria-readonly', 'true');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAccessibleDescription(
      'Start a draft to change this.',
    );
    expect(await screen.findByRole('heading', { name: 'Published main (read-only)' })).toBeInTheDocument();
  });

  it('lands on the drafts on the published branch when no file is named', async () => {
    window.history.replaceState(null, '', '/__studio');
    fakeFetch({
      ...studioRoutes('/__studio/api'),
      'GET /svc/__service/api/me': { body: meWith(['editor']) },
      'GET /svc/__service/api/drafts': { body: [] },
    });
    render(createElement(Studio, { service: { base: '/svc/', draft: undefined } }));
    expect(await screen.findByRole('heading', { name: 'Drafts' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Start draft' })).toBeInTheDocument();
    expect(window.location.search).toBe('?view=drafts');
  });

  it('in a draft publishing found in conflict, opens on its conflicts', async () => {
    const draft = draftWith('conflict', true, {
      conflicts: [{ file: FILE, draft: '{ "a": 1 }', published: '{ "a": 2 }' }],
    });
    fakeFetch({
      ...studioRoutes('/__studio/api'),
      'GET /svc/__service/api/me': { body: meWith(['editor']) },
      'GET /svc/__service/api/drafts/d1': { body: draft },
    });
    render(createElement(Studio, { service: { base: '/svc/', draft: 'd1' } }));
    expect(await screen.findByRole('heading', { name: 'Settle conflicts' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: `Settled text of ${FILE}` })).toHaveValue('{ "a": 1 }');
    // The editor stays (hidden, with its text), read-only until the conflicts are settled.
    expect(screen.getByRole('button', { name: 'Save', hidden: true })).toBeDisabled();
  });

  it('in another person’s draft saves nothing, and says why', async () => {
    fakeFetch({
      ...studioRoutes('/__studio/api'),
      'GET /svc/__service/api/me': { body: meWith(['editor', 'approver']) },
      'GET /svc/__service/api/drafts/d1': { body: draftWith('proposed', false) },
    });
    render(createElement(Studio, { service: { base: '/svc/', draft: 'd1' } }));
    await screen.findByText('Proposed: waiting for approval');
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAccessibleDescription(
      "This draft is Ben's: start a draft of your own to change it.",
    );
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('in a draft being edited, saves to the draft, whose dev server swaps the screen in the previews (no reload)', async () => {
    const preview = { key: 'default', screen: FILE, route: '/order', scenario: 'default', description: '' };
    const { requests } = fakeFetch({
      ...studioRoutes('/__studio/api', [preview]),
      'GET /svc/__service/api/me': { body: meWith(['editor']) },
      'GET /svc/__service/api/drafts/d1': { body: draftWith('editing', true) },
      'POST /__studio/api/save': { body: { saved: true, problems: [], version: 'v2' } },
    });
    render(createElement(Studio, { service: { base: '/svc/', draft: 'd1' } }));
    const before = await screen.findByTitle('Preview default');
    const save = screen.getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    await screen.findByText(`Saved ${FILE}; the previews show it.`);
    expect(screen.getByTitle('Preview default')).toBe(before);
    expect(requests.find((request) => request.url.endsWith('/save'))?.body).toEqual({
      file: FILE,
      text: OPENED,
      version: 'v1',
    });
  });
});
