import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../testing/renderScreen';

const probe = { type: 'text', text: 'state={{state.value}} checked={{state.agree}}' };

describe('Input and Checkbox', () => {
  it.each([
    { format: 'none', typed: 'Juan Dela Cruz', shown: 'Juan Dela Cruz', stored: 'Juan Dela Cruz' },
    { format: 'digits', typed: '12a3-4', shown: '1234', stored: '1234' },
    { format: 'phone', typed: '0917-123-45678', shown: '091 7123 4567', stored: '09171234567' },
    {
      format: 'bankCard',
      typed: '1234567812345678',
      shown: '1234 5678 1234 5678',
      stored: '1234567812345678',
    },
  ])('a $format input shows "$shown" and stores "$stored"', async ({ format, typed, shown, stored }) => {
    await renderScreen({
      state: { value: '', agree: true },
      body: [{ type: 'input', label: 'Value', stateKey: 'value', format }, probe],
    });
    const input = screen.getByRole('textbox', { name: 'Value' });
    await userEvent.type(input, typed);
    expect(input).toHaveValue(shown);
    expect(screen.getByText(`state=${stored} checked=true`)).toBeInTheDocument();
  });

  it('keeps the caret after the edited digit of a formatted input, not at the end', async () => {
    const user = userEvent.setup();
    await renderScreen({
      state: { value: '', agree: true },
      body: [{ type: 'input', label: 'Card number', stateKey: 'value', format: 'bankCard' }, probe],
    });
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Card number' });
    await user.type(input, '1234567812345678');
    input.setSelectionRange(3, 3);
    await user.keyboard('{Backspace}');
    expect(input).toHaveValue('1245 6781 2345 678');
    expect(input.selectionStart).toBe(2);
    await user.keyboard('9');
    expect(input).toHaveValue('1294 5678 1234 5678');
    expect(input.selectionStart).toBe(3);
    expect(input.selectionEnd).toBe(3);
    expect(screen.getByText('state=1294567812345678 checked=true')).toBeInTheDocument();
  });

  it('cuts the stored value at maxLength', async () => {
    await renderScreen({
      state: { value: '', agree: true },
      body: [{ type: 'input', label: 'Captcha', stateKey: 'value', maxLength: 4 }, probe],
    });
    await userEvent.type(screen.getByRole('textbox', { name: 'Captcha' }), 'abcdef');
    expect(screen.getByRole('textbox', { name: 'Captcha' })).toHaveValue('abcd');
  });

  it('a checkbox starts from state and toggles it', async () => {
    await renderScreen({
      state: { value: '', agree: true },
      body: [{ type: 'checkbox', label: 'I agree to the loan agreement', stateKey: 'agree' }, probe],
    });
    const box = screen.getByRole('checkbox', { name: 'I agree to the loan agreement' });
    expect(box).toBeChecked();
    await userEvent.click(box);
    expect(box).not.toBeChecked();
    expect(screen.getByText('state= checked=false')).toBeInTheDocument();
  });
});
