import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { WidgetNode } from '../engine/screenTypes';
import { renderScreen } from '../testing/renderScreen';

const channels: WidgetNode = {
  type: 'choiceList',
  label: 'Payment channels',
  stateKey: 'channel',
  items: { var: 'state.channels' },
  optionLabel: { var: 'item.name' },
  optionValue: { var: 'item.id' },
  optionIcon: { var: 'item.logo' },
};

async function renderChoices() {
  await renderScreen({
    id: 'choiceTest',
    title: 'Choice list test',
    state: {
      channel: null,
      channels: [
        { name: 'GCash', id: 90006, logo: '/logo-gcash.svg' },
        { name: 'Maya', id: '90007' },
      ],
    },
    body: [channels, { type: 'text', text: 'chosen={{state.channel}}' }],
  });
  return screen.getByRole('radiogroup', { name: 'Payment channels' });
}

describe('ChoiceList', () => {
  it('is a radio group with nothing chosen at first', async () => {
    await renderChoices();
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => radio.textContent)).toEqual(['GCash', 'Maya']);
    for (const radio of radios) expect(radio).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByText('chosen=')).toBeInTheDocument();
  });

  it('stores the value of the tapped option and checks it', async () => {
    const user = userEvent.setup();
    await renderChoices();
    await user.click(screen.getByRole('radio', { name: 'Maya' }));
    expect(screen.getByRole('radio', { name: 'Maya' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('radio', { name: 'GCash' })).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByText('chosen=90007')).toBeInTheDocument();
  });

  it('moves the choice with the arrow keys', async () => {
    const user = userEvent.setup();
    await renderChoices();
    await user.click(screen.getByRole('radio', { name: 'GCash' }));
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Maya' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('radio', { name: 'Maya' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByText('chosen=90006')).toBeInTheDocument();
  });
});
