import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../testing/renderScreen';

const callEndpoint = vi.fn();
vi.mock('../api', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  callEndpoint: (...args: unknown[]) => callEndpoint(...args),
}));

describe('Row', () => {
  beforeEach(() => {
    callEndpoint.mockReset();
  });

  it('a plain row is no button', async () => {
    await renderScreen({ body: [{ type: 'row', label: 'Amount', value: '₱1,000' }] });
    expect(screen.getByText('Amount')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('double-clicking a row whose action is a slow call runs it once, busy until it answers', async () => {
    const user = userEvent.setup();
    let answer: (value: unknown) => void = () => undefined;
    callEndpoint.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    await renderScreen({
      body: [{ type: 'row', label: 'Repay now', onClick: [{ type: 'call', endpoint: 'repaymentCommit' }] }],
    });
    const row = screen.getByRole('button', { name: /Repay now/ });
    await user.dblClick(row);
    expect(callEndpoint).toHaveBeenCalledTimes(1);
    expect(row).toBeDisabled();
    expect(row).toHaveAttribute('aria-busy', 'true');
    await act(async () => answer({ ok: true, data: null, message: '', code: '00' }));
    expect(row).toBeEnabled();
    expect(row).not.toHaveAttribute('aria-busy');
    await user.click(row);
    expect(callEndpoint).toHaveBeenCalledTimes(2);
  });
});
