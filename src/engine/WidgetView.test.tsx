import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../testing/renderScreen';
import { getDefaultRegistry } from '../widgets/registry';
import type { WidgetProps, WidgetRegistry } from './widgetTypes';

/** A widget with a state of its own: how many times it was tapped. */
function Counter(_: WidgetProps) {
  const [taps, setTaps] = useState(0);
  return (
    <button type="button" onClick={() => setTaps((n) => n + 1)}>
      Tapped {taps}
    </button>
  );
}

/** The default registry with `counter`, whose chunk arrives when the test says. */
function lateCounter(): { registry: WidgetRegistry; arrive: () => Promise<void> } {
  let resolve: (component: typeof Counter) => void = () => undefined;
  const chunk = new Promise<typeof Counter>((r) => (resolve = r));
  const registry = { ...getDefaultRegistry(), counter: { load: () => chunk } };
  return { registry, arrive: () => act(async () => resolve(Counter)) };
}

describe('a list of widgets', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('keeps the state of a widget whose chunk came late when the screen draws again', async () => {
    const { registry, arrive } = lateCounter();
    await renderScreen(
      {
        state: { note: 'first' },
        body: [
          { type: 'text', text: 'Note {{state.note}}' },
          { type: 'counter' },
          {
            type: 'button',
            label: 'Change note',
            onClick: [{ type: 'setState', values: { note: 'second' } }],
          },
        ],
      },
      { registry, preload: false },
    );
    // The screen has drawn and settled without the counter, which then arrives.
    expect(await screen.findByRole('button', { name: 'Change note' })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.dataset.screenSettled).toBe('test'));
    expect(screen.queryByRole('button', { name: /Tapped/ })).toBeNull();
    await arrive();
    await userEvent.click(await screen.findByRole('button', { name: 'Tapped 0' }));
    await userEvent.click(screen.getByRole('button', { name: 'Tapped 1' }));
    // The list draws again with a new state: the counter is the same component, its count kept.
    await userEvent.click(screen.getByRole('button', { name: 'Change note' }));
    expect(await screen.findByText('Note second')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tapped 2' })).toBeInTheDocument();
  });

  it('draws a widget hidden by its when, then shown once its chunk is here', async () => {
    const { registry, arrive } = lateCounter();
    await renderScreen(
      {
        state: { open: false },
        body: [
          { type: 'counter', when: { var: 'state.open' } },
          { type: 'button', label: 'Show', onClick: [{ type: 'setState', values: { open: true } }] },
        ],
      },
      { registry, preload: false },
    );
    await arrive();
    await userEvent.click(await screen.findByRole('button', { name: 'Show' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Tapped 0' }));
    expect(screen.getByRole('button', { name: 'Tapped 1' })).toBeInTheDocument();
  });

  it('says which file and pointer name a widget the registry does not know', async () => {
    await renderScreen({ body: [{ type: 'text', text: 'Hello' }, { type: 'sparkles' }] });
    expect(screen.getByRole('note')).toHaveTextContent(
      'Unknown widget “sparkles” in screens/test.json at /body/1',
    );
  });
});
