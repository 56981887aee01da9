import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { WidgetNode } from '../engine/screenTypes';
import { renderScreen } from '../testing/renderScreen';

const FIELDS = [
  { code: 'mobile', title: 'Mobile', kind: 'text', format: 'phone' },
  { code: 'card', title: 'Card number', kind: 'text', format: 'bankCard' },
  { code: 'secret', title: 'Hidden field', kind: 'text', format: 'digits', value: '99', hide: true },
  { code: 'note', title: 'Note', kind: 'text', format: 'none', optional: true },
  {
    code: 'plan',
    title: 'Plan',
    kind: 'select',
    value: '2',
    options: [
      { name: 'Basic', type: 1 },
      { name: 'Plus', type: 2 },
      { name: 'Max', type: 3 },
    ],
  },
  { code: 'colour', title: 'Colour', kind: 'select', options: [{ name: 'Red', type: 'red' }] },
];

const form: WidgetNode = {
  type: 'form',
  items: { literal: FIELDS },
  key: { var: 'item.code' },
  label: { var: 'item.title' },
  kind: { var: 'item.kind' },
  format: { var: 'item.format' },
  options: { var: 'item.options' },
  optionLabel: { var: 'item.name' },
  optionValue: { var: 'item.type' },
  initial: { var: 'item.value' },
  visible: { '!': { var: 'item.hide' } },
  required: { '!': { var: 'item.optional' } },
  valuesKey: 'values',
  missingKey: 'missing',
  onPick: [{ type: 'setState', values: { picked: { var: 'result.value' } } }],
};

/** Texts that show what the form published to screen state. */
const probes: WidgetNode[] = [
  { type: 'text', text: 'mobile={{state.values.mobile}}' },
  { type: 'text', text: 'card={{state.values.card}}' },
  { type: 'text', text: 'secret={{state.values.secret}}' },
  { type: 'text', text: 'plan={{state.values.plan}}' },
  { type: 'text', text: { concat: ['missing=', { join: [{ var: 'state.missing' }, '|'] }] } },
  { type: 'text', text: 'picked={{state.picked}}' },
];

function renderForm() {
  return renderScreen({
    id: 'formTest',
    title: 'Form test',
    state: { values: {}, missing: [] },
    body: [form, ...probes],
  });
}

