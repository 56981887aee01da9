import { act, screen } from '@testing-library/react';
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
    expect(window.history.state).toEqual({ backGuard: 'guarded' });
  });
});
