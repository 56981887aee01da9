import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActionOutcome } from '../actions';
import { renderScreen } from '../testing/renderScreen';
import { getDefaultRegistry } from '../widgets/registry';
import { useWidget } from './useEvaluate';
import type { WidgetProps } from './widgetTypes';

const callEndpoint = vi.fn();
vi.mock('../api', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  callEndpoint: (...args: unknown[]) => callEndpoint(...args),
}));

const outcomes: ActionOutcome[] = [];

/** A widget whose one tap runs its actions twice at once, as two taps in one turn would. */
function DoubleTap({ node, pointer }: WidgetProps) {
  const { run, busy } = useWidget();
  const onClick = () => {
    for (let tap = 0; tap < 2; tap++)
      void run((node as { onClick?: unknown }).onClick, `${pointer}/onClick`).then((outcome) =>
        outcomes.push(outcome),
      );
  };
  return (
    <button type="button" aria-busy={busy || undefined} onClick={onClick}>
      Tap twice
    </button>
  );
}

const registry = { ...getDefaultRegistry(), doubleTap: { load: async () => DoubleTap } };

describe('useWidget().run', () => {
  beforeEach(() => {
    callEndpoint.mockReset();
    outcomes.length = 0;
  });

  it('runs once while a run of the same widget is pending; the refused run resolves ok at once', async () => {
    const user = userEvent.setup();
    let answer: (value: unknown) => void = () => undefined;
    callEndpoint.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    await renderScreen(
      { body: [{ type: 'doubleTap', onClick: [{ type: 'call', endpoint: 'repaymentCommit' }] }] },
      { registry },
    );
    const button = screen.getByRole('button', { name: 'Tap twice' });
    await user.click(button);
    expect(callEndpoint).toHaveBeenCalledTimes(1);
    expect(outcomes).toEqual([{ ok: true }]);
    expect(button).toHaveAttribute('aria-busy', 'true');
    await act(async () => answer({ ok: true, data: null, message: '', code: '00' }));
    expect(outcomes).toHaveLength(2);
    expect(button).not.toHaveAttribute('aria-busy');
  });

  it('keeps widgets apart: a pending run of one does not hold back another', async () => {
    const user = userEvent.setup();
    callEndpoint.mockReturnValue(new Promise(() => undefined));
    await renderScreen({
      body: [
        { type: 'row', label: 'First', onClick: [{ type: 'call', endpoint: 'repaymentCommit' }] },
        { type: 'row', label: 'Second', onClick: [{ type: 'call', endpoint: 'repaymentCommit' }] },
      ],
    });
    await user.click(screen.getByRole('button', { name: /First/ }));
    await user.click(screen.getByRole('button', { name: /Second/ }));
    expect(callEndpoint).toHaveBeenCalledTimes(2);
  });
});
