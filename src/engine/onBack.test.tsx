import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../testing/renderScreen';

/** Goes back one history entry and waits for the popstate it fires. */
async function goBack(): Promise<void> {
  await act(async () => {
    const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    window.history.back();
    await popped;
  });
}

describe('screen onBack', () => {
  it('keeps a guard entry and runs onBack instead of leaving, every time', async () => {
    const start = window.history.length;
    await renderScreen({
      id: 'guarded',
      state: { backs: 0 },
      onBack: [{ type: 'setState', values: { backs: { '+': [{ var: 'state.backs' }, 1] } } }],
      body: [{ type: 'text', text: 'backs={{state.backs}}' }],
    });
    await screen.findByText('backs=0');
    expect(window.history.length).toBe(start + 1);
    await goBack();
    await screen.findByText('backs=1');
    await goBack();
    await screen.findByText('backs=2');
    expect(window.history.state).toMatchObject({ backGuard: 'guarded' });
  });

  // openUrl with replace takes the same path (a full page load, proven in the browser: loanConfirm.e2e.ts).
  it('a replacing navigate replaces the screen entry under the guard, so Back skips the screen', async () => {
    const action = { type: 'navigate', to: '/next', replace: true };
    window.history.pushState(null, '', '/before');
    window.history.pushState(null, '', '/guarded');
    await renderScreen({
      id: 'replacing',
      routes: ['/guarded'],
      onBack: [{ type: 'toast', text: 'stay' }],
      body: [{ type: 'button', label: 'Go', onClick: [action] }],
    } as never);
    await userEvent.click(await screen.findByRole('button', { name: 'Go' }));
    await waitFor(() => expect(window.location.pathname).toBe('/next'));
    await goBack();
    expect(window.location.pathname).toBe('/before');
  });
});