describe('Form', () => {
  it('formats phone and bank card inputs and publishes digits only', async () => {
    const user = userEvent.setup();
    await renderForm();
    const mobile = await screen.findByRole('textbox', { name: 'Mobile' });
    await user.type(mobile, '0917-abc-123-45678');
    expect(mobile).toHaveValue('091 7123 4567');
    const card = screen.getByRole('textbox', { name: 'Card number' });
    await user.type(card, '1234 5678 9');
    expect(card).toHaveValue('1234 5678 9');
    expect(screen.getByText('mobile=09171234567')).toBeInTheDocument();
    expect(screen.getByText('card=123456789')).toBeInTheDocument();
  });

  it('neither shows nor publishes a hidden field, even with a value', async () => {
    await renderForm();
    await screen.findByRole('textbox', { name: 'Mobile' });
    expect(screen.queryByRole('textbox', { name: 'Hidden field' })).not.toBeInTheDocument();
    expect(screen.getByText('secret=')).toBeInTheDocument();
  });

  it('lists the visible required fields left empty, in order', async () => {
    const user = userEvent.setup();
    await renderForm();
    expect(await screen.findByText('missing=Mobile|Card number|Colour')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Card number' }), '12');
    expect(screen.getByText('missing=Mobile|Colour')).toBeInTheDocument();
  });

  it('matches a prefilled select by its text and keeps the option value', async () => {
    await renderForm();
    expect(await screen.findByRole('button', { name: 'Plan Plus' })).toBeInTheDocument();
    expect(screen.getByText('plan=2')).toBeInTheDocument();
  });

  it('picker: Cancel keeps the value, Confirm sets it and runs onPick', async () => {
    const user = userEvent.setup();
    await renderForm();
    await user.click(await screen.findByRole('button', { name: 'Plan Plus' }));
    let dialog = screen.getByRole('dialog', { name: 'Plan' });
    expect(within(dialog).getByRole('radio', { name: 'Plus' })).toHaveAttribute('aria-checked', 'true');
    await user.click(within(dialog).getByRole('radio', { name: 'Max' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Plan Plus' })).toBeInTheDocument();
    expect(screen.getByText('picked=')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Plan Plus' }));
    dialog = screen.getByRole('dialog', { name: 'Plan' });
    await user.click(within(dialog).getByRole('radio', { name: 'Max' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(screen.getByRole('button', { name: 'Plan Max' })).toBeInTheDocument();
    expect(screen.getByText('plan=3')).toBeInTheDocument();
    expect(screen.getByText('picked=3')).toBeInTheDocument();
  });

  it('an empty select has no option checked, and Confirm without a choice keeps it empty', async () => {
    const user = userEvent.setup();
    await renderForm();
    await user.click(await screen.findByRole('button', { name: 'Colour Please select' }));
    const dialog = screen.getByRole('dialog', { name: 'Colour' });
    expect(within(dialog).getByRole('radio', { name: 'Red' })).toHaveAttribute('aria-checked', 'false');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(screen.getByRole('button', { name: 'Colour Please select' })).toBeInTheDocument();
    expect(screen.getByText('picked=')).toBeInTheDocument();
  });
  it('keeps the caret after the edited digit of a formatted field', async () => {
    const user = userEvent.setup();
    await renderForm();
    const card = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Card number' });
    await user.type(card, '1234567812345678');
    card.setSelectionRange(3, 3);
    await user.keyboard('{Backspace}9');
    expect(card).toHaveValue('1294 5678 1234 5678');
    expect(card.selectionStart).toBe(3);
    expect(screen.getByText('card=1294567812345678')).toBeInTheDocument();
  });

  it('names fields whose server code holds a space', async () => {
    await renderScreen({
      state: { values: {} },
      body: [
        {
          ...form,
          items: {
            literal: [
              { code: 'id number', title: 'ID number', kind: 'text', format: 'digits' },
              { code: 'bank name', title: 'Bank', kind: 'select', options: [{ name: 'BDO', type: 1 }] },
            ],
          },
        },
      ],
    });
    expect(await screen.findByRole('textbox', { name: 'ID number' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bank Please select' })).toBeInTheDocument();
  });

  it('picker: only the checked option is in the Tab order and arrow keys move the choice, wrapping', async () => {
    const user = userEvent.setup();
    await renderForm();
    await user.click(await screen.findByRole('button', { name: 'Plan Plus' }));
    const dialog = screen.getByRole('dialog', { name: 'Plan' });
    const radio = (name: string) => within(dialog).getByRole('radio', { name });
    expect(radio('Basic')).toHaveAttribute('tabindex', '-1');
    expect(radio('Plus')).toHaveAttribute('tabindex', '0');
    expect(radio('Max')).toHaveAttribute('tabindex', '-1');
    await user.click(radio('Plus'));
    await user.keyboard('{ArrowDown}');
    expect(radio('Max')).toHaveAttribute('aria-checked', 'true');
    expect(radio('Max')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(radio('Basic')).toHaveAttribute('aria-checked', 'true');
    expect(radio('Basic')).toHaveAttribute('tabindex', '0');
    expect(radio('Basic')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(radio('Max')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(radio('Plus')).toHaveAttribute('aria-checked', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(screen.getByText('picked=2')).toBeInTheDocument();
  });

  it('picker with none chosen: the first option is in the Tab order', async () => {
    const user = userEvent.setup();
    await renderForm();
    await user.click(await screen.findByRole('button', { name: 'Colour Please select' }));
    const dialog = screen.getByRole('dialog', { name: 'Colour' });
    expect(within(dialog).getByRole('radio', { name: 'Red' })).toHaveAttribute('tabindex', '0');
  });
});
