import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../testing/renderScreen';
import { getDefaultRegistry } from '../widgets/registry';
import { loadActions, loadModal } from './afterPaint';
import { loadWidget } from './widgetLoader';
import type { WidgetComponent, WidgetRegistry } from './widgetTypes';

describe('code loaded after the first paint', () => {
  it('opens a modal whole: not before the chunk of a widget only it uses has arrived', async () => {
    const defaults = getDefaultRegistry();
    // The actions and the modal's frame are here already, as after a first paint: only the late
    // widget holds the modal (a cold import of either took over a second on a busy machine).
    await Promise.all([
      loadActions(),
      loadModal(),
      ...['stack', 'text', 'button'].map((type) => loadWidget(defaults[type]!)),
    ]);
    let arrive: (component: WidgetComponent) => void = () => undefined;
    const late: WidgetComponent = () => <p>Late content</p>;
    // One chunk, however often it is asked for, as `import()` is: the engine may ask again before it arrives.
    const chunk = new Promise<WidgetComponent>((resolve) => {
      arrive = resolve;
    });
    const load = vi.fn(() => chunk);
    const registry: WidgetRegistry = { ...defaults, late: { load } };
    await renderScreen(
      {
        body: [{ type: 'button', label: 'Open', onClick: [{ type: 'openModal', modal: 'sheet' }] }],
        modals: { sheet: { title: 'Sheet', body: [{ type: 'late' }] } },
      },
      { registry, preload: false },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Open' }));
    // The tap asked for the late widget's chunk (its actions may run a task later), and waits for it.
    await waitFor(() => expect(load).toHaveBeenCalled());
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => arrive(late));
    const dialog = await screen.findByRole('dialog', { name: 'Sheet' });
    expect(dialog).toHaveTextContent('Late content');
  });
});

describe('a screen with onLoad', () => {
  it('first shows its content with what onLoad sets at once, so nothing moves after', async () => {
    const seen: string[] = [];
    const observer = new MutationObserver(() => {
      const text = document.querySelector('main')?.textContent;
      if (text) seen.push(text);
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    await renderScreen({
      state: { order: null },
      onLoad: [{ type: 'setState', values: { order: 'PA-1' } }],
      body: [
        { type: 'text', text: 'Order PA-1', when: { var: 'state.order' } },
        { type: 'text', text: 'Question type' },
      ],
    });
    expect(await screen.findByText('Order PA-1')).toBeInTheDocument();
    observer.disconnect();
    expect(seen.filter((text) => text.includes('Question type') && !text.includes('Order PA-1'))).toEqual([]);
  });
});
